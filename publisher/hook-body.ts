/**
 * The publish hook's optional body: the items a save changed (docs/publishing.md). The shape is the source plugin's
 * (changed-items.ts), so the hook and the build read it with the same schema. Before anything is built, each named
 * item that is not a deletion is looked up in the content service: an id it does not know is refused, as a typo in
 * a webhook would otherwise publish nothing and say nothing. A change that names no locale applies to both, and is
 * accepted when the service has the item in either: an article written in one language only is a valid save.
 */
import type { IncomingMessage } from "node:http";
import { localesOf, parseChangedItems, type ChangedItem } from "../plugins/gatsby-source-content-service/public";

/** A body larger than this is refused: 1000 changes fit in well under it. */
const MAX_BODY_BYTES = 256 * 1024;

export type HookChanges = { changes: ChangedItem[] | undefined } | { status: number; reason: string };

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.resume();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** Where each type is found: its own detail, or an entry of a list (info pages are read by slug, categories from the menu). */
const LOOKUP: Record<ChangedItem["type"], { detail?: string; list?: string; name: string }> = {
  article: { detail: "blog-item", name: "article" },
  product: { detail: "product-item", name: "product" },
  "info-page": { list: "info-page/", name: "info page" },
  category: { list: "menu-item/", name: "category" },
};

export interface ContentServiceAddress {
  apiUrl: string;
  siteId: string;
}

/** True when the service has the item, false when it answers that it has not; throws when it cannot be asked. */
async function exists(
  service: ContentServiceAddress,
  change: ChangedItem,
  locale: string,
  lists: Map<string, Promise<unknown>>,
) {
  const lookup = LOOKUP[change.type];
  const url = (endpoint: string) =>
    `${service.apiUrl.replace(/\/+$/, "")}/${locale}/api/${endpoint}?site_url=${encodeURIComponent(service.siteId)}`;
  const get = async (endpoint: string) => {
    const response = await fetch(url(endpoint), { headers: { Accept: "application/json" } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${url(endpoint)} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  if (lookup.detail) return (await get(`${lookup.detail}/${change.id}/`)) !== null;
  const key = `${locale}:${lookup.list}`;
  if (!lists.has(key)) lists.set(key, get(lookup.list!));
  const entries = await lists.get(key)!;
  return Array.isArray(entries) && entries.some((entry) => (entry as { id?: unknown })?.id === change.id);
}

/**
 * The hook's changes: none named (an empty body, a full check), the named ones, or the status and reason it is
 * refused with (400 for a body that is not a valid one or names an item the service does not have).
 */
export async function readHookChanges(request: IncomingMessage, service: ContentServiceAddress): Promise<HookChanges> {
  const text = await readBody(request);
  if (text === null) return { status: 413, reason: `The body is larger than ${MAX_BODY_BYTES} bytes.` };
  if (!text.trim()) return { changes: undefined };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { status: 400, reason: `The body is not JSON (${(error as Error).message}).` };
  }
  const parsed = parseChangedItems(body);
  if ("reason" in parsed) return { status: 400, reason: `The body is not a valid list of changes: ${parsed.reason}.` };
  const lists = new Map<string, Promise<unknown>>();
  try {
    for (const change of parsed.changes.filter((item) => !item.deleted)) {
      const locales = localesOf(change);
      let found = false;
      for (const locale of locales) {
        found = await exists(service, change, locale, lists);
        if (found) break;
      }
      if (!found) {
        return {
          status: 400,
          reason: `${LOOKUP[change.type].name} ${change.id} (${locales.join(", ")}) does not exist in the content service; for a deleted item send "deleted": true.`,
        };
      }
    }
  } catch (error) {
    return {
      status: 502,
      reason: `The content service could not be asked about the changes: ${(error as Error).message}.`,
    };
  }
  return { changes: parsed.changes };
}
