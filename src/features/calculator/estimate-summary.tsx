import { formatPrice } from "../../lib/format";
import { usePage } from "../../lib/i18n";
import type { Locale } from "../../lib/locales";
import type { PartProps } from "./parts";

/** The rounding line can take lei off: a minus sign (U+2212), then the amount as every price is written. */
const signedPrice = (amount: number, locale: Locale) =>
  amount < 0 ? `\u2212${formatPrice(-amount, locale)}` : formatPrice(amount, locale);

/** The live estimate: total, lines and notes; or what to fix; or, without a price list, that a manager prices it. */
export function EstimateSummary({ calc, id }: PartProps) {
  const { t, locale } = usePage();
  const { config, result, base, sashProblems } = calc;
  return (
    <section className="estimate" aria-labelledby={id("estimate-title")} aria-live="polite">
      <h2 id={id("estimate-title")} className="estimate__title">
        {t("calculator.estimate")}
      </h2>
      {result?.ok ? (
        <>
          <p className="estimate__total">{t("calculator.from", { price: formatPrice(result.total, locale) })}</p>
          {result.quantity > 1 && (
            <p className="estimate__unit">
              {t("calculator.perUnit", { price: formatPrice(result.unitPrice, locale) })}
            </p>
          )}
          <dl className="estimate__lines">
            {result.lines.map((line) => (
              <div key={line.id} className="estimate__line">
                <dt>
                  {t(`calculator.lines.${line.id}`, {
                    profile: config?.profiles.find((item) => item.id === base.profile)?.title ?? "",
                  })}
                </dt>
                <dd>{t("calculator.amount", { price: signedPrice(line.amount, locale) })}</dd>
              </div>
            ))}
          </dl>
          <p className="estimate__note">{t("calculator.area", { area: result.area })}</p>
          <p className="estimate__note">{config?.note || t("calculator.measurement")}</p>
        </>
      ) : config ? (
        <>
          <p className="estimate__warning">{t("calculator.fixProblems")}</p>
          {sashProblems.length > 0 && (
            <ul className="estimate__problems">
              {sashProblems.map((problem, index) => (
                <li key={index}>{calc.problemText(problem)}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="estimate__warning">{t("calculator.managerPrice")}</p>
      )}
    </section>
  );
}
