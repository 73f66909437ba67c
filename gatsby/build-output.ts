/**
 * What the build leaves for the web servers (nginx and the Node fallback), from the finished `public/`:
 * - the server manifest (manifest.ts): the redirects Gatsby knows (createRedirect) and the sha256 of every inline
 *   script, which the CSP allows instead of 'unsafe-inline';
 * - the list of files whose content changed and of files that went since the previous build (output-state.ts), from
 *   which the release step copies, compresses and links (publisher/releases.ts): public/ holds only what the build
 *   writes, no compressed twins;
 * - no source maps or webpack stats, which would publish the unminified source.
 */
import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import * as path from "node:path";
import pLimit from "p-limit";
import { MAX_SCRIPT_HASHES, constantPagePathScript, inlineScripts, scriptHash } from "../server/inline-scripts";
import { MANIFEST_FILE, type Redirect, type ServerManifest } from "../server/manifest";
import {
  changesFileOf,
  newGeneration,
  readState,
  writeChanges,
  writeState,
  type OutputState,
  type Seen,
} from "../server/output-state";
import { withoutNullBytes } from "./strip-null-bytes";

const UNPUBLISHED = /(\.map|^webpack\.stats\.json)$/;

/**
 * Synchronous: the output of a large build is tens of thousands of folders (one per page and per page-data), and the
 * asynchronous listing pays a thread-pool round trip for each, which costs more CPU and wall time than it overlaps:
 * nothing else runs while the step does.
 */
function filesUnder(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name));
}

const TWIN = /\.(gz|br)$/;

/** Files read, repaired and digested at once. */
const IN_FLIGHT = 8;

/**
 * What the manifest says about the site besides its files: the addresses the pages were built to talk to (the build's
 * configuration, siteMetadata) and the trackers its content configures (their ids), which the CSP allows.
 */
export type BuiltSite = Omit<ServerManifest, "redirects" | "scriptHashes">;

/** The trackers the CSP allows: those the content configures an id for, in any locale (never what a page mentions). */
export function configuredTrackers(
  sites: ReadonlyArray<{ googleTagManager: string | null; googleId: string | null; yandexId: string | null }>,
): ServerManifest["analytics"] {
  return {
    gtm: sites.some((site) => Boolean(site.googleTagManager || site.googleId)),
    yandex: sites.some((site) => Boolean(site.yandexId)),
  };
}

export interface FinishOptions {
  site: BuiltSite;
  /**
   * Where to remember how each file was left (e.g. in Gatsby's .cache). The next build then rescans and rewrites
   * only the files Gatsby wrote again (size or mtime differ), which keeps an incremental build of a 10,000-page site
   * from paying for every page, and the list of changes for the release step is written beside it
   * (`changesFileOf`). Without it every file is processed.
   */
  stateFile?: string;
}

const digestOf = (body: Buffer) => createHash("sha256").update(body).digest("base64");

/**
 * Runs after every other post-build step that rewrites HTML, so hashes match what is served: removes what must not be
 * published (and compressed twins an older build left: the release step makes them), repairs each new or rewritten
 * HTML file (React 18's stray NUL bytes, the per-page inline script made constant), writes the server manifest and
 * the list of changes since the previous build. Each file it processes is read once; a file Gatsby wrote again with
 * the content it had (the sitemap, shared data files) is not a change.
 */
export async function finishBuildOutput(root: string, redirects: readonly Redirect[], options: FinishOptions) {
  const previous = await readState(options.stateFile);
  const seenBefore = previous.files;
  const state: OutputState = { generation: newGeneration(), files: {} };
  const files = state.files;
  let removed = 0;
  const present: string[] = [];
  const all = filesUnder(root);
  const listed = new Set(all);
  const isTwin = (file: string) => TWIN.test(file) && listed.has(file.replace(TWIN, ""));
  for (const file of all) {
    if (UNPUBLISHED.test(path.basename(file)) || isTwin(file)) {
      await rm(file);
      removed += 1;
    } else present.push(file);
  }
  const work: string[] = [];
  // Synchronous stats: a no-change build checks every file of the output, and one promise per stat pays a
  // thread-pool round trip for a call that takes microseconds.
  for (const file of present) {
    const relative = path.relative(root, file);
    const { size, mtimeMs } = statSync(file);
    const seen = seenBefore[relative];
    if (seen !== undefined && seen.size === size && seen.mtimeMs === mtimeMs) files[relative] = seen;
    else {
      files[relative] = { size, mtimeMs };
      work.push(file);
    }
  }

  let repairedNul = 0;
  const written = new Set<string>();
  await pLimit(IN_FLIGHT).map(work, async (file) => {
    const relative = path.relative(root, file);
    let body = await readFile(file);
    const entry: Seen = { ...files[relative]! };
    if (file.endsWith(".html")) {
      const clean = withoutNullBytes(body);
      if (clean) repairedNul += 1;
      const text = (clean ?? body).toString("utf8");
      const html = constantPagePathScript(text, file);
      if (clean || html !== text) {
        body = Buffer.from(html);
        await writeFile(file, body);
        ({ size: entry.size, mtimeMs: entry.mtimeMs } = await stat(file));
      }
      entry.scripts = inlineScripts(html).map(scriptHash);
    }
    entry.digest = digestOf(body);
    if (seenBefore[relative]?.digest !== entry.digest) written.add(relative);
    files[relative] = entry;
  });

  const hashes = new Set<string>();
  for (const seen of Object.values(files)) seen.scripts?.forEach((hash) => hashes.add(hash));
  if (hashes.size > MAX_SCRIPT_HASHES)
    throw new Error(
      `The built pages hold ${hashes.size} different inline scripts; the CSP can list at most ${MAX_SCRIPT_HASHES}. ` +
        "Move per-page inline scripts out of line or make them constant (docs/security.md).",
    );

  const manifest: ServerManifest = {
    redirects: redirects.map(({ fromPath, toPath }) => ({ fromPath, toPath })),
    scriptHashes: [...hashes].sort(),
    ...options.site,
  };
  const manifestBody = Buffer.from(JSON.stringify(manifest, null, 2));
  const manifestFile = path.join(root, MANIFEST_FILE);
  await writeFile(manifestFile, manifestBody);
  const { size, mtimeMs } = await stat(manifestFile);
  files[MANIFEST_FILE] = { size, mtimeMs, digest: digestOf(manifestBody) };
  if (seenBefore[MANIFEST_FILE]?.digest !== files[MANIFEST_FILE].digest) written.add(MANIFEST_FILE);
  else written.delete(MANIFEST_FILE);

  const deleted = Object.keys(seenBefore).filter((relative) => !(relative in files));
  if (options.stateFile) {
    await writeState(options.stateFile, state);
    await writeChanges(changesFileOf(options.stateFile), {
      from: previous.generation,
      to: state.generation,
      written: [...written].sort(),
      deleted,
    });
  }
  return { removed, written: written.size, deleted: deleted.length, repairedNul, processed: work.length, manifest };
}
