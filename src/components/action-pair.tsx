import { Link } from "gatsby";
import type { FormPlace } from "../../contract/browser";
import type { CalculatorLink } from "../lib/calculator-link";
import { usePage } from "../lib/i18n";
import type { LeadProduct } from "../lib/lead-origin";
import { paths } from "../lib/paths";
import { RequestButton } from "./request-button";

interface ActionPairProps {
  /** Where the pair is (the lead's `form_place`): "page-hero", "product". */
  place: FormPlace;
  /** The product the pair belongs to, sent with the request. */
  product?: LeadProduct;
  /**
   * Where "calculate the price" opens the calculator: a product's preset, the calculator as it opens when omitted,
   * or no calculation at all when null (a product the calculator does not price).
   */
  calculator?: CalculatorLink | null;
}

/** The catalogue's two calls to action: the free measurement (dialog) and the price (calculator page). */
export function ActionPair({ place, product, calculator }: ActionPairProps) {
  const { t, locale } = usePage();
  return (
    <div className="actions">
      <RequestButton dialog="measurement" place={place} product={product} className="button button--primary">
        {t("common.freeMeasurement")}
      </RequestButton>
      {calculator !== null && (
        <Link className="button button--ghost" to={paths.calculator(locale, calculator)}>
          {t("common.calculatePrice")}
        </Link>
      )}
    </div>
  );
}
