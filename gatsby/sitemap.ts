/**
 * The sitemap (`sitemap-index.xml` and `sitemap-0.xml`), written from Gatsby's page store with the `sitemap` library,
 * as gatsby-plugin-sitemap wrote it. The plugin read the same pages through a GraphQL query of every SitePage's
 * context on every build, and the library's streams are slow to write thousands of entries: so the files are written
 * only when their entries changed, or when they are not the files this step last wrote (docs/scale.md).
 */
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { simpleSitemapAndIndex } from "sitemap";
import sitemapPackage from "sitemap/package.json";
import { SITEMAP_EXCLUDES, sitemapEntry } from "../src/lib/sitemap";

/** What gatsby-plugin-sitemap left out of every sitemap besides its `excludes` (Gatsby's own pages). */
const GATSBY_PAGES = ["/dev-404-page", "/404", "/404.html", "/offline-plugin-app-shell-fallback"];

/** The plugin's default (45,000 URLs a file, the protocol allows 50,000). */
const ENTRY_LIMIT = 45_000;

export interface StorePage {
  path: string;
  context?: Record<string, unknown> | null;
}

const withoutTrailingSlash = (pathname: string) => (pathname === "/" ? pathname : pathname.replace(/\/$/, ""));

const EXCLUDED = new Set([...GATSBY_PAGES, ...SITEMAP_EXCLUDES].map(withoutTrailingSlash));

/** Each listed page's entry, with absolute URLs, in the store's order (the order the plugin's query gave). */
export function sitemapItems(siteUrl: string, pages: Iterable<StorePage>) {
  return [...pages]
    .filter((page) => !EXCLUDED.has(withoutTrailingSlash(page.path)))
    .map((page) => {
      const entry = sitemapEntry(siteUrl, { path: page.path, pageContext: page.context ?? null });
      return { ...entry, url: new URL(entry.url, siteUrl).toString() };
    });
}

/** What the last write left: a digest of its input, and each file's size and mtime as it was written. */
interface SitemapState {
  format: number;
  digest: string;
  files: Record<string, { size: number; mtimeMs: number }>;
}

const FORMAT = 1;
const SITEMAP_FILE = /^sitemap-(index|\d+)\.xml$/;

async function readState(stateFile: string): Promise<SitemapState | undefined> {
  try {
    const state = JSON.parse(await fs.readFile(stateFile, "utf8")) as SitemapState;
    return state.format === FORMAT && typeof state.digest === "string" && state.files ? state : undefined;
  } catch {
    return undefined;
  }
}

/** True when every file of the last write is still there as it was written (nothing replaced or removed them). */
async function filesIntact(publicDir: string, files: SitemapState["files"]): Promise<boolean> {
  const names = Object.keys(files);
  if (names.length === 0) return false;
  for (const name of names) {
    try {
      const { size, mtimeMs } = await fs.stat(path.join(publicDir, name));
      if (size !== files[name]!.size || mtimeMs !== files[name]!.mtimeMs) return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Writes the sitemap files into `publicDir` (relative to the working directory, as the library requires), unless
 * `stateFile` shows that the last write had the same entries and its files are untouched. `written` says which.
 */
export async function writeSitemap(
  publicDir: string,
  siteUrl: string,
  pages: Iterable<StorePage>,
  stateFile?: string,
): Promise<{ listed: number; written: boolean }> {
  const items = sitemapItems(siteUrl, pages);
  // The library's version too: another version may write other bytes for the same entries.
  const digest = createHash("sha256")
    .update(JSON.stringify([FORMAT, sitemapPackage.version, ENTRY_LIMIT, siteUrl, items]))
    .digest("base64url");
  const previous = stateFile ? await readState(stateFile) : undefined;
  if (previous?.digest === digest && (await filesIntact(publicDir, previous.files))) {
    return { listed: items.length, written: false };
  }
  await simpleSitemapAndIndex({
    hostname: siteUrl,
    publicBasePath: "/",
    destinationDir: publicDir,
    sourceData: items,
    limit: ENTRY_LIMIT,
    gzip: false,
  });
  if (stateFile) {
    const files: SitemapState["files"] = {};
    for (const name of (await fs.readdir(publicDir)).filter((entry) => SITEMAP_FILE.test(entry))) {
      const { size, mtimeMs } = await fs.stat(path.join(publicDir, name));
      files[name] = { size, mtimeMs };
    }
    await fs.mkdir(path.dirname(stateFile), { recursive: true });
    await fs.writeFile(stateFile, JSON.stringify({ format: FORMAT, digest, files } satisfies SitemapState));
  }
  return { listed: items.length, written: true };
}
