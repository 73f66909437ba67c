/** The file a publisher names for a build (the `changedItemsFile` option), read with the hook's schema. */
import { existsSync, readFileSync } from "node:fs";
import { parseChangedItems, type ChangedItem } from "./changed-items";

/**
 * The named changes in `file`; undefined (a full check) without one or when it does not exist, so that a publisher
 * can name the same file for every build. A file that is not valid fails the build.
 */
export function readChangedItems(file: string | undefined): ChangedItem[] | undefined {
  if (!file || !existsSync(file)) return undefined;
  const parsed = parseChangedItems(JSON.parse(readFileSync(file, "utf8")) as unknown);
  if ("reason" in parsed) throw new Error(`The changed items in ${file} are not valid: ${parsed.reason}`);
  return parsed.changes;
}
