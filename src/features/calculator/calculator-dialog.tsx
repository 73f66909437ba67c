import { useEffect, useState } from "react";
import { usePage } from "../../lib/i18n";
import { preloadContact } from "../leads";
import Calculator from "./calculator";
import type { CalculatorConfig } from "./model";
import { preloadCalculatorData } from "./price-list";

export { preloadCalculatorData };

type State = { status: "loading" } | { status: "ready"; config: CalculatorConfig | null };

/**
 * The calculator inside the dialog (a separate chunk). Its price list is the calculator page's (price-list.ts), fetched
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
      .then(async (config) => {
        await contact;
        if (active) setState({ status: "ready", config });
      })
      .catch((error: unknown) => {
        console.error("The calculator's price list could not be loaded", error);
        if (active) setState({ status: "ready", config: null });
      });
    return () => {
      active = false;
    };
  }, [locale]);

  if (state.status === "loading") return <p role="status">{t("common.loading")}</p>;
  return <Calculator config={state.config} idPrefix="calculator-dialog" privacyPolicy={privacyPolicy} />;
}
