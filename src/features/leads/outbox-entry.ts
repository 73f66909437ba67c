import { LEAD_ENDPOINTS, LEAD_KINDS, type LeadKind } from "./lead-limits";

/** What the outbox keeps for each lead, and where it is sent: the CMS endpoint (the gateway routes by the kind). */
export const LEAD_PATHS = LEAD_ENDPOINTS;
export type LeadPath = (typeof LEAD_PATHS)[keyof typeof LEAD_PATHS];

export type DeliveryStatus = "delivered" | "queued" | "rejected";

export interface OutboxEntry {
  key: string;
  path: LeadPath;
  /** What the visitor asked for, which the gateway routes by (absent in entries of builds before it). */
  kind?: LeadKind;
  body: Record<string, unknown>;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
}

/** One storage item per lead, so that two tabs writing different leads never overwrite each other's. */
export const ENTRY_PREFIX = "termofort.lead-outbox.v2.";
/** The single-array outbox of earlier builds: its leads are moved over, never dropped. */
export const LEGACY_OUTBOX_KEY = "termofort.lead-outbox.v1";
/** A lead no one could deliver for a week is stale: the visitor has long since called or given up. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const PATHS: readonly string[] = Object.values(LEAD_PATHS);

/** An entry as stored, or null when it is not one (a corrupted write, another program's data, an old shape). */
export function parseEntry(raw: unknown): OutboxEntry | null {
  if (typeof raw !== "object" || raw === null) return null;
  const entry = raw as Partial<OutboxEntry>;
  const isTime = (value: unknown) => typeof value === "number" && Number.isFinite(value);
  const ok =
    typeof entry.key === "string" &&
    entry.key !== "" &&
    typeof entry.path === "string" &&
    PATHS.includes(entry.path) &&
    typeof entry.body === "object" &&
    entry.body !== null &&
    !Array.isArray(entry.body) &&
    (entry.kind === undefined || LEAD_KINDS.includes(entry.kind)) &&
    isTime(entry.createdAt) &&
    isTime(entry.nextAttemptAt) &&
    typeof entry.attempts === "number" &&
    Number.isInteger(entry.attempts) &&
    entry.attempts >= 0;
  return ok ? (entry as OutboxEntry) : null;
}

/** The entry's kind; an entry of an older build has none: the calculator's by its path, a call request otherwise. */
export const kindOf = (entry: OutboxEntry): LeadKind =>
  entry.kind ?? (entry.path === LEAD_PATHS.calculator ? "calculator" : "call");
