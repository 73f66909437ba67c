import { graphql } from "gatsby";
import { balancedGridStyle } from "../../lib/balanced-grid";
import { usePage } from "../../lib/i18n";

export const headlineFiguresFragment = graphql`
  fragment HeadlineFigures on ContentCompany {
    foundedYear
    figures {
      value
      label
    }
  }
`;

/** The most figures of ~150 px that each width step holds (lib/balanced-grid.ts). */
const MAX_COLUMNS = [2, 3, 3, 3, 5, 5, 5];

/** The strip of headline figures near the top of the home page: the founding year, then the company's figures. */
export function HeadlineFigures({ company }: { company: Queries.HeadlineFiguresFragment | null | undefined }) {
  const { t } = usePage();
  const figures = [
    ...(company?.foundedYear ? [{ value: String(company.foundedYear), label: t("proof.founded") }] : []),
    ...(company?.figures ?? []),
  ];
  if (figures.length === 0) return null;
  return (
    <section className="figures" aria-labelledby="figures-title">
      <div className="container">
        <h2 id="figures-title" className="sr-only">
          {t("proof.figures")}
        </h2>
        <ul className="figures__list balanced-grid" style={balancedGridStyle(figures.length, MAX_COLUMNS)}>
          {figures.map((figure) => (
            <li key={`${figure.value} ${figure.label}`} className="figures__item">
              <span className="figures__value">{figure.value}</span>{" "}
              <span className="figures__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
