import { DEFAULT_LOCALE, LOCALES } from "./locales";
import { absoluteUrl, paths, type Alternates } from "./paths";

interface SitemapPage {
  path: string;
  pageContext: { alternates?: Partial<Alternates> } | null;
}

/** The sitemap index's path; gatsby/sitemap.ts writes it. */
export const SITEMAP_INDEX = "/sitemap-index.xml";

/**
 * Pages that must not be listed: the /ro duplicate of the home (canonical "/") and the error pages (gatsby/sitemap.ts
 * leaves out the default locale's /404 itself).
 */
export const SITEMAP_EXCLUDES = [
  paths.homeExplicitRo(),
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(paths.notFound),
];

/** One sitemap entry with its hreflang alternates (absolute), as search engines read them. */
export function sitemapEntry(siteUrl: string, page: SitemapPage) {
  const alternates = page.pageContext?.alternates ?? {};
  const links = LOCALES.filter((lang) => alternates[lang]).map((lang) => ({
    lang,
    url: absoluteUrl(siteUrl, alternates[lang] as string),
  }));
  // Alternates only make sense for a page with a twin; x-default is the Romanian page.
  if (links.length < 2 || !alternates.ro) return { url: page.path };
  return { url: page.path, links: [...links, { lang: "x-default", url: absoluteUrl(siteUrl, alternates.ro) }] };
}

/** robots.txt: everything disallowed until the registered site is ready for indexing. */
export function robotsTxt(readyToIndexing: boolean, siteUrl: string): string {
  if (!readyToIndexing) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, SITEMAP_INDEX)}\n`;
}
