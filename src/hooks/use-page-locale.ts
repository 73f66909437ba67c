import { createContext, useContext } from "react";
import type { Locale } from "../lib/locales";
import type { Alternates } from "../lib/paths";

export interface PageLocale {
  locale: Locale;
  alternates: Partial<Alternates>;
}

export const PageLocaleContext = createContext<PageLocale>({ locale: "ro", alternates: {} });

/** The current page's locale and its paths in both locales (set by the layout from the page context). */
export const usePageLocale = () => useContext(PageLocaleContext);
