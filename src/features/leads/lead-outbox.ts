import { useEffect } from "react";
import { create } from "zustand";
import { reportSubmitted } from "./lead-delivery";
import { createLeadSender, type DeliveryStatus, type LeadPath, type LeadSender } from "./lead-sender";

interface OutboxConfig {
  apiUrl: string;
  siteId: string;
}

let sender: LeadSender | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** The page's lead sender, over localStorage: queued leads survive reloads and later visits. */
export function getLeadSender(config: OutboxConfig): LeadSender {
  sender ??= createLeadSender({ apiUrl: config.apiUrl, siteId: config.siteId, storage: window.localStorage });
  return sender;
}

/** Sends one lead through the outbox, then reports the honest outcome (the shell shows it). */
export async function submitLead(config: OutboxConfig, path: LeadPath, body: Record<string, unknown>) {
  const status = await getLeadSender(config).submit(path, body);
  if (status === "queued") scheduleRetry(config);
  useLeadStatus.getState().set(status);
  reportSubmitted({ path, status });
  return status;
}

/** Sends the due leads (all of them when forced), reports a late delivery, and sets the timer for the rest. */
export function flushOutbox(config: OutboxConfig, force = false): Promise<void> {
  return getLeadSender(config)
    .flush(force)
    .then((results) => {
      if (results.includes("delivered")) useLeadStatus.getState().markDelivered();
      scheduleRetry(config);
    })
    .catch((error: unknown) => console.error("Sending queued leads failed", error));
}

/** Keeps one timer for the next due lead. */
export function scheduleRetry(config: OutboxConfig) {
  clearTimeout(retryTimer);
  const dueAt = getLeadSender(config).nextDueAt();
  if (dueAt === null) return;
  retryTimer = setTimeout(() => void flushOutbox(config), Math.max(0, dueAt - Date.now()));
}

/** Mounted once per page: sends what an earlier visit left queued, and retries when the connection returns. */
export function useLeadOutbox(config: OutboxConfig) {
  const { apiUrl, siteId } = config;
  useEffect(() => {
    if (!apiUrl) return undefined;
    const settings = { apiUrl, siteId };
    void flushOutbox(settings);
    const onOnline = () => void flushOutbox(settings, true);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      clearTimeout(retryTimer);
    };
  }, [apiUrl, siteId]);
}

interface LeadStatusState {
  /** What the success dialog reports for the last request. */
  status: DeliveryStatus | null;
  set: (status: DeliveryStatus) => void;
  /** A queued lead went out later: the dialog, if still open, says so. */
  markDelivered: () => void;
  reset: () => void;
}

export const useLeadStatus = create<LeadStatusState>()((set) => ({
  status: null,
  set: (status) => set({ status }),
  markDelivered: () => set((state) => (state.status === "queued" ? { status: "delivered" } : state)),
  reset: () => set({ status: null }),
}));
