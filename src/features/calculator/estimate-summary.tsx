import { formatDecimal, formatPrice } from "../../lib/format";
import { usePage } from "../../lib/i18n";
import type { PriceLine } from "./model";
import type { PartProps } from "./parts";

/**
 * The live estimate: total, the credit offer's monthly payment, lines (the gift offer's at 0) and notes; or what to
 * fix; or, without a price list, that a manager prices it.
 */
export function EstimateSummary({ calc, id }: PartProps) {
  const { t, locale } = usePage();
  const { config, result, base, sashProblems } = calc;
  const lineTitle = (line: PriceLine) =>
    t(`calculator.lines.${line.id}`, {
      profile: config?.profiles.find((item) => item.id === base.profile)?.title ?? "",
    });
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
              {t("calculator.perUnitTimes", {
                price: formatPrice(result.unitPrice, locale),
                count: result.quantity,
              })}
            </p>
          )}
          {result.credit && (
            <p className="estimate__credit">
              {t(result.credit.annualRatePercent ? "calculator.credit" : "calculator.creditNoInterest", {
                price: formatPrice(result.credit.monthly, locale),
                count: result.credit.months,
                bank: result.credit.bank,
              })}
            </p>
          )}
          <dl className="estimate__lines">
            {result.lines.map((line) => (
              <div key={line.id} className={line.gift ? "estimate__line estimate__line--gift" : "estimate__line"}>
                <dt>{line.gift ? t("calculator.giftLine", { item: lineTitle(line) }) : lineTitle(line)}</dt>
                <dd>{t("calculator.amount", { price: formatPrice(line.amount, locale) })}</dd>
              </div>
            ))}
          </dl>
          <p className="estimate__note">{t("calculator.area", { area: formatDecimal(result.area, locale) })}</p>
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

/**
 * On a phone the estimate sits below every option: this bar keeps the total and the way to send it in view while the
 * visitor chooses (sticky at the bottom of the options, so it docks as the real estimate comes into view; hidden
 * where the estimate stands beside the options). Not a live region: the estimate itself announces changes.
 */
export function StickyEstimate({ calc, id }: PartProps) {
  const { t, locale } = usePage();
  const { result, config } = calc;
  const goToRequest = () => {
    const name = document.getElementById(id("contact-name"));
    name?.scrollIntoView({ block: "center" });
    name?.focus({ preventScroll: true });
  };
  return (
    <div className="calculator__sticky">
      <p className="calculator__sticky-total">
        {result?.ok
          ? t("calculator.from", { price: formatPrice(result.total, locale) })
          : config
            ? t("calculator.fixShort")
            : t("calculator.managerShort")}
      </p>
      <button type="button" className="button button--primary" onClick={goToRequest}>
        {t("calculator.submit")}
      </button>
    </div>
  );
}
