import type { KeyValueStorage } from "./lead-storage";

/** The part of the Web Locks API the outbox uses. */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

const LEASE_PREFIX = "termofort.lead-lease.";
const LOCK_PREFIX = "termofort.lead.";

interface ExclusiveOptions {
  storage: KeyValueStorage;
  locks: LockManagerLike | null;
  /** Identifies this sender's leases in shared storage. */
  owner: string;
  /** How long a lease holds: longer than one attempt, short enough that a closed tab's lease runs out soon. */
  leaseMs: number;
  now: () => number;
}

/**
 * Tabs take turns per lead. The returned runner runs `task` only if no other tab (or sender) is delivering the same
 * lead, and resolves to null when one is. Web Locks are exclusive across tabs of the origin; where they are missing,
 * a lease item in storage with an expiry stands in (so a tab that closed mid-send cannot block the lead forever).
 */
export function leadLock({ storage, locks, owner, leaseMs, now }: ExclusiveOptions) {
  return async function exclusively<T>(key: string, task: () => Promise<T>): Promise<T | null> {
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
  };
}
