import { useEffect, useMemo } from "react";
import { declaredScripts, trackerIds, type AnalyticsSettings } from "../../lib/analytics";
import { usePage, useTranslator } from "../../lib/i18n";
import { startConsent, type ConsentSetup } from "./consent-controller";

interface ConsentManagerProps {
  analytics: AnalyticsSettings;
  liveChatScriptUrl: string;
  crmFormScriptUrl: string;
}

export function useConsentSetup({ analytics, liveChatScriptUrl, crmFormScriptUrl }: ConsentManagerProps): ConsentSetup {
  const { gtm, googleId, yandexId } = trackerIds(analytics);
  return useMemo(
    () => ({ ids: { gtm, googleId, yandexId }, liveChatScriptUrl, crmFormScriptUrl }),
    [gtm, googleId, yandexId, liveChatScriptUrl, crmFormScriptUrl],
  );
}

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
