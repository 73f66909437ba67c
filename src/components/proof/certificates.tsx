import { graphql } from "gatsby";
import { usePage } from "../../lib/i18n";
import { ContentImage } from "../content-image";
import { FoldedSection } from "../folded-section";
import { SwipeList } from "./swipe-list";

export const certificateItemFragment = graphql`
  fragment CertificateItem on ContentCertificate {
    remoteId
    title
    issuer
    link
    image {
      localFile {
        childImageSharp {
          gatsbyImageData(
            width: 280
            height: 200
            placeholder: NONE
            transformOptions: { fit: CONTAIN }
            backgroundColor: "#ffffff"
          )
        }
      }
    }
  }
`;

/**
 * The most certificates that each width step holds from md on (lib/balanced-grid.ts; below it they are a row to
 * swipe, each its picture beside its text): cards of ~200 px and more.
 */
const MAX_COLUMNS = [1, 1, 1, 2, 4, 4, 4];

/** Certificates and official-partner badges, each with its title and issuer; left out when there are none. */
export function Certificates({ certificates }: { certificates: readonly Queries.CertificateItemFragment[] }) {
  const { t } = usePage();
  if (certificates.length === 0) return null;
  return (
    <FoldedSection id="certificates-title" title={t("proof.certificates")}>
      <SwipeList
        label={t("proof.certificates")}
        className="certificates"
        count={certificates.length}
        maxColumns={MAX_COLUMNS}
      >
        {certificates.map((certificate) => (
          <li key={certificate.remoteId} className="certificate">
            <ContentImage
              image={certificate.image}
              alt={`${certificate.title}, ${certificate.issuer}`}
              className="certificate__image"
            />
            <div className="certificate__text">
              <h3 className="certificate__title">{certificate.title}</h3>
              <p className="certificate__issuer">{t("proof.issuedBy", { issuer: certificate.issuer })}</p>
              {certificate.link && (
                <a href={certificate.link} target="_blank" rel="noopener noreferrer" className="certificate__link">
                  {t("proof.verify")}
                </a>
              )}
            </div>
          </li>
        ))}
      </SwipeList>
    </FoldedSection>
  );
}
