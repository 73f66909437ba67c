import { graphql } from "gatsby";
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

/** "12 000" stays on one line: the space between digit groups becomes a no-break space. */
const groupedDigits = (value: string) => value.replace(/(\d) (?=\d)/g, "$1\u00a0");

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
        <ul className="figures__list">
          {figures.map((figure) => (
            <li key={`${figure.value} ${figure.label}`} className="figures__item">
              <span className="figures__value">{groupedDigits(figure.value)}</span>{" "}
              <span className="figures__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
