import type { AnalyticsSettings } from "../../lib/analytics";
import { usePage } from "../../lib/i18n";
import { needsConsent, openConsentSettings } from "./consent-controller";
import { useConsentSetup } from "./use-consent-setup";

/** The footer's control that reopens the consent choice on every page; absent where nothing asks for consent. */
export function CookieSettingsButton(props: {
  analytics: AnalyticsSettings;
  liveChatScriptUrl: string;
  crmFormScriptUrl: string;
  className?: string;
}) {
  const { t } = usePage();
  const setup = useConsentSetup(props);
  if (!needsConsent(setup)) return null;
  return (
    <button type="button" className={props.className} onClick={openConsentSettings}>
      {t("consent.settings")}
    </button>
  );
}
