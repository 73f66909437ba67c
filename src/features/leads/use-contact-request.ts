import { useCallback, useEffect, useRef, type BaseSyntheticEvent } from "react";
import { useSiteConfig } from "../../hooks/use-site-config";
import type { LeadOrigin } from "../../lib/lead-origin";
import type { LeadKind } from "./lead-request";
import type { LeadFormValues } from "./lead-schema";
import { useSpamGuard } from "./use-spam-guard";
import { submitContactRequest } from "./submit-lead";

/**
 * The send of a short form (a dialog's or a page's own): checked for a bot's pace from when this component's form
 * could be filled, then stored and sent (submitContactRequest). Resolves true once the lead is stored. Stable: it
 * reads the latest kind and origin, so a part that keeps the first props it is given (deferred-contact.tsx) still
 * sends what the page shows now.
 */
export function useContactRequest(
  kind: LeadKind,
  origin: LeadOrigin | null,
): (values: LeadFormValues, event?: BaseSyntheticEvent) => Promise<boolean> {
  const config = useSiteConfig();
  const isSpam = useSpamGuard();
  const send = async (values: LeadFormValues, event?: BaseSyntheticEvent) => {
    try {
      await submitContactRequest(
        { apiUrl: config.contentApiUrl, siteId: config.siteId, gateway: config.leadGateway },
        kind,
        values,
        origin,
        isSpam(event),
      );
      return true;
    } catch (error) {
      console.error("Sending the request failed", error);
      return false;
    }
  };
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  });
  return useCallback((values: LeadFormValues, event?: BaseSyntheticEvent) => latest.current(values, event), []);
}
