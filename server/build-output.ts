/**
 * What the build leaves for the web servers (nginx and the Node fallback), from the finished `public/`:
 * - the server manifest: the redirects Gatsby knows (createRedirect) and the sha256 of every inline script, which the
 *   CSP allows instead of 'unsafe-inline';
 * - precompressed .gz and .br twins of every text file, so no server compresses on the fly;
 * - no source maps or webpack stats, which would publish the unminified source.
 */
import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import * as path from "node:path";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { readEnv } from "../src/config/env";
import { withoutNullBytes } from "./strip-null-bytes";

/** Inside the served root so it travels with a release; both servers answer 404 for it (dotfile). */
export const MANIFEST_FILE = ".server-manifest.json";

export interface Redirect {
  fromPath: string;
  toPath: string;
}
export interface ServerManifest {
  redirects: Redirect[];
  /** 'sha256-…' sources for script-src, one per distinct inline script in the built HTML. */
  scriptHashes: string[];
  /** The build's own addresses: the CSP must allow what the pages were built to talk to. */
  siteUrl: string;
  contentApiUrl: string;
  liveChatScriptUrl: string;
  crmFormScriptUrl: string;
  /** Third-party analytics the built pages load (the content decides; the CSP follows what was emitted). */
  analytics: { gtm: boolean; yandex: boolean };
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/;
const MIN_COMPRESS_BYTES = 256;
const UNPUBLISHED = /(\.map|^webpack\.stats\.json)$/;

/**
 * Synchronous: the output of a 10,000-page build is ~20,000 folders (one per page and per page-data), and the
 * asynchronous listing pays a thread-pool round trip for each: 0.7-0.8 s of CPU and 1.5-2.6 s of wall time against
 * 0.22-0.26 s and 0.5-1.7 s (82,120 entries, load ~12, docs/scale.md). Nothing else runs while the step does.
 */
function filesUnder(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name));
}

/**
 * Executable inline scripts: no src, and no type or a JavaScript type. JSON-LD and other data blocks are not
 * subject to script-src, so they need no hash.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "application/javascript", "module"].includes(type)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

export const scriptHash = (source: string) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`;

const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">([\s\S]*?)<\/script>/;
const PAGE_PATH_SOURCE = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;
/** Constant on every page, so one hash allows it everywhere. */
export const PAGE_PATH_LOADER = "window.pagePath=document.currentScript.dataset.pagePath;";

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Gatsby writes each page's path into an inline script, which would need one CSP hash per page (a header nginx
 * cannot hold past a few dozen pages). The path moves into a data attribute read by one constant script. A Gatsby
 * release that writes the script differently fails the build here rather than break the site under the CSP.
 */
export function constantPagePathScript(html: string, file: string): string {
  const match = PAGE_PATH_SCRIPT.exec(html);
  if (!match) return html;
  const source = PAGE_PATH_SOURCE.exec(match[1] ?? "");
  if (!source?.[1])
    throw new Error(`${file}: Gatsby's page-path script has an unknown form, so it cannot be made CSP-constant`);
  const pagePath = JSON.parse(source[1]) as string;
  return html.replace(
    match[0],
    `<script id="gatsby-script-loader" data-page-path="${attribute(pagePath)}">${PAGE_PATH_LOADER}</script>`,
  );
}

/** nginx refuses a configuration parameter longer than 4096 bytes; the policy must stay well below. */
const MAX_SCRIPT_HASHES = 40;

/**
 * Brotli quality per file. Quality 11 costs ~50x the time of 7 for ~8% fewer bytes (docs/scale.md), so it is kept for
 * the few shared, content-hashed, long-cached assets (JavaScript, CSS, SVG) every visitor downloads; everything
 * else gets 7: pages and their page-data come by the thousand (20,000 files on a 10,000-page catalogue), and the
 * sitemap (4.5 MB at 10,000 pages, rewritten by every build) took 5 s at 11 against 0.02 s at 7 (42 vs 51 KB).
 */
const brotliQuality = (file: string) => (/\.(js|mjs|css|svg)$/.test(file) ? 11 : 7);

/** How post-processing left a file of the output at the end of the previous build, and what its scan found. */
interface Seen {
  size: number;
  mtimeMs: number;
  /** Compressible files: sha256 of the content the twins were made from. */
  digest?: string;
  /** HTML only: the hashes of its inline scripts and the analytics it loads. */
  scripts?: string[];
  gtm?: boolean;
  yandex?: boolean;
}
/** By path relative to the output folder. */
type OutputState = Record<string, Seen>;

async function readState(file: string | undefined): Promise<OutputState> {
  if (!file) return {};
  try {
    return JSON.parse(await readFile(file, "utf8")) as OutputState;
  } catch {
    return {};
  }
}

const TWIN = /\.(gz|br)$/;

/**
 * Compresses in worker threads, one per core, each writing a file's twins with the synchronous zlib calls. With the
 * asynchronous ones (zlib on libuv's pool, whose 4 threads every read and write shares too) the cold step of a
 * 10,000-page build took 77 s of CPU and 89 s of wall time against 64 and 70 s (medians of 3, docs/scale.md). Plain JavaScript evaluated in the worker, as the step runs both
 * compiled by Gatsby and under tsx.
 */
const COMPRESS_WORKER = `
const { parentPort } = require("node:worker_threads");
const { writeFileSync } = require("node:fs");
const { brotliCompressSync, constants, gzipSync } = require("node:zlib");
parentPort.on("message", ({ file, body, quality }) => {
  try {
    writeFileSync(file + ".gz", gzipSync(body, { level: 9 }));
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    writeFileSync(file + ".br", brotliCompressSync(body, { params }));
    parentPort.postMessage({ file });
  } catch (error) {
    parentPort.postMessage({ file, error: String((error && error.stack) || error) });
  }
});`;

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

class CompressionPool {
  private readonly queues = new Map<Worker, Waiting[]>();

  constructor(size: number) {
    for (let index = 0; index < size; index += 1) {
      const worker = new Worker(COMPRESS_WORKER, { eval: true });
      const queue: Waiting[] = [];
      this.queues.set(worker, queue);
      worker.on("message", (message: { file: string; error?: string }) => {
        const waiting = queue.shift();
        if (message.error) waiting?.reject(new Error(`Compressing ${message.file}: ${message.error}`));
        else waiting?.resolve();
      });
      worker.on("error", (error) => queue.splice(0).forEach((waiting) => waiting.reject(error)));
      // A worker that dies without an error event (out of memory, terminate) must not leave the build waiting.
      worker.on("exit", (code) =>
        queue.splice(0).forEach((waiting) => waiting.reject(new Error(`The compression worker exited (${code})`))),
      );
    }
  }

  /** Writes `file`.gz and `file`.br from `body`, on the least busy worker. */
  twins(file: string, body: Buffer): Promise<void> {
    const [worker, queue] = [...this.queues].reduce((best, entry) => (entry[1].length < best[1].length ? entry : best));
    return new Promise((resolve, reject) => {
      queue.push({ resolve, reject });
      worker.postMessage({ file, body, quality: brotliQuality(file) });
    });
  }

  close() {
    return Promise.all([...this.queues.keys()].map((worker) => worker.terminate()));
  }
}

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
  // Synchronous stats: a no-change build of 10,000 pages checks ~21,000 files, and one promise per stat cost 0.5 s
  // of wall time and 0.3 s of CPU against 0.1-0.3 s and 0.08 s this way (docs/scale.md).
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

  if (options.stateFile) {
    await mkdir(path.dirname(options.stateFile), { recursive: true });
    await writeFile(options.stateFile, JSON.stringify(state));
  }
  return { removed, compressed, sameContent, repairedNul, processed: changed.size, manifest };
}

export async function readManifest(root: string): Promise<ServerManifest> {
  try {
    return JSON.parse(await readFile(path.join(root, MANIFEST_FILE), "utf8")) as ServerManifest;
  } catch (error) {
    throw new Error(
      `${path.join(root, MANIFEST_FILE)} is missing or unreadable: rebuild the site (npm run build). (${String(error)})`,
    );
  }
}
