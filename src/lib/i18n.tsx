import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { translatorFrom, type LocaleEdges, type Translate } from "./translate";

/**
 * The page's language and its strings. Each page query brings its locale's translation file (`locales`), so a page
 * ships only its own language, and the client needs no i18n library: this context and lib/translate are the whole
 * of it (i18next and react-i18next would cost ~20 KB gzip on every page).
 */
interface I18n {
  t: Translate;
  language: Locale;
}

const I18nContext = createContext<I18n>({ t: (key) => key, language: DEFAULT_LOCALE });

export function I18nProvider({
  locales,
  language,
  children,
}: {
  locales: LocaleEdges | null | undefined;
  language: Locale;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ t: translatorFrom(locales, language), language }), [locales, language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useTranslation = () => useContext(I18nContext);
