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

/** The credit and gift offers: a coloured block with its illustration and one call to action. */
export function OfferBlock({ offer }: { offer: Queries.OfferBlockFragment }) {
  const { t } = usePage();
  const headingId = `offer-${offer.kind}-title`;
  return (
    <section id={offer.slug ?? undefined} className="offer container" aria-labelledby={headingId}>
      <div className="offer__box" style={{ backgroundColor: offer.bgColor }}>
        <div className="offer__text">
          <h2 id={headingId}>{offer.title}</h2>
          {offer.description && <p>{offer.description}</p>}
          <CtaButton button={offer.button} fallbackText={t("home.offerButton")} className="button button--light" />
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
