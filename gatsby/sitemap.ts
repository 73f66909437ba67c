/**
 * The sitemap (`sitemap-index.xml` and `sitemap-0.xml`), written from Gatsby's page store with the `sitemap` library,
 * as gatsby-plugin-sitemap wrote it. The plugin read the same pages through a GraphQL query of every SitePage's
 * context, which cost ~0.8 s of every 10,000-page build, plus loading the plugin (docs/scale.md).
 */
import { simpleSitemapAndIndex } from "sitemap";
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

/** Writes the sitemap files into `publicDir` (relative to the working directory, as the library requires). */
export async function writeSitemap(publicDir: string, siteUrl: string, pages: Iterable<StorePage>): Promise<number> {
  const items = sitemapItems(siteUrl, pages);
  await simpleSitemapAndIndex({
    hostname: siteUrl,
    publicBasePath: "/",
    destinationDir: publicDir,
    sourceData: items,
    limit: ENTRY_LIMIT,
    gzip: false,
  });
  return items.length;
}
