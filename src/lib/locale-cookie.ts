import type { Locale } from "./locales";

/** Spec: the visitor's language choice, kept 365 days, read on the root path only. */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; SameSite=Lax`;
}

/**
 * Runs in <head> of the root page before anything is painted, so a returning Russian visitor never sees the
 * Romanian page: the cookie decides, else the browser's language (then remembered), else Romanian.
 */
export const localeDetectionScript = `(function(){try{var m=document.cookie.match(/(?:^|; )${LOCALE_COOKIE}=([^;]*)/);var l=m&&decodeURIComponent(m[1]);if(l!=="ro"&&l!=="ru"){var n=(navigator.languages&&navigator.languages[0])||navigator.language||"";l=/^ru\\b/i.test(n)?"ru":"ro";document.cookie="${LOCALE_COOKIE}="+l+"; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; SameSite=Lax";}if(l==="ru"&&location.pathname==="/"){location.replace("/ru"+location.search+location.hash);}}catch(e){}})();`;
