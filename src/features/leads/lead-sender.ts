/**
 * Delivers leads so that none is lost or sent twice. A lead is written to a persistent outbox before the first
 * attempt and leaves it only when the service has accepted it (2xx) or refused it for good (4xx other than 408 and
 * 429). Every attempt carries the lead's idempotency key in its body, so a retry after a lost answer cannot create a
 * duplicate, and only CORS-safelisted headers plus Content-Type, which a Django service with django-cors-headers'
 * default settings allows.
 */
export const LEAD_PATHS = {
  invoice: "/ru/api/invoices/",
  calculator: "/ru/api/calculate-invoice/",
} as const;
export type LeadPath = (typeof LEAD_PATHS)[keyof typeof LEAD_PATHS];

export type DeliveryStatus = "delivered" | "queued" | "rejected";

export interface OutboxEntry {
  key: string;
  path: LeadPath;
  body: Record<string, unknown>;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
}

/** The part of the Web Storage API the outbox uses (window.localStorage, or a stand-in in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** The part of the Web Locks API the outbox uses. */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

type Log = (message: string, detail?: unknown) => void;

export interface LeadSenderOptions {
  apiUrl: string;
  siteId: string;
  storage: KeyValueStorage;
  /** navigator.locks where the browser has it; without it a lease in storage stands in. */
  locks?: LockManagerLike | null;
  fetchImpl?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  createKey?: () => string;
  log?: Log;
}

/** One storage item per lead, so that two tabs writing different leads never overwrite each other's. */
export const ENTRY_PREFIX = "termofort.lead-outbox.v2.";
/** The single-array outbox of earlier builds: its leads are moved over, never dropped. */
export const LEGACY_OUTBOX_KEY = "termofort.lead-outbox.v1";
const LEASE_PREFIX = "termofort.lead-lease.";
const LOCK_PREFIX = "termofort.lead.";

export const MAX_BACKOFF_MS = 5 * 60_000;
/** A lead no one could deliver for a week is stale: the visitor has long since called or given up. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const PATHS: readonly string[] = Object.values(LEAD_PATHS);

export function retryDelay(attempts: number): number {
  const base = Math.min(2000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return base + Math.floor(Math.random() * base * 0.2);
}

export function randomKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** A storage that holds nothing beyond this page: the last resort when the browser refuses localStorage. */
export function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

/**
 * Storage that cannot fail: where localStorage refuses reads or writes (blocked storage, private modes, a full
 * quota), the outbox lives in memory for this page, so the lead is still sent and retried rather than lost to an
 * exception.
 */
export function resilientStorage(storage: KeyValueStorage, log: Log): KeyValueStorage & { keys(): string[] } {
  const memory = memoryStorage();
  const attempt = <T>(what: string, action: () => T, fallback: T): T => {
    try {
      return action();
    } catch (error) {
      log(`The lead outbox could not ${what} storage; keeping it in memory for this page`, error);
      return fallback;
    }
  };
  const storedKeys = (): string[] =>
    attempt(
      "list",
      () => Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key !== null),
      [],
    );
  const allKeys = (): string[] => [
    ...new Set([...Array.from({ length: memory.length }, (_, index) => memory.key(index)!), ...storedKeys()]),
  ];
  return {
    getItem: (key) => memory.getItem(key) ?? attempt("read", () => storage.getItem(key), null),
    setItem: (key, value) => {
      const saved = attempt(
        "write to",
        () => {
          storage.setItem(key, value);
          return true;
        },
        false,
      );
      if (saved) memory.removeItem(key);
      else memory.setItem(key, value);
    },
    removeItem: (key) => {
      memory.removeItem(key);
      attempt("remove from", () => storage.removeItem(key), undefined);
    },
    key: (index) => allKeys()[index] ?? null,
    get length() {
      return allKeys().length;
    },
    /** Every key at once: walking key(index) would list them all for each index (the origin's other data too). */
    keys: allKeys,
  };
}

/**
 * The page's storage: localStorage when the browser lets the page reach it. With storage blocked, merely reading
 * `window.localStorage` throws a SecurityError; the page must still work, so the outbox falls back to memory.
 */
export function browserStorage(log: Log): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem(LEGACY_OUTBOX_KEY);
    return storage;
  } catch (error) {
    log("localStorage is not available; queued leads are kept in memory for this page", error);
    return memoryStorage();
  }
}

/** An entry as stored, or null when it is not one (a corrupted write, another program's data, an old shape). */
function parseEntry(raw: unknown): OutboxEntry | null {
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
    isTime(entry.createdAt) &&
    isTime(entry.nextAttemptAt) &&
    typeof entry.attempts === "number" &&
    Number.isInteger(entry.attempts) &&
    entry.attempts >= 0;
  return ok ? (entry as OutboxEntry) : null;
}

export function createLeadSender(options: LeadSenderOptions) {
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

  /** Moves the leads of the earlier single-array outbox into their own items. */
  function migrateLegacy() {
    const text = storage.getItem(LEGACY_OUTBOX_KEY);
    if (text === null) return;
    let items: unknown = [];
    try {
      items = JSON.parse(text);
    } catch {
      log("Dropped the corrupted lead outbox of an earlier version", text.slice(0, 200));
    }
    for (const raw of Array.isArray(items) ? items : []) {
      const entry = parseEntry(raw);
      if (entry && storage.getItem(itemKey(entry.key)) === null) save(entry);
    }
    storage.removeItem(LEGACY_OUTBOX_KEY);
  }

  function read(): OutboxEntry[] {
    migrateLegacy();
    return storage
      .keys()
      .filter((item) => item.startsWith(ENTRY_PREFIX))
      .map(load)
      .filter((entry): entry is OutboxEntry => entry !== null)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  /**
   * Runs `task` only if no other tab (or sender) is delivering the same lead; resolves to null when one is. Web
   * Locks are exclusive across tabs of the origin; where they are missing, a lease item in storage with an expiry
   * stands in (so a tab that closed mid-send cannot block the lead forever).
   */
  async function exclusively<T>(key: string, task: () => Promise<T>): Promise<T | null> {
    if (locks) {
      return locks.request(`${LOCK_PREFIX}${key}`, { ifAvailable: true }, async (lock) => (lock ? task() : null));
    }
    const lease = `${LEASE_PREFIX}${key}`;
    const holder = (): { owner?: string; until?: number } | null => {
      try {
        return JSON.parse(storage.getItem(lease) ?? "null") as { owner?: string; until?: number } | null;
      } catch {
        return null;
      }
    };
    const current = holder();
    if (current && current.owner !== owner && typeof current.until === "number" && current.until > now()) return null;
    storage.setItem(lease, JSON.stringify({ owner, until: now() + leaseMs }));
    if (holder()?.owner !== owner) return null;
    try {
      return await task();
    } finally {
      if (holder()?.owner === owner) storage.removeItem(lease);
    }
  }

  async function post(entry: OutboxEntry): Promise<{ outcome: "ok" | "retry" | "refused"; retryAfterMs?: number }> {
    const url = new URL(`${options.apiUrl.replace(/\/+$/, "")}${entry.path}`);
    url.searchParams.set("site_url", options.siteId);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url.toString(), {
        method: "POST",
        // Accept-Language is safelisted for values like "ru"; anything custom would need the service's permission.
        headers: { "Content-Type": "application/json", "Accept-Language": "ru" },
        body: JSON.stringify({ ...entry.body, idempotency_key: entry.key }),
        signal: controller.signal,
        keepalive: true,
      });
      if (response.ok) return { outcome: "ok" };
      if (response.status === 408 || response.status === 429 || response.status >= 500) {
        return { outcome: "retry", retryAfterMs: retryAfter(response.headers.get("Retry-After"), now()) };
      }
      log(`The service refused lead ${entry.key} with HTTP ${response.status}`, await response.text().catch(() => ""));
      return { outcome: "refused" };
    } catch {
      return { outcome: "retry" };
    } finally {
      clearTimeout(timer);
    }
  }

  async function attempt(key: string, force: boolean): Promise<DeliveryStatus | null> {
    // Another tab may have delivered (and removed) the lead, or retried it, while this one waited.
    const entry = load(itemKey(key));
    if (!entry || (!force && entry.nextAttemptAt > now())) return null;
    const { outcome, retryAfterMs } = await post(entry);
    if (outcome === "retry") {
      const attempts = entry.attempts + 1;
      const delay = Math.min(Math.max(retryDelay(attempts), retryAfterMs ?? 0), MAX_BACKOFF_MS);
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
    async submit(path: LeadPath, body: Record<string, unknown>, key = createKey()): Promise<DeliveryStatus> {
      const entry: OutboxEntry = { key, path, body, createdAt: now(), attempts: 0, nextAttemptAt: now() };
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

/** Retry-After as seconds or an HTTP date; the service may only expose it if CORS lets the page read it. */
function retryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export type LeadSender = ReturnType<typeof createLeadSender>;
