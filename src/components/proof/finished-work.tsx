import { graphql } from "gatsby";
import { formatDate, formatPrice } from "../../lib/format";
import { usePage } from "../../lib/i18n";
import { ContentImage } from "../content-image";
import { FoldedText } from "../folded-text";
import { SwipeList } from "./swipe-list";

export const finishedWorkItemFragment = graphql`
  fragment FinishedWorkItem on ContentFinishedWork {
    remoteId
    title
    place
    buildingType
    description
    price
    date
    images {
      alt
      image {
        localFile {
          publicURL
          childImageSharp {
            main: gatsbyImageData(width: 480, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
            thumb: gatsbyImageData(width: 96, height: 64, layout: FIXED, placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  }
`;

type Work = Queries.FinishedWorkItemFragment;
type Photo = Work["images"][number];

/** The image data of one of the two sizes the fragment asks for, in the shape ContentImage reads. */
const sized = (photo: Photo, size: "main" | "thumb") => ({
  localFile: { childImageSharp: { gatsbyImageData: photo.image?.localFile?.childImageSharp?.[size] } },
});

/** About what three lines of a job's description hold on the narrowest phone (folded-text.tsx, proof.css). */
const FOLDED_CHARACTERS = 80;

function FinishedWorkCard({ work }: { work: Work }) {
  const { t, locale } = usePage();
  const [first, ...more] = work.images;
  const facts = [work.place, work.buildingType].filter(Boolean).join(" · ");
  return (
    <li className="card work">
      {first && <ContentImage image={sized(first, "main")} alt={first.alt || work.title} className="card__image" />}
      <div className="card__body">
        <p className="card__meta">
          <time dateTime={work.date}>{formatDate(work.date, locale)}</time>
        </p>
        <h3 className="card__title">{work.title}</h3>
        {facts && <p className="work__facts">{facts}</p>}
        {work.description && (
          <FoldedText
            id={`work-${work.remoteId}`}
            long={work.description.length > FOLDED_CHARACTERS}
            className="work__text"
          >
            <p>{work.description}</p>
          </FoldedText>
        )}
        {more.length > 0 && (
          <ul className="work__photos" aria-label={t("proof.photos")}>
            {more.map((photo, index) => {
              const full = photo.image?.localFile?.publicURL;
              const thumb = <ContentImage image={sized(photo, "thumb")} alt={photo.alt || work.title} />;
              return <li key={index}>{full ? <a href={full}>{thumb}</a> : thumb}</li>;
            })}
          </ul>
        )}
        {work.price != null && (
          <p className="work__price">{t("proof.price", { price: formatPrice(work.price, locale) })}</p>
        )}
      </div>
    </li>
  );
}

/** The most cards of ~220 px that each width step holds from md on (below it they are a row to swipe). */
const MAX_COLUMNS = [1, 1, 1, 3, 3, 3, 3];

/** Finished jobs, newest first: the latest few on the home page, a category's on its page; nothing when none. */
export function FinishedWork({
  works,
  title,
  intro,
  id = "finished-work-title",
}: {
  works: readonly Work[];
  title: string;
  intro?: string;
  id?: string;
}) {
  if (works.length === 0) return null;
  return (
    <section className="section container" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p className="lead">{intro}</p>}
      <SwipeList label={title} className="card-grid works" count={works.length} maxColumns={MAX_COLUMNS}>
        {works.map((work) => (
          <FinishedWorkCard key={work.remoteId} work={work} />
        ))}
      </SwipeList>
    </section>
  );
}
