import { leadLock, type LockManagerLike } from "./lead-lock";
import { LEAD_RETRY, retryDelayMs, type LeadKind } from "../../../contract/browser";
import { postLead } from "./lead-post";
import { resilientStorage, type KeyValueStorage, type Log } from "./lead-storage";
import { ENTRY_PREFIX, MAX_AGE_MS, parseEntry, type DeliveryStatus, type OutboxEntry } from "./outbox-entry";

export interface OutboxOptions {
  apiUrl: string;
  siteId: string;
  /** The site's own lead endpoint; null or absent: the CMS's (direct mode). */
  gateway?: string | null;
  storage: KeyValueStorage;
  /** navigator.locks where the browser has it; without it a lease in storage stands in. */
  locks?: LockManagerLike | null;
  fetchImpl?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  createKey?: () => string;
  log?: Log;
}

export function randomKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Delivers leads so that none is lost or sent twice. A lead is written to a persistent outbox before the first
 * attempt and leaves it only when the service has accepted it (2xx) or refused it for good (a 400 with field errors:
 * the contract's `leadVerdict`). Every attempt carries the lead's idempotency key (lead-post.ts), so a retry after a lost answer cannot create a
 * duplicate at a service that keeps the rule of docs/leads.md; tabs take turns per lead (lead-lock.ts).
 */
export function createOutbox(options: OutboxOptions) {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const createKey = options.createKey ?? randomKey;
  const log = options.log ?? ((message: string, detail?: unknown) => console.error(message, detail));
  const storage = resilientStorage(options.storage, log);
  const locks = options.locks ?? null;
  /** Identifies this sender's leases in shared storage. */
  const owner = createKey();
  const leaseMs = timeoutMs + 20_000;
  const inFlight = new Map<string, Promise<DeliveryStatus | null>>();
  const exclusively = leadLock({ storage, locks, owner, leaseMs, now });
  const posting = {
    apiUrl: options.apiUrl,
    siteId: options.siteId,
    gateway: options.gateway ?? null,
    fetchImpl,
    timeoutMs,
    now,
    log,
  };

  const itemKey = (key: string) => `${ENTRY_PREFIX}${key}`;
  const save = (entry: OutboxEntry) => storage.setItem(itemKey(entry.key), JSON.stringify(entry));

  /** Reads one entry; a corrupted or expired one is removed on the spot, so it can never be retried in a loop. */
  function load(item: string): OutboxEntry | null {
    const text = storage.getItem(item);
    if (text === null) return null;
    let entry: OutboxEntry | null = null;
    try {
      entry = parseEntry(JSON.parse(text));
    } catch {
      entry = null;
    }
    if (!entry || item !== itemKey(entry.key)) {
      log(`Dropped a corrupted lead outbox entry (${item})`, text.slice(0, 200));
      storage.removeItem(item);
      return null;
    }
    if (now() - entry.createdAt > MAX_AGE_MS) {
      log(`Dropped lead ${entry.key}: undelivered for more than 7 days`, entry.body);
      storage.removeItem(item);
      return null;
    }
    return entry;
  }

  function read(): OutboxEntry[] {
    return storage
      .keys()
      .filter((item) => item.startsWith(ENTRY_PREFIX))
      .map(load)
      .filter((entry): entry is OutboxEntry => entry !== null)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  async function attempt(key: string, force: boolean): Promise<DeliveryStatus | null> {
    // Another tab may have delivered (and removed) the lead, or retried it, while this one waited.
    const entry = load(itemKey(key));
    if (!entry || (!force && entry.nextAttemptAt > now())) return null;
    const { outcome, retryAfterMs } = await postLead(posting, entry);
    if (outcome === "retry") {
      const attempts = entry.attempts + 1;
      const delay = retryDelayMs(attempts, LEAD_RETRY, retryAfterMs);
      save({ ...entry, attempts, nextAttemptAt: now() + delay });
      return "queued";
    }
    storage.removeItem(itemKey(key));
    return outcome === "ok" ? "delivered" : "rejected";
  }

  /** Null when another sender holds the lead (it reports the outcome) or it is gone already. */
  function deliver(key: string, force: boolean): Promise<DeliveryStatus | null> {
    const running = inFlight.get(key);
    if (running) return running;
    const delivery = exclusively(key, () => attempt(key, force)).finally(() => inFlight.delete(key));
    inFlight.set(key, delivery);
    return delivery;
  }

  return {
    /** Stores the lead, then tries to deliver it once. */
    async submit(kind: LeadKind, body: Record<string, unknown>, key = createKey()): Promise<DeliveryStatus> {
      const entry: OutboxEntry = { key, kind, body, createdAt: now(), attempts: 0, nextAttemptAt: now() };
      save(entry);
      // Held by another tab (only possible for a lead this page just wrote if its flush picked it up): still queued.
      return (await deliver(entry.key, true)) ?? "queued";
    },
    /** Retries every lead that is due (all of them with `force`, e.g. when the browser comes back online). */
    async flush(force = false): Promise<DeliveryStatus[]> {
      const due = read().filter((entry) => force || entry.nextAttemptAt <= now());
      const results = await Promise.all(due.map((entry) => deliver(entry.key, force)));
      return results.filter((result): result is DeliveryStatus => result !== null);
    },
    pending: () => read(),
    /** When the next queued lead is due, for the retry timer. */
    nextDueAt: (): number | null => {
      const entries = read();
      return entries.length ? Math.min(...entries.map((entry) => entry.nextAttemptAt)) : null;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
