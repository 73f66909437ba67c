import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { ErrorBoundary } from "../components/error-boundary";
import { PageProvider } from "../lib/i18n";
import { isLocale, DEFAULT_LOCALE } from "../lib/locales";
import type { BasePageContext } from "../lib/page-context";
import { paths } from "../lib/paths";
import { translatorFrom, type LocaleEdges } from "../lib/translate";

type WrapArgs =
  | Parameters<NonNullable<GatsbyBrowser["wrapPageElement"]>>[0]
  | Parameters<NonNullable<GatsbySSR["wrapPageElement"]>>[0];

const NO_ALTERNATES: BasePageContext["alternates"] = {};

/**
 * Every page gets the one page context (locale, alternates and its locale's strings from its own query `locales`),
 * and a boundary if rendering fails.
 */
export function wrapPageElement({ element, props }: WrapArgs) {
  const data = props.data as { locales?: LocaleEdges } | undefined;
  const context = props.pageContext as Partial<Record<keyof BasePageContext, unknown>>;
  const locale = isLocale(context.locale) ? context.locale : DEFAULT_LOCALE;
  const alternates = (context.alternates as BasePageContext["alternates"] | undefined) ?? NO_ALTERNATES;
  const t = translatorFrom(data?.locales, locale);
  // The "error while showing the error page" wording is for the error page itself; any other page says an error
  // occurred. Failures of one widget never get here (WidgetBoundary).
  const isErrorPage = context.pagePath === paths.notFound(locale);
  return (
    <PageProvider locales={data?.locales} locale={locale} alternates={alternates}>
      <ErrorBoundary
        message={t(isErrorPage ? "error.pageFailed" : "error.pageError")}
        details={(message) => t("error.details", { message })}
        homeLabel={t("error.home")}
        homePath={paths.home(locale)}
      >
        {element}
      </ErrorBoundary>
    </PageProvider>
  );
}
