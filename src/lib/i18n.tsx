import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import type { Alternates } from "./paths";
import { translatorFrom, type LocaleEdges, type Translate } from "./translate";

/**
 * The one page context, set by wrapPageElement from the page's own context and query: its locale, its paths in each
 * locale (the language switch and hreflang), and its strings. Each page query brings its locale's translation file
 * (`locales`), so a page ships only its own language and the client needs no i18n library: this context and
 * lib/translate are the whole of it (i18next and react-i18next would cost ~20 KB gzip on every page).
 */
export interface Page {
  locale: Locale;
  alternates: Partial<Alternates>;
  t: Translate;
}

const PageContext = createContext<Page>({ locale: DEFAULT_LOCALE, alternates: {}, t: (key) => key });

export function PageProvider({
  locales,
  locale,
  alternates,
  children,
}: {
  locales: LocaleEdges | null | undefined;
  locale: Locale;
  alternates: Partial<Alternates>;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ locale, alternates, t: translatorFrom(locales, locale) }),
    [locales, locale, alternates],
  );
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export const usePage = () => useContext(PageContext);
