/**
 * Every URL of the site is built here, for both locales: Romanian has no prefix, Russian lives under /ru.
 * Paths never end with a slash (the server answers 301 for one). Nothing else concatenates site URLs.
 */
import { LEAD_GATEWAY_PATH, NOT_FOUND_FILES } from "../../contract/browser";
import { calculatorQuery, type CalculatorLink } from "./calculator-link";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

/** The path prefix of a locale: none for the default (Romanian), `/ru` for Russian. */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? "" : `/${locale}`);
const PREFIXED = new RegExp(`^/(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join("|")})(?=/|$)`);
const join = (locale: Locale, ...segments: Array<string | number>) =>
  `${localePrefix(locale)}/${segments.map((segment) => encodeURIComponent(String(segment))).join("/")}`;

export const INFO_PAGE_SEGMENT = "info-page";
const FIXED_SEGMENTS = ["blog", "calculator", "contacts", INFO_PAGE_SEGMENT, "404"] as const;

/**
 * First path segments a category slug may not take: the fixed routes, the locale prefixes and the content API's
 * `api` (the source plugin refuses such content).
 */
export const RESERVED_SEGMENTS: readonly string[] = [...FIXED_SEGMENTS, ...LOCALES, "api"];

/** The id of a product's article on its subcategory page, the target of its links. */
export const productAnchor = (slug: string) => `product-${slug}`;

export const paths = {
  home: (locale: Locale) => localePrefix(locale) || "/",
  /** The explicit-prefix reading of the Romanian home. */
  homeExplicitRo: () => "/ro",
  blog: (locale: Locale, page = 1) => (page > 1 ? join(locale, "blog", "page", page) : join(locale, "blog")),
  article: (locale: Locale, slug: string) => join(locale, "blog", slug),
  /** The calculator page; with a configuration, the page opens set to it (lib/calculator-link.ts). */
  calculator: (locale: Locale, link?: CalculatorLink | null) => join(locale, "calculator") + calculatorQuery(link),
  contacts: (locale: Locale) => join(locale, "contacts"),
  infoPages: (locale: Locale) => join(locale, INFO_PAGE_SEGMENT),
  infoPage: (locale: Locale, slug: string) => join(locale, INFO_PAGE_SEGMENT, slug),
  category: (locale: Locale, slug: string) => join(locale, slug),
  subcategory: (locale: Locale, categorySlug: string, subcategorySlug: string) =>
    join(locale, categorySlug, subcategorySlug),
  subcategoryProduct: (locale: Locale, categorySlug: string, subcategorySlug: string, productSlug: string) =>
    `${join(locale, categorySlug, subcategorySlug)}#${productAnchor(productSlug)}`,
  /** The site's own lead endpoint (the gateway, docs/leads.md): every kind of lead, in any locale. */
  leadGateway: () => LEAD_GATEWAY_PATH,
  notFound: (locale: Locale) => `${localePrefix(locale)}/404`,
  /** The file the server answers a locale's unknown paths with (Gatsby writes the ro one as /404.html). */
  notFoundFile: (locale: Locale) => NOT_FOUND_FILES[locale],
} as const;

/** The locale a site path belongs to. */
export function localeOfPath(pathname: string): Locale {
  const match = PREFIXED.exec(pathname);
  return (match?.[1] as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** A site path without its locale prefix ("" for a home). */
export const withoutLocalePrefix = (pathname: string) => pathname.replace(PREFIXED, "");

/** Absolute URL of a site path, for canonical and hreflang links. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}

/** Both locales' paths of one page: what hreflang and the language switch need. */
export type Alternates = Record<Locale, string>;

/** The same path in the other locale, by prefix only (for pages that have no twin with its own slug). */
export function switchLocalePath(pathname: string, target: Locale): string {
  const bare = withoutLocalePrefix(pathname) || "/";
  if (target === DEFAULT_LOCALE) return bare;
  return bare === "/" ? localePrefix(target) : `${localePrefix(target)}${bare}`;
}
