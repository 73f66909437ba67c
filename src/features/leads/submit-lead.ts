import type { FormPlace } from "../../../contract/browser";
import { currentAttribution } from "../../lib/attribution";
import { reportLeadConversion } from "../../lib/conversions";
import type { LeadOrigin } from "../../lib/lead-origin";
import type { LockManagerLike } from "./lead-lock";
import { createOutbox, randomKey, type Outbox } from "./outbox";
import { invoiceRequest, type LeadKind as InvoiceKind } from "./lead-request";
import { useLeadStatus } from "./lead-status";
import { browserStorage } from "./lead-storage";
import type { LeadKind } from "../../../contract/browser";
import { FAST_SUBMIT_FIELD, type SpamVerdict } from "./spam-rules";

export interface OutboxConfig {
  apiUrl: string;
  siteId: string;
  /** The site's own lead endpoint (the default); null: the CMS's, from the browser (LEAD_DELIVERY=direct). */
  gateway: string | null;
}

let sender: Outbox | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** A floor for the retry timer: a lead another tab is sending stays due, and must not spin a 0 ms timer. */
const MIN_RETRY_MS = 1000;

const log = (message: string, detail?: unknown) => console.error(message, detail);

/**
 * The page's lead sender, over localStorage (memory where the browser refuses it): queued leads survive reloads and
 * later visits, and tabs of the site take turns per lead through Web Locks.
 */
export function pageOutbox(config: OutboxConfig): Outbox {
  sender ??= createOutbox({
    apiUrl: config.apiUrl,
    siteId: config.siteId,
    gateway: config.gateway,
    storage: browserStorage(log),
    locks: typeof navigator !== "undefined" && navigator.locks ? (navigator.locks as LockManagerLike) : null,
    log,
  });
  return sender;
}

/**
 * Stores one lead in the outbox and reports it at once as being sent: the visitor never waits for the service (the
 * spec's POST is not awaited). The first attempt goes on in the background and the status follows it (received,
 * saved on this device, or refused). A submission that filled the honeypot (`trap`) is not sent, yet is reported as
 * received straight away, like a delivered one, so a bot learns nothing; a submission faster than a person types
 * (`fast`, often autofill) is sent with `fast_submit: true` for the CRM to filter on (docs/leads.md). Resolves once
 * the lead is stored.
 */
export async function submitLead(
  config: OutboxConfig,
  kind: LeadKind,
  body: Record<string, unknown>,
  { verdict = "person", place }: { verdict?: SpamVerdict; place?: FormPlace } = {},
): Promise<void> {
  const status = useLeadStatus.getState();
  if (verdict === "trap") {
    status.submitted(kind, "delivered");
    return;
  }
  // submit() writes the outbox entry before its first await, so the lead is safe before anything is shown.
  const key = randomKey();
  const lead = {
    ...body,
    attribution: currentAttribution(),
    ...(verdict === "fast" ? { [FAST_SUBMIT_FIELD]: true } : {}),
  };
  const delivery = pageOutbox(config).submit(kind, lead, key);
  reportLeadConversion({
    key,
    leadType: kind,
    place,
    value: estimateOf(body),
  });
  const id = status.submitted(kind, "sending");
  void delivery.then(
    (outcome) => {
      if (outcome === "queued") scheduleRetry(config);
      // A later request owns the dialog now; this one's outcome must not overwrite what it says.
      useLeadStatus.getState().settle(id, outcome);
    },
    (error: unknown) => {
      console.error("Sending the request failed", error);
      // Whether it was stored is unknown: the visitor is asked to call rather than told it was received.
      useLeadStatus.getState().settle(id, "rejected");
    },
  );
}

/**
 * A call, consultation or measurement request from a form's contact details (a dialog's form or a page's own): the
 * spec's payload with what was asked for and where (lead-request.ts), sent as submitLead sends every lead.
 */
export function submitContactRequest(
  config: OutboxConfig,
  kind: InvoiceKind,
  contact: { name: string; phone: string },
  origin: LeadOrigin | null,
  verdict: SpamVerdict,
): Promise<void> {
  const body = invoiceRequest({
    kind,
    name: contact.name,
    phone: contact.phone,
    siteId: config.siteId,
    page: window.location.pathname,
    origin,
  });
  return submitLead(config, kind, body, { verdict, place: origin?.place });
}

/** The calculator's estimate total, the conversion's value. */
function estimateOf(body: Record<string, unknown>): number | undefined {
  const total = (body.window as { estimate?: { total?: unknown } | null } | undefined)?.estimate?.total;
  return typeof total === "number" && Number.isFinite(total) ? total : undefined;
}

/** Sends the due leads (all of them when forced), reports a late delivery, and sets the timer for the rest. */
export function flushOutbox(config: OutboxConfig, force = false): Promise<void> {
  return pageOutbox(config)
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
  const dueAt = pageOutbox(config).nextDueAt();
  if (dueAt === null) return;
  retryTimer = setTimeout(() => void flushOutbox(config), Math.max(MIN_RETRY_MS, dueAt - Date.now()));
}

/** Stops the timer for the next due lead (the page's outbox hook, when it unmounts). */
export function stopRetries() {
  clearTimeout(retryTimer);
}
