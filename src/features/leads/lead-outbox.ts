import { useEffect } from "react";
import { create } from "zustand";
import { reportSubmitted } from "./lead-delivery";
import { currentAttribution } from "../../lib/attribution";
import { reportLeadConversion } from "../../lib/conversions";
import { whenIdle } from "../../lib/idle";
import {
  browserStorage,
  createLeadSender,
  LEAD_PATHS,
  randomKey,
  type DeliveryStatus,
  type LeadPath,
  type LeadSender,
  type LockManagerLike,
} from "./lead-sender";

interface OutboxConfig {
  apiUrl: string;
  siteId: string;
}

let sender: LeadSender | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Counts this page's submissions: only the latest one's outcome is shown. */
let submission = 0;
/** A floor for the retry timer: a lead another tab is sending stays due, and must not spin a 0 ms timer. */
const MIN_RETRY_MS = 1000;

const log = (message: string, detail?: unknown) => console.error(message, detail);

/**
 * The page's lead sender, over localStorage (memory where the browser refuses it): queued leads survive reloads and
 * later visits, and tabs of the site take turns per lead through Web Locks.
 */
export function getLeadSender(config: OutboxConfig): LeadSender {
  sender ??= createLeadSender({
    apiUrl: config.apiUrl,
    siteId: config.siteId,
    storage: browserStorage(log),
    locks: typeof navigator !== "undefined" && navigator.locks ? (navigator.locks as LockManagerLike) : null,
    log,
  });
  return sender;
}

/**
 * Stores one lead in the outbox and reports it at once as being sent: the visitor never waits for the service (the
 * spec's POST is not awaited). The first attempt goes on in the background and the status follows it (received,
 * saved on this device, or refused). A submission the spam guard caught (`spam`) is not sent, yet is reported as
 * received straight away, like a delivered one, so a bot learns nothing. Resolves once the lead is stored.
 */
export async function submitLead(
  config: OutboxConfig,
  path: LeadPath,
  body: Record<string, unknown>,
  { spam = false, kind }: { spam?: boolean; kind?: string } = {},
): Promise<void> {
  submission += 1;
  const id = submission;
  if (spam) {
    useLeadStatus.getState().set("delivered");
    reportSubmitted({ path, status: "delivered" });
    return;
  }
  // submit() writes the outbox entry before its first await, so the lead is safe before anything is shown.
  const key = randomKey();
  const delivery = getLeadSender(config).submit(path, { ...body, attribution: currentAttribution() }, key);
  reportLeadConversion({
    key,
    leadType: kind ?? (path === LEAD_PATHS.calculator ? "calculator" : "request"),
    value: estimateOf(body),
  });
  useLeadStatus.getState().set("sending");
  reportSubmitted({ path, status: "sending" });
  void delivery.then(
    (status) => {
      if (status === "queued") scheduleRetry(config);
      // A later request owns the dialog now; this one's outcome must not overwrite what it says.
      if (id === submission) useLeadStatus.getState().set(status);
    },
    (error: unknown) => {
      console.error("Sending the request failed", error);
      // Whether it was stored is unknown: the visitor is asked to call rather than told it was received.
      if (id === submission) useLeadStatus.getState().set("rejected");
    },
  );
}

/** The calculator's estimate total, the conversion's value. */
function estimateOf(body: Record<string, unknown>): number | undefined {
  const total = (body.window as { estimate?: { total?: unknown } | null } | undefined)?.estimate?.total;
  return typeof total === "number" && Number.isFinite(total) ? total : undefined;
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
  retryTimer = setTimeout(() => void flushOutbox(config), Math.max(MIN_RETRY_MS, dueAt - Date.now()));
}

/** Mounted once per page: sends what an earlier visit left queued, and retries when the connection returns. */
export function useLeadOutbox(config: OutboxConfig) {
  const { apiUrl, siteId } = config;
  useEffect(() => {
    if (!apiUrl) return undefined;
    const settings = { apiUrl, siteId };
    // Not before the first paint and hydration: what waited since the last visit can wait until the page is idle.
    const cancelFlush = whenIdle(() => void flushOutbox(settings));
    const onOnline = () => void flushOutbox(settings, true);
    window.addEventListener("online", onOnline);
    return () => {
      cancelFlush();
      window.removeEventListener("online", onOnline);
      clearTimeout(retryTimer);
    };
  }, [apiUrl, siteId]);
}

/** What the visitor is told about a request: still on its first attempt ("sending"), or how delivery went. */
export type LeadStatus = DeliveryStatus | "sending";

interface LeadStatusState {
  /** What the success dialog reports for the last request. */
  status: LeadStatus | null;
  set: (status: LeadStatus) => void;
  /** A queued lead went out later: the dialog, if still open, says so. */
  markDelivered: () => void;
  reset: () => void;
}

export const useLeadStatus = create<LeadStatusState>()((set) => ({
  status: null,
  set: (status) => set({ status }),
  // Not from "sending": that lead's own first attempt reports its outcome (another lead's delivery must not).
  markDelivered: () => set((state) => (state.status === "queued" ? { status: "delivered" } : state)),
  reset: () => set({ status: null }),
}));
