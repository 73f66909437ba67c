/**
 * What the build leaves for the web servers (nginx and the Node fallback), from the finished `public/`:
 * - the server manifest (manifest.ts): the redirects Gatsby knows (createRedirect) and the sha256 of every inline
 *   script, which the CSP allows instead of 'unsafe-inline';
 * - precompressed .gz and .br twins of every text file (compression.ts), so no server compresses on the fly;
 * - no source maps or webpack stats, which would publish the unminified source.
 */
import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import * as path from "node:path";
import { availableParallelism } from "node:os";
import { readEnv } from "../src/config/env";
import { COMPRESSIBLE, CompressionPool, MIN_COMPRESS_BYTES } from "./compression";
import { MAX_SCRIPT_HASHES, constantPagePathScript, inlineScripts, scriptHash } from "./inline-scripts";
import { MANIFEST_FILE, type Redirect, type ServerManifest } from "./manifest";
import { readState, writeState, type OutputState, type Seen } from "./output-state";
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

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Files read and handed to the compression workers at once: enough that a worker never waits for the next file
 * while the main thread reads, repairs and digests it.
 */
const IN_FLIGHT = 8;

export interface FinishOptions {
  /**
   * Where to remember how each file was left (e.g. in Gatsby's .cache). The next build then rescans, rewrites and
   * recompresses only the files Gatsby wrote again (size or mtime differ), which keeps an incremental build of a
   * 10,000-page site from paying for every page. Without it every file is processed.
   */
  stateFile?: string;
}

const digestOf = (body: Buffer) => createHash("sha256").update(body).digest("base64");

/**
 * Runs after every other post-build step that rewrites HTML, so hashes and compressed twins match what is served:
 * removes what must not be published, repairs each new or rewritten HTML file (React 18's stray NUL bytes, the
 * per-page inline script made constant), writes the server manifest, and writes .gz/.br twins of new or changed
 * text files (removing twins whose file is gone). Each file it processes is read once; a file Gatsby wrote again
 * with the content it had (the sitemap, shared data files) keeps its twins.
 */
export async function finishBuildOutput(root: string, redirects: readonly Redirect[], options: FinishOptions = {}) {
  const previous = await readState(options.stateFile);
  const state: OutputState = {};
  let removed = 0;
  const files: string[] = [];
  const twins = new Set<string>();
  for (const file of filesUnder(root)) {
    if (UNPUBLISHED.test(path.basename(file))) {
      await rm(file);
      removed += 1;
    } else if (TWIN.test(file)) twins.add(file);
    else files.push(file);
  }
  const present = new Set(files);
  const compressible = (file: string) => COMPRESSIBLE.test(file) && !path.basename(file).startsWith(".");
  const changed = new Set<string>();
  const work: string[] = [];
  // Synchronous stats: a no-change build checks every file of the output, and one promise per stat pays a
  // thread-pool round trip for a call that takes microseconds.
  for (const file of files) {
    const relative = path.relative(root, file);
    const { size, mtimeMs } = statSync(file);
    const seen = previous[relative];
    const same = seen !== undefined && seen.size === size && seen.mtimeMs === mtimeMs;
    if (same) state[relative] = seen;
    else {
      changed.add(file);
      // Kept for a file nothing is done to (an image), so the next build sees it unchanged.
      state[relative] = { size, mtimeMs };
    }
    const twinsMissing = compressible(file) && (!twins.has(`${file}.gz`) || !twins.has(`${file}.br`));
    if (!same || twinsMissing) work.push(file);
  }

  let repairedNul = 0;
  let compressed = 0;
  let sameContent = 0;
  // Started on the first file to compress: a no-change build usually has none.
  let pool: CompressionPool | undefined;
  try {
    await eachLimited(work, IN_FLIGHT, async (file) => {
      const relative = path.relative(root, file);
      const isHtml = file.endsWith(".html");
      if (!isHtml && !compressible(file)) return;
      let body = await readFile(file);
      const entry: Seen = { ...state[relative]! };
      if (isHtml) {
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
        entry.gtm = html.includes("googletagmanager.com");
        entry.yandex = html.includes("mc.yandex.ru");
      }
      if (compressible(file) && body.length >= MIN_COMPRESS_BYTES) {
        entry.digest = digestOf(body);
        const twinsThere = twins.has(`${file}.gz`) && twins.has(`${file}.br`);
        if (twinsThere && previous[relative]?.digest === entry.digest) sameContent += 1;
        else {
          await (pool ??= new CompressionPool(Math.max(1, availableParallelism()))).twins(file, body);
          compressed += 1;
        }
      }
      state[relative] = entry;
    });
  } finally {
    await pool?.close();
  }
  for (const twin of twins) if (!present.has(twin.replace(TWIN, ""))) await rm(twin, { force: true });

  const hashes = new Set<string>();
  const analytics = { gtm: false, yandex: false };
  for (const seen of Object.values(state)) {
    seen.scripts?.forEach((hash) => hashes.add(hash));
    analytics.gtm ||= seen.gtm ?? false;
    analytics.yandex ||= seen.yandex ?? false;
  }
  if (hashes.size > MAX_SCRIPT_HASHES)
    throw new Error(
      `The built pages hold ${hashes.size} different inline scripts; the CSP can list at most ${MAX_SCRIPT_HASHES}. ` +
        "Move per-page inline scripts out of line or make them constant (docs/security.md).",
    );

  const env = readEnv();
  const manifest: ServerManifest = {
    redirects: redirects.map(({ fromPath, toPath }) => ({ fromPath, toPath })),
    scriptHashes: [...hashes].sort(),
    analytics,
    siteUrl: env.siteUrl,
    contentApiUrl: env.contentApiUrl,
    liveChatScriptUrl: env.liveChatScriptUrl,
    crmFormScriptUrl: env.crmFormScriptUrl,
  };
  await writeFile(path.join(root, MANIFEST_FILE), JSON.stringify(manifest, null, 2));

  if (options.stateFile) await writeState(options.stateFile, state);
  return { removed, compressed, sameContent, repairedNul, processed: changed.size, manifest };
}
