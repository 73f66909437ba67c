import { graphql, useStaticQuery } from "gatsby";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import type { Alternates } from "./paths";
import { translatorFromJson, type Translate } from "./translate";

/**
 * The one page context, set by wrapPageElement from the page's own context: its locale, its paths in each locale (the
 * language switch and hreflang), and its strings. The client needs no i18n library: this context and lib/translate
 * are the whole of it (i18next and react-i18next would cost ~20 KB gzip on every page).
 */
export interface Page {
  locale: Locale;
  alternates: Partial<Alternates>;
  t: Translate;
  /** The 404 page, shown at whatever missing path was asked for. */
  errorPage?: boolean;
}

const PageContext = createContext<Page>({ locale: DEFAULT_LOCALE, alternates: {}, t: (key) => key });

export function PageProvider({
  t,
  locale,
  alternates,
  errorPage = false,
  children,
}: {
  t: Translate;
  locale: Locale;
  alternates: Partial<Alternates>;
  errorPage?: boolean;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, alternates, t, errorPage }), [locale, alternates, t, errorPage]);
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export const usePage = () => useContext(PageContext);

/**
 * The translator of `locale`, for wrapPageElement and each template's Head (which renders outside the page context).
 * The strings come from a static query holding both locales' files, not from every page query: a browser fetches them
 * once and keeps them for the tab's life, and no page's page-data carries them, which at 10,000 pages is most of what
 * the build would query, write, read back for the HTML and compress (docs/scale.md#per-page-cost). A release with changed strings reaches open tabs through the service worker's stamp
 * of the static query data (docs/service-worker.md).
 */
export function useTranslator(locale: Locale): Translate {
  const data = useStaticQuery<Queries.TranslationsQuery>(graphql`
    query Translations {
      allLocale(filter: { ns: { eq: "translation" } }) {
        nodes {
          locale
          data
        }
      }
    }
  `);
  const json = data.allLocale.nodes.find((node) => node.locale === locale)?.data;
  return translatorFromJson(json, locale);
}
