import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import type { ReactNode } from "react";
import { ErrorBoundary } from "../components/error-boundary";
import { PageProvider, useTranslator } from "../lib/i18n";
import { isLocale, DEFAULT_LOCALE, type Locale } from "../lib/locales";
import type { BasePageContext } from "../lib/page-context";
import { paths } from "../lib/paths";

type WrapArgs =
  | Parameters<NonNullable<GatsbyBrowser["wrapPageElement"]>>[0]
  | Parameters<NonNullable<GatsbySSR["wrapPageElement"]>>[0];

const NO_ALTERNATES: BasePageContext["alternates"] = {};

/**
 * Every page gets the one page context (locale and alternates from its own context, its locale's strings from
 * lib/i18n's static query), and a boundary if rendering fails.
 */
export function wrapPageElement({ element, props }: WrapArgs) {
  const context = props.pageContext as Partial<Record<keyof BasePageContext, unknown>>;
  const locale = isLocale(context.locale) ? context.locale : DEFAULT_LOCALE;
  const alternates = (context.alternates as BasePageContext["alternates"] | undefined) ?? NO_ALTERNATES;
  const isErrorPage = context.pagePath === paths.notFound(locale);
  return (
    <PageRoot locale={locale} alternates={alternates} isErrorPage={isErrorPage}>
      {element}
    </PageRoot>
  );
}

function PageRoot({
  locale,
  alternates,
  isErrorPage,
  children,
}: {
  locale: Locale;
  alternates: BasePageContext["alternates"];
  isErrorPage: boolean;
  children: ReactNode;
}) {
  const t = useTranslator(locale);
  // The "error while showing the error page" wording is for the error page itself; any other page says an error
  // occurred. Failures of one widget never get here (WidgetBoundary).
  return (
    <PageProvider t={t} locale={locale} alternates={alternates} errorPage={isErrorPage}>
      <ErrorBoundary
        message={t(isErrorPage ? "error.pageFailed" : "error.pageError")}
        details={(reference) => t("error.details", { reference })}
        homeLabel={t("error.home")}
        homePath={paths.home(locale)}
      >
        {children}
      </ErrorBoundary>
    </PageProvider>
  );
}
