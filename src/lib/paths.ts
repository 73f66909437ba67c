/**
 * Every URL of the site is built here, for both locales: Romanian has no prefix, Russian lives under /ru.
 * Paths never end with a slash (the server answers 301 for one). Nothing else concatenates site URLs.
 */
import type { Locale } from "./locales";

const prefix = (locale: Locale) => (locale === "ro" ? "" : "/ru");
const join = (locale: Locale, ...segments: Array<string | number>) =>
  `${prefix(locale)}/${segments.map((segment) => encodeURIComponent(String(segment))).join("/")}`;

export const INFO_PAGE_SEGMENT = "info-page";

export const paths = {
  home: (locale: Locale) => (locale === "ro" ? "/" : "/ru"),
  /** The explicit-prefix reading of the Romanian home. */
  homeExplicitRo: () => "/ro",
  blog: (locale: Locale, page = 1) => (page > 1 ? join(locale, "blog", "page", page) : join(locale, "blog")),
  article: (locale: Locale, slug: string) => join(locale, "blog", slug),
  calculator: (locale: Locale) => join(locale, "calculator"),
  contacts: (locale: Locale) => join(locale, "contacts"),
  infoPages: (locale: Locale) => join(locale, INFO_PAGE_SEGMENT),
  infoPage: (locale: Locale, slug: string) => join(locale, INFO_PAGE_SEGMENT, slug),
  category: (locale: Locale, slug: string) => join(locale, slug),
  subcategory: (locale: Locale, categorySlug: string, subcategorySlug: string) =>
    join(locale, categorySlug, subcategorySlug),
  notFound: (locale: Locale) => (locale === "ro" ? "/404" : "/ru/404"),
  /** The calculator's price list as a file of its own (written at build), for the dialog on every page. */
  calculatorData: (locale: Locale) => `/data/calculator-${locale}.json`,
} as const;

/** The locale a site path belongs to. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/ru" || pathname.startsWith("/ru/") ? "ru" : "ro";
}

/** Absolute URL of a site path, for canonical and hreflang links. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}

/** Both locales' paths of one page: what hreflang and the language switch need. */
export type Alternates = Record<Locale, string>;

/** The same path in the other locale, by prefix only (for pages that have no twin with its own slug). */
export function switchLocalePath(pathname: string, target: Locale): string {
  const bare = pathname.replace(/^\/ru(?=\/|$)/, "") || "/";
  if (target === "ro") return bare;
  return bare === "/" ? "/ru" : `/ru${bare}`;
}
