import { LEAD_KIND_ENDPOINTS, isLeadKind, type LeadKind } from "../../../contract/browser";

export type DeliveryStatus = "delivered" | "queued" | "rejected";

/**
 * What the outbox keeps for each lead: its kind (call, consultation, measurement, calculator), which the gateway
 * routes by and the content contract maps to the CMS endpoint (LEAD_KIND_ENDPOINTS), and the body.
 */
export interface OutboxEntry {
  key: string;
  kind: LeadKind;
  body: Record<string, unknown>;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
}

/** One storage item per lead, so that two tabs writing different leads never overwrite each other's. */
export const ENTRY_PREFIX = "termofort.lead-outbox.v2.";
/** A lead no one could deliver for a week is stale: the visitor has long since called or given up. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** An entry as stored, or null when it is not one (a corrupted write, another program's data). */
export function parseEntry(raw: unknown): OutboxEntry | null {
  if (typeof raw !== "object" || raw === null) return null;
  const entry = raw as Partial<OutboxEntry>;
  const isTime = (value: unknown) => typeof value === "number" && Number.isFinite(value);
  const ok =
    typeof entry.key === "string" &&
    entry.key !== "" &&
    isLeadKind(entry.kind) &&
    typeof entry.body === "object" &&
    entry.body !== null &&
    !Array.isArray(entry.body) &&
    isTime(entry.createdAt) &&
    isTime(entry.nextAttemptAt) &&
    typeof entry.attempts === "number" &&
    Number.isInteger(entry.attempts) &&
    entry.attempts >= 0;
  return ok ? (entry as OutboxEntry) : null;
}

/** The CMS endpoint a lead of this kind goes to (the content contract's name for it). */
export const endpointOf = (kind: LeadKind) => LEAD_KIND_ENDPOINTS[kind];
