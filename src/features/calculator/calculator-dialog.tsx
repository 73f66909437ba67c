import { useEffect, useState } from "react";
import { usePage } from "../../lib/i18n";
import { preloadContact } from "../leads";
import Calculator from "./calculator";
import type { CalculatorData } from "./model";
import { preloadCalculatorData } from "./price-list";

export { preloadCalculatorData };

type State = { status: "loading" } | { status: "ready"; data: CalculatorData | null };

/**
 * The calculator inside the dialog (a separate chunk). Its price list and offers are the calculator page's (price-list.ts), fetched
 * when the dialog opens unless the shell already did; if that fails, the request is still taken and a manager gives the
 * price.
 */
export default function CalculatorDialogContent({ privacyPolicy }: { privacyPolicy: string | null }) {
  const { t, locale } = usePage();
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let active = true;
    // The request part too, so that the form shows whole at once (a failed load is the boundary's to retry).
    const contact = preloadContact().catch(() => undefined);
    preloadCalculatorData(locale)
      .then(async (data) => {
        await contact;
        if (active) setState({ status: "ready", data });
      })
      .catch((error: unknown) => {
        console.error("The calculator's price list could not be loaded", error);
        if (active) setState({ status: "ready", data: null });
      });
    return () => {
      active = false;
    };
  }, [locale]);

  if (state.status === "loading") return <p role="status">{t("common.loading")}</p>;
  return <Calculator data={state.data} idPrefix="calculator-dialog" privacyPolicy={privacyPolicy} />;
}
