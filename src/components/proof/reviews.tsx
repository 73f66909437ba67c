import { graphql } from "gatsby";
import { formatDate, formatDecimal, formatPrice } from "../../lib/format";
import { usePage } from "../../lib/i18n";
import { ContentImage } from "../content-image";
import { FoldedText } from "../folded-text";
import { SwipeList } from "./swipe-list";

export const reviewItemFragment = graphql`
  fragment ReviewItem on ContentReview {
    remoteId
    author
    place
    text
    rating
    date
    source
    sourceUrl
    photo {
      localFile {
        childImageSharp {
          gatsbyImageData(width: 48, height: 48, layout: FIXED, placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`;

/**
 * The rating as five stars: the missing ones drawn as outlines in a grey of 3:1 and more (WCAG 1.4.11: a pale filled
 * star read 1.6:1), so shape and colour both tell them apart.
 */
export const overallRatingFragment = graphql`
  fragment OverallRating on ContentCompany {
    rating {
      value
      count
      source
      url
    }
  }
`;

type Rating = NonNullable<Queries.OverallRatingFragment["rating"]>;

/**
 * The company's overall rating where the content gives one (a Google page's average and count), under the reviews'
 * heading: what a visitor compares between window companies before reading single reviews. Its count is written
 * without a plural form ("Отзывов: 127"), so the home page creates no Intl.PluralRules (docs/performance.md).
 */
function OverallRating({ rating }: { rating: Rating }) {
  const { t, locale } = usePage();
  const number = formatPrice(rating.count, locale);
  const count = rating.source
    ? t("proof.overallCountAt", { source: rating.source, number })
    : t("proof.overallCount", { number });
  return (
    <p className="overall-rating">
      <strong>
        <span className="overall-rating__star" aria-hidden="true">
          ★
        </span>{" "}
        {t("proof.overall", { rating: formatDecimal(rating.value, locale) })}
      </strong>{" "}
      {rating.url ? (
        <a href={rating.url} target="_blank" rel="noopener noreferrer">
          {count}
        </a>
      ) : (
        <span>{count}</span>
      )}
    </p>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = usePage();
  return (
    <p className="review__rating">
      <span aria-hidden="true">{"★".repeat(rating)}</span>
      <span className="review__rating-rest" aria-hidden="true">
        {"☆".repeat(5 - rating)}
      </span>
      <span className="sr-only">{t("proof.rating", { rating })}</span>
    </p>
  );
}

/** About what four lines of a review hold on the narrowest phone: a longer one is folded there (folded-text.tsx). */
const FOLDED_CHARACTERS = 110;

function Review({ review }: { review: Queries.ReviewItemFragment }) {
  const { t, locale } = usePage();
  const source = review.source && (
    <>
      {" · "}
      {review.sourceUrl ? (
        <a href={review.sourceUrl} target="_blank" rel="noopener noreferrer">
          {t("proof.source", { source: review.source })}
        </a>
      ) : (
        t("proof.source", { source: review.source })
      )}
    </>
  );
  return (
    <li className="review">
      <figure className="review__figure">
        {review.rating ? <Stars rating={review.rating} /> : null}
        <FoldedText
          as="blockquote"
          id={`review-${review.remoteId}`}
          long={review.text.length > FOLDED_CHARACTERS}
          className="review__text"
        >
          {review.text
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, index) => (
              <p key={index}>{paragraph.trim()}</p>
            ))}
        </FoldedText>
        <figcaption className="review__author">
          <ContentImage
            image={review.photo}
            alt={t("proof.photo", { author: review.author })}
            className="review__photo"
          />
          <span>
            <strong>{review.author}</strong>
            {review.place && <span className="review__place">{review.place}</span>}
            <span className="review__meta">
              <time dateTime={review.date}>{formatDate(review.date, locale)}</time>
              {source}
            </span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** The most reviews of ~300 px that each width step holds from md on (below it they are a row to swipe). */
const MAX_COLUMNS = [1, 1, 1, 2, 3, 3, 3];

/**
 * The customers' reviews on the home page, with the company's overall rating where there is one; left out when there
 * are no reviews. No review markup in the structured data.
 */
export function Reviews({
  reviews,
  rating,
}: {
  reviews: readonly Queries.ReviewItemFragment[];
  rating: Rating | null | undefined;
}) {
  const { t } = usePage();
  if (reviews.length === 0) return null;
  return (
    <section className="section section--tinted" aria-labelledby="reviews-title">
      <div className="container">
        <h2 id="reviews-title">{t("proof.reviews")}</h2>
        {rating && <OverallRating rating={rating} />}
        <SwipeList label={t("proof.reviews")} className="reviews" count={reviews.length} maxColumns={MAX_COLUMNS}>
          {reviews.map((review) => (
            <Review key={review.remoteId} review={review} />
          ))}
        </SwipeList>
      </div>
    </section>
  );
}
