import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { ErrorBoundary } from "../components/error-boundary";
import { I18nProvider } from "../lib/i18n";
import { paths } from "../lib/paths";
import { translatorFrom } from "../lib/translate";
import { isLocale, DEFAULT_LOCALE } from "../lib/locales";
import type { LocaleEdges } from "../lib/translate";

type WrapArgs =
  | Parameters<NonNullable<GatsbyBrowser["wrapPageElement"]>>[0]
  | Parameters<NonNullable<GatsbySSR["wrapPageElement"]>>[0];

/** Every page gets its language's strings from its own query (`locales`), and a boundary if rendering fails. */
export function wrapPageElement({ element, props }: WrapArgs) {
  const data = props.data as { locales?: LocaleEdges } | undefined;
  const context = props.pageContext as { language?: unknown };
  const language = isLocale(context.language) ? context.language : DEFAULT_LOCALE;
  const t = translatorFrom(data?.locales, language);
  return (
    <I18nProvider locales={data?.locales} language={language}>
      <ErrorBoundary
        message={t("error.pageFailed")}
        details={(message) => t("error.details", { message })}
        homeLabel={t("error.home")}
        homePath={paths.home(language)}
      >
        {element}
      </ErrorBoundary>
    </I18nProvider>
  );
}
