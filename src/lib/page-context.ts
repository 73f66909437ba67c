import type { Alternates } from "./paths";
import type { Locale } from "./locales";

export interface BasePageContext {
  /** The page's locale; also `$locale` in the page queries of the pages whose content is per locale (home, contacts, ...). */
  locale: Locale;
  /** This page's own path (Gatsby reserves `path` in the context). */
  pagePath: string;
  /** This page's path in each locale that has it; the language switch and hreflang read it. */
  alternates: Partial<Alternates>;
  /** Where the canonical link points when it is not the page's own path (the /ro home). */
  canonicalPath?: string;
}
