import { useEffect } from "react";
import { whenIdle } from "../../lib/idle";
import { flushOutbox, stopRetries, type OutboxConfig } from "./submit-lead";

/** Mounted once per page: sends what an earlier visit left queued, and retries when the connection returns. */
export function useLeadOutbox(config: OutboxConfig) {
  const { apiUrl, siteId, gateway } = config;
  useEffect(() => {
    if (!apiUrl && !gateway) return undefined;
    const settings = { apiUrl, siteId, gateway };
    // Not before the first paint and hydration: what waited since the last visit can wait until the page is idle.
    const cancelFlush = whenIdle(() => void flushOutbox(settings));
    const onOnline = () => void flushOutbox(settings, true);
    window.addEventListener("online", onOnline);
    return () => {
      cancelFlush();
      window.removeEventListener("online", onOnline);
      stopRetries();
    };
  }, [apiUrl, siteId, gateway]);
}
