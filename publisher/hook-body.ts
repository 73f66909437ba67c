/**
 * The publish hook's optional body: the items a save changed (docs/publishing.md). The shape is the source plugin's
 * (changed-items.ts), so the hook and the build read it with the same schema. Before anything is built, each named
 * item that is not a deletion is looked up in the content service through the plugin's client and contract
 * (`createChangeCheck`): an id it does not know is refused, as a typo in a webhook would otherwise publish nothing
 * and say nothing. A change that names no locale applies to both, and is accepted when the service has the item in
 * either: an article written in one language only is a valid save.
 */
import {
  changedItemName,
  createChangeCheck,
  localesOf,
  parseChangedItems,
  type ChangeCheckOptions,
  type ChangedItem,
} from "../plugins/gatsby-source-content-service/public";

/** A body larger than this is refused (413): 1000 changes fit in well under it. */
export const HOOK_BODY_MAX_BYTES = 256 * 1024;

export type HookChanges = { changes: ChangedItem[] | undefined } | { status: number; reason: string };

/** The content service the named items are looked up in, with the client's timeout and retries. */
export type ContentServiceAddress = ChangeCheckOptions;

/**
 * The hook's changes: none named (no body, a full check), the named ones, or the status and reason it is refused
 * with (400 for a body that is not a valid one or names an item the service does not have). `body` is the JSON the
 * service parsed (service-kit: too large, not JSON or not parseable is answered before this), undefined without one.
 */
export async function readHookChanges(body: unknown, service: ContentServiceAddress): Promise<HookChanges> {
  if (body === undefined) return { changes: undefined };
  const parsed = parseChangedItems(body);
  if ("reason" in parsed) return { status: 400, reason: `The body is not a valid list of changes: ${parsed.reason}.` };
  const check = createChangeCheck(service);
  try {
    for (const change of parsed.changes.filter((item) => !item.deleted)) {
      const locales = localesOf(change);
      let found = false;
      for (const locale of locales) {
        found = await check.exists(change, locale);
        if (found) break;
      }
      if (!found) {
        return {
          status: 400,
          reason: `${changedItemName(change.type)} ${change.id} (${locales.join(", ")}) does not exist in the content service; for a deleted item send "deleted": true.`,
        };
      }
    }
  } catch (error) {
    return {
      status: 502,
      reason: `The content service could not be asked about the changes: ${(error as Error).message}.`,
    };
  } finally {
    check.close();
  }
  return { changes: parsed.changes };
}
