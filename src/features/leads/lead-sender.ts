/**
 * Delivers leads so that none is lost or sent twice. A lead is written to a persistent outbox before the first
 * attempt and leaves it only when the service has accepted it (2xx) or refused it for good (4xx other than 408 and
 * 429). Every attempt carries the lead's Idempotency-Key, so a retry after a lost answer cannot create a duplicate.
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

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface LeadSenderOptions {
  apiUrl: string;
  siteId: string;
  storage: KeyValueStorage;
  fetchImpl?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  createKey?: () => string;
  log?: (message: string, detail?: unknown) => void;
}

export const OUTBOX_KEY = "termofort.lead-outbox.v1";
const MAX_BACKOFF_MS = 5 * 60_000;

export function retryDelay(attempts: number): number {
  const base = Math.min(2000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return base + Math.floor(Math.random() * base * 0.2);
}

function randomKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Storage that cannot fail: where localStorage refuses writes (private modes, a full quota), the outbox lives in
 * memory for this page, so the lead is still sent and retried rather than lost to an exception.
 */
export function resilientStorage(
  storage: KeyValueStorage,
  log: (message: string, detail?: unknown) => void,
): KeyValueStorage {
  const memory = new Map<string, string>();
  return {
    getItem: (key) => {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage.getItem(key);
      } catch (error) {
        log("The lead outbox could not be read from storage", error);
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
        memory.delete(key);
      } catch (error) {
        log("The lead outbox could not be saved; keeping it in memory for this page", error);
        memory.set(key, value);
      }
    },
  };
}

export function createLeadSender(options: LeadSenderOptions) {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const createKey = options.createKey ?? randomKey;
  const log = options.log ?? ((message: string, detail?: unknown) => console.error(message, detail));
  const storage = resilientStorage(options.storage, log);
  const inFlight = new Map<string, Promise<DeliveryStatus>>();

  function read(): OutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(OUTBOX_KEY) ?? "[]");
      return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
    } catch (error) {
      log("The lead outbox could not be read", error);
      return [];
    }
  }

  /** Read-modify-write by key, so that another tab's entries survive. */
  function update(change: (entries: OutboxEntry[]) => OutboxEntry[]) {
    storage.setItem(OUTBOX_KEY, JSON.stringify(change(read())));
  }

  async function post(entry: OutboxEntry): Promise<"ok" | "retry" | "refused"> {
    const url = new URL(`${options.apiUrl.replace(/\/+$/, "")}${entry.path}`);
    url.searchParams.set("site_url", options.siteId);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url.toString(), {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": "ru", "Idempotency-Key": entry.key },
        body: JSON.stringify(entry.body),
        signal: controller.signal,
        keepalive: true,
      });
      if (response.ok) return "ok";
      if (response.status === 408 || response.status === 429 || response.status >= 500) return "retry";
      log(`The service refused lead ${entry.key} with HTTP ${response.status}`, await response.text().catch(() => ""));
      return "refused";
    } catch {
      return "retry";
    } finally {
      clearTimeout(timer);
    }
  }

  function deliver(entry: OutboxEntry): Promise<DeliveryStatus> {
    const running = inFlight.get(entry.key);
    if (running) return running;
    const attempt = (async (): Promise<DeliveryStatus> => {
      const outcome = await post(entry);
      if (outcome === "retry") {
        const attempts = entry.attempts + 1;
        update((entries) =>
          entries.map((item) =>
            item.key === entry.key ? { ...item, attempts, nextAttemptAt: now() + retryDelay(attempts) } : item,
          ),
        );
        return "queued";
      }
      update((entries) => entries.filter((item) => item.key !== entry.key));
      return outcome === "ok" ? "delivered" : "rejected";
    })().finally(() => inFlight.delete(entry.key));
    inFlight.set(entry.key, attempt);
    return attempt;
  }

  return {
    /** Stores the lead, then tries to deliver it once. */
    submit(path: LeadPath, body: Record<string, unknown>): Promise<DeliveryStatus> {
      const entry: OutboxEntry = { key: createKey(), path, body, createdAt: now(), attempts: 0, nextAttemptAt: now() };
      update((entries) => [...entries, entry]);
      return deliver(entry);
    },
    /** Retries every lead that is due (all of them with `force`, e.g. when the browser comes back online). */
    async flush(force = false): Promise<DeliveryStatus[]> {
      const due = read().filter((entry) => force || entry.nextAttemptAt <= now());
      return Promise.all(due.map(deliver));
    },
    pending: () => read(),
    /** When the next queued lead is due, for the retry timer. */
    nextDueAt: (): number | null => {
      const entries = read();
      return entries.length ? Math.min(...entries.map((entry) => entry.nextAttemptAt)) : null;
    },
  };
}

export type LeadSender = ReturnType<typeof createLeadSender>;
