import { useMemo } from "react";
import { trackerIds, type AnalyticsSettings } from "../../lib/analytics";
import type { ConsentSetup } from "./consent-controller";

export interface ConsentManagerProps {
  analytics: AnalyticsSettings;
  liveChatScriptUrl: string;
  crmFormScriptUrl: string;
}

/** The consent flow's settings for this page: the tracker ids the content configures and the third-party scripts. */
export function useConsentSetup({ analytics, liveChatScriptUrl, crmFormScriptUrl }: ConsentManagerProps): ConsentSetup {
  const { gtm, googleId, yandexId } = trackerIds(analytics);
  return useMemo(
    () => ({ ids: { gtm, googleId, yandexId }, liveChatScriptUrl, crmFormScriptUrl }),
    [gtm, googleId, yandexId, liveChatScriptUrl, crmFormScriptUrl],
  );
}
