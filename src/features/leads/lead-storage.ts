import { ENTRY_PREFIX } from "./outbox-entry";

/** The part of the Web Storage API the outbox uses (window.localStorage, or a stand-in in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export type Log = (message: string, detail?: unknown) => void;

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
    // A read, too, can throw where storage is blocked.
    storage.getItem(ENTRY_PREFIX);
    return storage;
  } catch (error) {
    log("localStorage is not available; queued leads are kept in memory for this page", error);
    return memoryStorage();
  }
}
