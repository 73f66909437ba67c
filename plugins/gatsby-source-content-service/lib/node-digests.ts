/**
 * The type and content digest of every node the plugin left in Gatsby's node store at the end of the last completed
 * build, kept in the plugin's cache directory. A node whose type and digest equal its entry is known to be in the
 * store unchanged, so `sourceNodes` touches it without reading it back: `getNode` decodes the whole node from LMDB,
 * which for every node of a large catalogue is a large part of a no-change build's sourcing (docs/scale.md).
 *
 * The file is only ever true of a store that a build finished with: `take` removes it before sourcing changes any
 * node, and it is written again by `onPostBuild`, once the build succeeded. After a build that failed or stopped (it
 * may have created or deleted nodes), there is no file, and every node is compared through `getNode`, as before.
 */
import { readFileSync, unlinkSync } from "node:fs";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import writeFileAtomic from "write-file-atomic";

const FORMAT = 1;
const FILE_NAME = "node-digests.json";

/** `type` and `contentDigest` as one string: what an entry holds. */
export const nodeStamp = (type: string, contentDigest: string) => `${type} ${contentDigest}`;

/** The last completed build's entries (empty without them), and the file removed, in that order. */
export function takeNodeDigests(dir: string): Map<string, string> {
  const file = path.join(dir, FILE_NAME);
  let entries = new Map<string, string>();
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as { format?: number; entries?: Array<[string, string]> };
    if (stored.format === FORMAT && Array.isArray(stored.entries)) entries = new Map(stored.entries);
  } catch {
    // No file (a first build, or the last one did not finish) or a damaged one: nothing is known.
  }
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return entries;
}

/** This build's nodes, written by `onPostBuild` (`writeNodeDigests`); set once sourcing succeeded. */
let pending: { dir: string; entries: Map<string, string> } | undefined;

export function keepNodeDigests(dir: string, entries: Map<string, string>): void {
  pending = { dir, entries };
}

/** Writes the entries kept by this build's sourcing (whole or not at all; a cache, so without fsync), at most once. */
export async function writeNodeDigests(): Promise<void> {
  const kept = pending;
  pending = undefined;
  if (!kept) return;
  const file = path.join(kept.dir, FILE_NAME);
  await fs.mkdir(kept.dir, { recursive: true });
  await writeFileAtomic(file, JSON.stringify({ format: FORMAT, entries: [...kept.entries] }), { fsync: false });
}
