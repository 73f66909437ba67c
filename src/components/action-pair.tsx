import { Link } from "gatsby";
import { usePage } from "../lib/i18n";
import { paths } from "../lib/paths";
import { DialogButton } from "./dialog/dialog-button";

/** The catalogue's two calls to action: order a consultation (dialog) and calculate the price (calculator page). */
export function ActionPair() {
  const { t, locale } = usePage();
  return (
    <div className="actions">
      <DialogButton dialog="consultation" className="button button--primary">
        {t("common.orderConsultation")}
      </DialogButton>
      <Link className="button button--ghost" to={paths.calculator(locale)}>
        {t("common.calculatePrice")}
      </Link>
    </div>
  );
}
