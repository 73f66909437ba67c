import { graphql } from "gatsby";
import { useState } from "react";
import { balancedGridStyle } from "../../lib/balanced-grid";
import { usePage } from "../../lib/i18n";
import { ContentImage } from "../content-image";
import { FoldToggle } from "../fold-toggle";

export const benefitItemFragment = graphql`
  fragment BenefitItem on ContentBenefit {
    remoteId
    title
    description
    icon {
      localFile {
        childImageSharp {
          gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: NONE)
        }
      }
    }
  }
`;

/**
 * The most columns each width step holds (lib/balanced-grid.ts): two on a phone, with smaller type (home.css), where
 * the titles say it and the descriptions unfold on request.
 */
const MAX_COLUMNS = [2, 2, 2, 3, 3, 4, 5];

export function Benefits({ benefits }: { benefits: readonly Queries.BenefitItemFragment[] }) {
  const { t } = usePage();
  const [unfolded, setUnfolded] = useState(false);
  if (benefits.length === 0) return null;
  return (
    <section className="section section--tinted" aria-labelledby="benefits-title">
      <div className="container">
        <h2 id="benefits-title">{t("home.benefits")}</h2>
        <ul
          id="benefits-list"
          className={`benefits balanced-grid${unfolded ? " is-unfolded" : ""}`}
          style={balancedGridStyle(benefits.length, MAX_COLUMNS)}
        >
          {benefits.map((benefit) => (
            <li key={benefit.remoteId} className="benefits__item">
              <ContentImage image={benefit.icon} alt="" className="benefits__icon" />
              <h3 className="benefits__title">{benefit.title}</h3>
              {benefit.description && <p>{benefit.description}</p>}
            </li>
          ))}
        </ul>
        {benefits.some((benefit) => benefit.description) && (
          <FoldToggle
            controls="benefits-list"
            expanded={unfolded}
            onToggle={() => setUnfolded((open) => !open)}
            more={t("home.benefitsMore")}
            less={t("common.readLess")}
          />
        )}
      </div>
    </section>
  );
}
