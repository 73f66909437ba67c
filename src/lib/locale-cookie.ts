import type { Locale } from "./locales";

/** Spec: the visitor's language choice, kept 365 days, read on the root path only. */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const cookieAttributes = `max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; SameSite=Lax`;

export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; ${cookieAttributes}`;
}

/** A language tag of ours: `ro`, `ru`, or either with a region (`ru-MD`, `ro_RO`). */
const OUR_LANGUAGE = /^(ro|ru)(?:[-_]|$)/i;

/**
 * The locale for a visitor who has not chosen one: the first of the browser's preferred languages that is ours
 * (["en-US", "ru"] is Russian), else Romanian.
 */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const match = OUR_LANGUAGE.exec(language);
    if (match) return match[1]!.toLowerCase() as Locale;
  }
  return "ro";
}

export function cookieLocale(cookie: string): Locale | null {
  const match = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(cookie);
  const value = match?.[1];
  return value === "ro" || value === "ru" ? value : null;
}

/** Set by either copy of the detection once it ran in a document, so that it runs once per page load. */
const DONE_FLAG = "__localeDetected";

/**
 * The root-path language detection: the cookie decides, else the browser's languages in order (then remembered),
 * else Romanian; a Russian visitor on `/` is sent to `/ru`. Runs on `/` only: every other path says its language.
 */
export function detectRootLocale(
  location: Pick<Location, "pathname" | "search" | "hash" | "replace"> = window.location,
) {
  const flags = window as unknown as Record<string, unknown>;
  if (flags[DONE_FLAG]) return;
  flags[DONE_FLAG] = 1;
  let locale = cookieLocale(document.cookie);
  if (!locale) {
    locale = preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language || ""]);
    rememberLocale(locale);
  }
  if (locale === "ru" && location.pathname === "/") location.replace(`/ru${location.search}${location.hash}`);
}

/**
 * `detectRootLocale` as an inline <head> script of the root page, so that a returning Russian visitor never sees
 * the Romanian page paint. The service worker's offline app shell does not carry it; gatsby-browser runs
 * `detectRootLocale` then (the flag keeps the two from both acting on one page). Same logic, tested against each
 * other in locale-cookie.test.ts.
 */
export const localeDetectionScript =
  `(function(){try{if(window.${DONE_FLAG})return;window.${DONE_FLAG}=1;` +
  `var m=document.cookie.match(/(?:^|; )${LOCALE_COOKIE}=([^;]*)/);var l=m&&m[1];` +
  `if(l!=="ro"&&l!=="ru"){var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];` +
  `l="ro";for(var i=0;i<n.length;i++){var c=/${OUR_LANGUAGE.source}/i.exec(n[i]||"");if(c){l=c[1].toLowerCase();break;}}` +
  `document.cookie="${LOCALE_COOKIE}="+l+"; ${cookieAttributes}";}` +
  `if(l==="ru"&&location.pathname==="/"){location.replace("/ru"+location.search+location.hash);}}catch(e){}})();`;
