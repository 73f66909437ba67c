import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { I18nProvider } from "./i18n";
import { isLocale, DEFAULT_LOCALE } from "./locales";
import type { LocaleEdges } from "./translate";

type WrapArgs =
  | Parameters<NonNullable<GatsbyBrowser["wrapPageElement"]>>[0]
  | Parameters<NonNullable<GatsbySSR["wrapPageElement"]>>[0];

/** Every page gets its language's strings from its own query (`locales`). */
export function wrapPageElement({ element, props }: WrapArgs) {
  const data = props.data as { locales?: LocaleEdges } | undefined;
  const context = props.pageContext as { language?: unknown };
  const language = isLocale(context.language) ? context.language : DEFAULT_LOCALE;
  return (
    <I18nProvider locales={data?.locales} language={language}>
      {element}
    </I18nProvider>
  );
}
