/**
 * A build for named changes: the CMS's publish hook may name the items a save changed (docs/publishing.md), and
 * the publisher hands them to the build in a JSON file (the `changedItemsFile` option). Such a build still reads
 * every list, section, category and info page (a handful of requests, conditional ones), and the details of the
 * named articles and products; every other article and product detail is taken as the last completed build left it
 * in the plugin's cache, already validated (conditional-cache.ts, else last-good.ts). Without the option, or when
 * its file does not exist, every detail is asked for again, with conditional requests: a full check. The publisher
 * decides which builds are full checks (at least daily, after a failed one, after a code change).
 */
import { array, boolean, mixed, number, object, string, ValidationError, type InferType } from "yup";
import type { ContentClient, EndpointRequest } from "./client";
import type { ConditionalCache } from "./conditional-cache";
import { CONTRACT_LOCALES, type Locale } from "../../../contract";
import type { GetEndpointName } from "../../../contract";
import { lastGoodKey, type ItemKind, type KeyValueCache } from "./last-good";

/** The item types a hook may name, as the CMS says them. */
export const CHANGED_ITEM_TYPES = ["article", "product", "info-page", "category"] as const;
export type ChangedItemType = (typeof CHANGED_ITEM_TYPES)[number];

/** Most items one hook may name: a larger import is a full check (a hook without a body). */
export const MAX_CHANGED_ITEMS = 1000;

const changeSchema = object({
  type: string()
    .required()
    .oneOf(CHANGED_ITEM_TYPES, `type must be one of ${CHANGED_ITEM_TYPES.join(", ")} (got '\${value}')`),
  id: number().required().integer().positive(),
  locale: mixed<Locale>().oneOf(
    [...CONTRACT_LOCALES, undefined],
    `locale must be one of ${CONTRACT_LOCALES.join(", ")} or left out`,
  ),
  deleted: boolean(),
})
  .noUnknown("${path} has an unknown field")
  .strict();

/** The hook's body and the file the build reads: `{"changes": [{"type", "id", "locale"?, "deleted"?}, ...]}`. */
export const changedItemsSchema = object({
  changes: array()
    .of(changeSchema)
    .required()
    .min(1)
    .max(MAX_CHANGED_ITEMS, `at most ${MAX_CHANGED_ITEMS} changes per hook; publish without a body for more`),
})
  .noUnknown("the body has an unknown field")
  .strict();

export type ChangedItem = InferType<typeof changeSchema>;

/** The changes of a parsed body, or the reason it is not a valid one. */
export function parseChangedItems(body: unknown): { changes: ChangedItem[] } | { reason: string } {
  try {
    return { changes: changedItemsSchema.validateSync(body, { abortEarly: true }).changes as ChangedItem[] };
  } catch (error) {
    if (error instanceof ValidationError) return { reason: error.errors[0] ?? error.message };
    throw error;
  }
}

/** The locales a change applies to: its own, or both when it names none. */
export const localesOf = (change: ChangedItem): readonly Locale[] =>
  change.locale ? [change.locale] : CONTRACT_LOCALES;

/** Detail endpoints whose unnamed items a build for named changes takes from the cache. */
const DETAILS: Partial<Record<GetEndpointName, { type: ChangedItemType; kind: ItemKind }>> = {
  article: { type: "article", kind: "article" },
  product: { type: "product", kind: "product" },
};

export interface ChangedItemsSource {
  changes: ChangedItem[] | undefined;
  /** Validated answers of earlier builds, by URL. */
  conditional: ConditionalCache | undefined;
  /** The last good items (last-good.ts), for answers that carried no validator. */
  lastGood: KeyValueCache;
}

/**
 * `client` for a build: unchanged for a full check; for named changes, one that answers the detail of an article or
 * product the changes do not name from the cache (and asks the service when the cache has none: a new item).
 * A value so answered counts as reused (`isReused`), so it is not stored again.
 */
export function clientForChanges(client: ContentClient, source: ChangedItemsSource): ContentClient {
  const { changes, conditional, lastGood } = source;
  if (!changes) return client;
  const named = new Set(
    changes.flatMap((change) => localesOf(change).map((locale) => `${change.type}:${locale}:${change.id}`)),
  );
  const kept = new WeakSet<object>();
  const keptValue = async (
    locale: Locale,
    name: GetEndpointName,
    request: EndpointRequest<GetEndpointName>,
  ): Promise<object | undefined> => {
    const detail = DETAILS[name];
    const id = Number((request.params as { id?: unknown } | undefined)?.id);
    if (!detail || !Number.isInteger(id) || named.has(`${detail.type}:${locale}:${id}`)) return undefined;
    const value =
      (await conditional?.lookup(client.urlFor(locale, name, request)))?.value ??
      (await lastGood.get(lastGoodKey(detail.kind, locale, id)));
    return typeof value === "object" && value !== null ? value : undefined;
  };
  const get = (async (locale: Locale, name: GetEndpointName, request: EndpointRequest<GetEndpointName> = {}) => {
    const value = await keptValue(locale, name, request);
    if (value === undefined) return client.get(locale, name, request);
    kept.add(value);
    return value;
  }) as ContentClient["get"];
  return { ...client, get, isReused: (value: unknown) => client.isReused(value) || kept.has(value as object) };
}
