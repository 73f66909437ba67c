import type { Alternates } from "./paths";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

/** What gatsby-plugin-react-i18next reads from a page's context; set here so the plugin leaves our pages alone. */
export interface I18nContext {
  language: Locale;
  languages: Locale[];
  defaultLanguage: Locale;
  generateDefaultLanguagePage: boolean;
  routed: boolean;
  originalPath: string;
  path: string;
}

export interface BasePageContext {
  /** The page's locale; also `$language` in every page query (translations). */
  language: Locale;
  /** This page's path in each locale that has it; the language switch and hreflang read it. */
  alternates: Partial<Alternates>;
  /** Where the canonical link points when it is not the page's own path (the /ro home). */
  canonicalPath?: string;
  i18n: I18nContext;
}

export function i18nContext(locale: Locale, path: string): I18nContext {
  return {
    language: locale,
    languages: [...LOCALES],
    defaultLanguage: DEFAULT_LOCALE,
    generateDefaultLanguagePage: false,
    routed: locale !== DEFAULT_LOCALE,
    originalPath: locale === DEFAULT_LOCALE ? path : path.replace(/^\/ru(?=\/|$)/, "") || "/",
    path,
  };
}
