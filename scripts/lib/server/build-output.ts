/**
 * What the build leaves for the web servers (nginx and the Node fallback), from the finished `public/`:
 * - the server manifest: the redirects Gatsby knows (createRedirect) and the sha256 of every inline script, which the
 *   CSP allows instead of 'unsafe-inline';
 * - precompressed .gz and .br twins of every text file, so no server compresses on the fly;
 * - no source maps or webpack stats, which would publish the unminified source.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import * as path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { readEnv } from "../../../src/config/env";

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

/** nginx refuses a configuration parameter longer than 4096 bytes; the policy must stay well below. */
const MAX_SCRIPT_HASHES = 40;

export async function scanHtml(root: string) {
  const hashes = new Set<string>();
  const analytics = { gtm: false, yandex: false };
  for (const file of await filesUnder(root)) {
    if (!file.endsWith(".html")) continue;
    const original = await readFile(file, "utf8");
    const html = constantPagePathScript(original, file);
    if (html !== original) await writeFile(file, html);
    for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
    analytics.gtm ||= html.includes("googletagmanager.com");
    analytics.yandex ||= html.includes("mc.yandex.ru");
  }
  if (hashes.size > MAX_SCRIPT_HASHES)
    throw new Error(
      `The built pages hold ${hashes.size} different inline scripts; the CSP can list at most ${MAX_SCRIPT_HASHES}. ` +
        "Move per-page inline scripts out of line or make them constant (docs/security.md).",
    );
  return { scriptHashes: [...hashes].sort(), analytics };
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

export async function precompress(root: string): Promise<number> {
  let written = 0;
  for (const file of await filesUnder(root)) {
    if (!COMPRESSIBLE.test(file) || path.basename(file).startsWith(".")) continue;
    const body = await readFile(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    const [gz, br] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotliAsync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ]);
    await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
    written += 1;
  }
  return written;
}

/** Runs after every other post-build step that rewrites HTML, so hashes and compressed twins match what is served. */
export async function finishBuildOutput(root: string, redirects: readonly Redirect[]) {
  const removed = await removeUnpublished(root);
  const env = readEnv();
  const manifest: ServerManifest = {
    redirects: redirects.map(({ fromPath, toPath }) => ({ fromPath, toPath })),
    ...(await scanHtml(root)),
    siteUrl: env.siteUrl,
    contentApiUrl: env.contentApiUrl,
    liveChatScriptUrl: env.liveChatScriptUrl,
    crmFormScriptUrl: env.crmFormScriptUrl,
  };
  await writeFile(path.join(root, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  const compressed = await precompress(root);
  return { removed, compressed, manifest };
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
