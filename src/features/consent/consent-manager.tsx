import { useEffect } from "react";
import { declaredScripts } from "../../lib/analytics";
import { usePage, useTranslator } from "../../lib/i18n";
import { startConsent } from "./consent-controller";
import { useConsentSetup, type ConsentManagerProps } from "./use-consent-setup";

/**
 * Starts the consent flow after hydration (src/features/consent/consent-controller.ts). Its only markup is the
 * page's declaration of the tracker scripts it may load after consent, a JSON data block (never executed): the
 * build reads it to allow exactly those hosts in the CSP (docs/security.md).
 */
export function ConsentManager(props: ConsentManagerProps) {
  const { locale } = usePage();
  const ro = useTranslator("ro");
  const ru = useTranslator("ru");
  const setup = useConsentSetup(props);
  useEffect(() => startConsent(setup, { locale, translators: { ro, ru } }), [setup, locale, ro, ru]);
  const scripts = declaredScripts(setup.ids);
  if (scripts.length === 0) return null;
  return (
    <script
      type="application/json"
      data-consent-scripts=""
      dangerouslySetInnerHTML={{ __html: JSON.stringify(scripts).replace(/</g, "\\u003c") }}
    />
  );
}
