/**
 * The publish hook's check of the items it names: before anything is built, each one that is not a deletion is
 * looked up in the content service, through the plugin's client (its timeout and retries), at the endpoints of the
 * content contract. An id the service does not know is refused, as a typo in a webhook would otherwise publish
 * nothing and say nothing.
 */
import type { ChangedItem, ChangedItemType } from "./changed-items";
import { createContentClient } from "./client";
import type { Locale } from "../../../contract";

/** Where each item type is found: its own detail endpoint, or an entry of a list (info pages are read by slug). */
const SOURCES: Record<
  ChangedItemType,
  { name: string; detail: "article" | "product" } | { name: string; list: "infoPages" | "menu" }
> = {
  article: { name: "article", detail: "article" },
  product: { name: "product", detail: "product" },
  "info-page": { name: "info page", list: "infoPages" },
  category: { name: "category", list: "menu" },
};

/** The item type in the content managers' words. */
export const changedItemName = (type: ChangedItemType): string => SOURCES[type].name;

export interface ChangeCheckOptions {
  apiUrl: string;
  siteId: string;
  timeoutMs?: number;
  /** Further attempts after a network error, a timeout, 5xx or 429 (the client's default without it). */
  retries?: number;
}

/** A check for one hook: lists are asked for once however many of their items the hook names. Close it after. */
export function createChangeCheck(options: ChangeCheckOptions) {
  const client = createContentClient({
    baseUrl: options.apiUrl,
    siteId: options.siteId,
    timeoutMs: options.timeoutMs,
    retries: options.retries,
  });
  const lists = new Map<string, Promise<unknown[]>>();

  /** True when the service has the item in `locale`, false when it answers that it has not; throws when it cannot be asked. */
  async function exists(change: ChangedItem, locale: Locale): Promise<boolean> {
    const source = SOURCES[change.type];
    if ("detail" in source) return client.exists(locale, source.detail, { params: { id: change.id } });
    const key = `${locale}:${source.list}`;
    if (!lists.has(key)) lists.set(key, client.get(locale, source.list));
    const entries = await lists.get(key)!;
    return entries.some((entry) => (entry as { id?: unknown } | null)?.id === change.id);
  }

  return { exists, close: client.close };
}
