import { withPrefix } from "gatsby";
import { useEffect, useState } from "react";
import { usePage } from "../../lib/i18n";
import type { Locale } from "../../lib/locales";
import { paths } from "../../lib/paths";
import Calculator, { preloadContact } from "./calculator";
import type { CalculatorConfig } from "./model";

type CalculatorData = { config?: CalculatorConfig | null } | null;

/**
 * The price list per locale, fetched once per page: the shell prefetches it when idle, so the dialog still has
 * prices after the connection drops. A failed fetch is forgotten, so the next opening tries again.
 */
const priceLists = new Map<string, Promise<CalculatorData>>();
export function preloadCalculatorData(locale: Locale): Promise<CalculatorData> {
  let list = priceLists.get(locale);
  if (!list) {
    list = fetch(withPrefix(paths.calculatorData(locale))).then((response) =>
      response.ok ? (response.json() as Promise<CalculatorData>) : null,
    );
    list.catch(() => priceLists.delete(locale));
    priceLists.set(locale, list);
  }
  return list;
}

type State = { status: "loading" } | { status: "ready"; config: CalculatorConfig | null };

/**
 * The calculator inside the dialog (a separate chunk). Its price list is the file written at build for each locale
 * (gatsby/calculator-data.ts), fetched when the dialog opens; if that fails, the request is still taken and a manager gives the price.
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
        if (active) setState({ status: "ready", config: data?.config ?? null });
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
