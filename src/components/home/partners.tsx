import { graphql } from "gatsby";
import { balancedGridStyle } from "../../lib/balanced-grid";
import { usePage } from "../../lib/i18n";
import { ContentImage } from "../content-image";
import { FoldedSection } from "../folded-section";

export const partnerItemFragment = graphql`
  fragment PartnerItem on ContentPartner {
    remoteId
    name
    link
    image {
      localFile {
        childImageSharp {
          gatsbyImageData(
            width: 180
            height: 72
            layout: FIXED
            placeholder: NONE
            transformOptions: { fit: CONTAIN }
            backgroundColor: "transparent"
          )
        }
      }
    }
  }
`;

/** The most logos each width step holds (lib/balanced-grid.ts): three a row up to 900 px, six from there. */
const MAX_COLUMNS = [3, 3, 3, 3, 6, 6, 6];

export function Partners({ partners }: { partners: readonly Queries.PartnerItemFragment[] }) {
  const { t } = usePage();
  if (partners.length === 0) return null;
  return (
    <FoldedSection id="partners-title" title={t("home.partners")}>
      <ul className="partners balanced-grid" style={balancedGridStyle(partners.length, MAX_COLUMNS)}>
        {partners.map((partner) => {
          const logo = <ContentImage image={partner.image} alt={partner.name} />;
          return (
            <li key={partner.remoteId} className="partners__item">
              {partner.link ? (
                <a href={partner.link} target="_blank" rel="noopener noreferrer">
                  {logo}
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </FoldedSection>
  );
}
