import { graphql } from "gatsby";
import { usePage } from "../../lib/i18n";
import { ContentImage } from "../content-image";

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

export function Partners({ partners }: { partners: readonly Queries.PartnerItemFragment[] }) {
  const { t } = usePage();
  if (partners.length === 0) return null;
  return (
    <section className="section container" aria-labelledby="partners-title">
      <h2 id="partners-title">{t("home.partners")}</h2>
      <ul className="partners">
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
    </section>
  );
}
