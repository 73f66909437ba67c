import type { Alternates } from "./paths";
import { absoluteUrl } from "./paths";

interface SitemapPage {
  path: string;
  pageContext: { alternates?: Partial<Alternates> } | null;
}

/** Pages that must not be listed: the error pages and the /ro duplicate of the home (canonical "/"). */
export const SITEMAP_EXCLUDES = ["/ro", "/ru/404"];

/** One sitemap entry with its hreflang alternates (absolute), as search engines read them. */
export function sitemapEntry(siteUrl: string, page: SitemapPage) {
  const alternates = page.pageContext?.alternates ?? {};
  const links = (["ro", "ru"] as const)
    .filter((lang) => alternates[lang])
    .map((lang) => ({ lang, url: absoluteUrl(siteUrl, alternates[lang] as string) }));
  // Alternates only make sense for a page with a twin; x-default is the Romanian page.
  if (links.length < 2 || !alternates.ro) return { url: page.path };
  return { url: page.path, links: [...links, { lang: "x-default", url: absoluteUrl(siteUrl, alternates.ro) }] };
}

/** robots.txt: everything disallowed until the registered site is ready for indexing. */
export function robotsTxt(readyToIndexing: boolean, siteUrl: string): string {
  if (!readyToIndexing) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap-index.xml")}\n`;
}
