/**
 * What the build leaves for the web servers (nginx and the Node fallback), from the finished `public/`:
 * - the server manifest: the redirects Gatsby knows (createRedirect) and the sha256 of every inline script, which the
 *   CSP allows instead of 'unsafe-inline';
 * - precompressed .gz and .br twins of every text file, so no server compresses on the fly;
 * - no source maps or webpack stats, which would publish the unminified source.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import * as path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { readEnv } from "../../../src/config/env";
import { withoutNullBytes } from "../strip-null-bytes";

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

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
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

export async function removeUnpublished(root: string): Promise<number> {
  let removed = 0;
  for (const file of await filesUnder(root)) {
    if (!UNPUBLISHED.test(path.basename(file))) continue;
    await rm(file);
    removed += 1;
  }
  return removed;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** nginx refuses a configuration parameter longer than 4096 bytes; the policy must stay well below. */
const MAX_SCRIPT_HASHES = 40;

/**
 * Brotli quality per file. Pages and their page-data come by the thousand (two per page: 20,000 files on a
 * 10,000-page catalogue), where quality 11 costs ~50 ms a file against ~1 ms at 7 for ~8% fewer bytes
 * (docs/scale.md); the few shared, long-cached assets (JavaScript, CSS, SVG) keep 11.
 */
const brotliQuality = (file: string) => (/\.(html|json)$/.test(file) ? 7 : 11);

/** How post-processing left a file of the output at the end of the previous build, and what its scan found. */
interface Seen {
  size: number;
  mtimeMs: number;
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

async function compress(file: string): Promise<boolean> {
  const body = await readFile(file);
  if (body.length < MIN_COMPRESS_BYTES) return false;
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality(file), [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  return true;
}

/** Runs `task` over `items`, `limit` at a time (compression runs on libuv's threads, so both cores help). */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface FinishOptions {
  /**
   * Where to remember how each file was left (e.g. in Gatsby's .cache). The next build then rescans, rewrites and
   * recompresses only the files Gatsby wrote again (size or mtime differ), which keeps an incremental build of a
   * 10,000-page site from paying for every page. Without it every file is processed.
   */
  stateFile?: string;
}

/**
 * Runs after every other post-build step that rewrites HTML, so hashes and compressed twins match what is served:
 * removes what must not be published, repairs each new or rewritten HTML file (React 18's stray NUL bytes, the
 * per-page inline script made constant), writes the server manifest, and writes .gz/.br twins of new or changed
 * text files (removing twins whose file is gone).
 */
export async function finishBuildOutput(root: string, redirects: readonly Redirect[], options: FinishOptions = {}) {
  const removed = await removeUnpublished(root);
  const previous = await readState(options.stateFile);
  const state: OutputState = {};
  const all = await filesUnder(root);
  const files = all.filter((file) => !TWIN.test(file));
  const present = new Set(files);
  const changed: string[] = [];
  for (const file of files) {
    const relative = path.relative(root, file);
    const { size, mtimeMs } = await stat(file);
    const seen = previous[relative];
    if (seen && seen.size === size && seen.mtimeMs === mtimeMs) state[relative] = seen;
    else changed.push(file);
  }

  let repairedNul = 0;
  for (const file of changed.filter((name) => name.endsWith(".html"))) {
    const original = await readFile(file);
    const clean = withoutNullBytes(original);
    if (clean) repairedNul += 1;
    const text = (clean ?? original).toString("utf8");
    const html = constantPagePathScript(text, file);
    if (clean || html !== text) await writeFile(file, html);
    state[path.relative(root, file)] = {
      size: 0,
      mtimeMs: 0,
      scripts: inlineScripts(html).map(scriptHash),
      gtm: html.includes("googletagmanager.com"),
      yandex: html.includes("mc.yandex.ru"),
    };
  }
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

  const twins = new Set(all.filter((file) => TWIN.test(file)));
  const compressible = (file: string) => COMPRESSIBLE.test(file) && !path.basename(file).startsWith(".");
  const isChanged = new Set(changed);
  const toCompress = files.filter(
    (file) => compressible(file) && (isChanged.has(file) || !twins.has(`${file}.gz`) || !twins.has(`${file}.br`)),
  );
  let compressed = 0;
  await eachLimited(toCompress, Math.max(1, availableParallelism()), async (file) => {
    if (await compress(file)) compressed += 1;
  });
  for (const twin of twins) if (!present.has(twin.replace(TWIN, ""))) await rm(twin, { force: true });

  if (options.stateFile) {
    for (const file of changed) {
      const relative = path.relative(root, file);
      const { size, mtimeMs } = await stat(file);
      state[relative] = { ...state[relative], size, mtimeMs };
    }
    await mkdir(path.dirname(options.stateFile), { recursive: true });
    await writeFile(options.stateFile, JSON.stringify(state));
  }
  return { removed, compressed, repairedNul, processed: changed.length, manifest };
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
