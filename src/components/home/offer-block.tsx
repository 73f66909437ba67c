import { graphql } from "gatsby";
import { usePage } from "../../lib/i18n";
import { ContentImage } from "../content-image";
import { CtaButton } from "../cta-button";

export const offerBlockFragment = graphql`
  fragment OfferBlock on ContentOffer {
    kind
    slug
    title
    description
    bgColor
    link
    button {
      text
      consultation
      link
      linkBroken
    }
    image {
      localFile {
        childImageSharp {
          gatsbyImageData(width: 320, height: 240, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
        }
      }
    }
    illustration {
      alt
      image {
        localFile {
          childImageSharp {
            gatsbyImageData(width: 280, height: 280, layout: CONSTRAINED, placeholder: NONE)
          }
        }
      }
    }
  }
`;

/**
 * The credit and gift offers: a coloured block with its image, illustration and one call to action. The spec gives
 * a default button text to the credit offer only ('Заполнить заявку', translated per locale); a gift button without
 * text is left out rather than shown empty.
 */
export function OfferBlock({ offer }: { offer: Queries.OfferBlockFragment }) {
  const { t } = usePage();
  const headingId = `offer-${offer.kind}-title`;
  const hasImage = Boolean(offer.image?.localFile?.childImageSharp);
  return (
    <section id={offer.slug ?? undefined} className="offer container" aria-labelledby={headingId}>
      <div
        className={`offer__box${hasImage ? " offer__box--with-image" : ""}`}
        style={{ backgroundColor: offer.bgColor }}
      >
        {hasImage && <ContentImage image={offer.image} alt={offer.title} className="offer__image" />}
        <div className="offer__text">
          <h2 id={headingId}>{offer.title}</h2>
          {offer.description && <p>{offer.description}</p>}
          <CtaButton
            button={offer.button}
            fallbackText={offer.kind === "credit" ? t("home.offerButton") : null}
            place={offer.kind === "credit" ? "credit-offer" : "gift-offer"}
            topic={offer.kind === "credit" ? "credit" : undefined}
            className="button button--light"
          />
        </div>
        {offer.illustration && (
          <ContentImage
            image={offer.illustration.image}
            alt={offer.illustration.alt ?? ""}
            className="offer__illustration"
          />
        )}
      </div>
    </section>
  );
}
