import { Link } from "gatsby";
import type { CalculatorLink } from "../lib/calculator-link";
import { usePage } from "../lib/i18n";
import { paths } from "../lib/paths";
import { DialogButton } from "./dialog/dialog-button";

interface ActionPairProps {
  /**
   * Where "calculate the price" opens the calculator: a product's preset, the calculator as it opens when omitted,
   * or no calculation at all when null (a product the calculator does not price).
   */
  calculator?: CalculatorLink | null;
}

/** The catalogue's two calls to action: order a consultation (dialog) and calculate the price (calculator page). */
export function ActionPair({ calculator }: ActionPairProps) {
  const { t, locale } = usePage();
  return (
    <div className="actions">
      <DialogButton dialog="consultation" className="button button--primary">
        {t("common.orderConsultation")}
      </DialogButton>
      {calculator !== null && (
        <Link className="button button--ghost" to={paths.calculator(locale, calculator)}>
          {t("common.calculatePrice")}
        </Link>
      )}
    </div>
  );
}
