import { RequestButton } from "../components/request-button";
import { Link, navigate, type HeadProps, type PageProps } from "gatsby";
import { useEffect } from "react";
import { usePage, useTranslator } from "../lib/i18n";
import { ErrorIllustration } from "../components/error-illustration";
import { PhoneInText } from "../components/phone-in-text";
import { Layout } from "../shell/layout";
import { Seo } from "../components/seo";
import { useShellData } from "../shell/use-shell-data";
import { localeSlugRedirect } from "../lib/locale-slugs";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";
import { paths } from "../lib/paths";

export default function NotFoundPage({ pageContext, location }: PageProps<object, BasePageContext>) {
  const { t } = usePage();
  const locale = pageContext.locale;
  const { categories, site } = useShellData(locale);
  const phone = site?.phone ?? null;
  // Where the server could not answer the locale URL check with a 301, the browser does it.
  useEffect(() => {
    const target = localeSlugRedirect(location.pathname, categories);
    if (target) void navigate(target + location.search, { replace: true });
  }, [categories, location.pathname, location.search]);
  return (
    <Layout>
      <section className="error-page container" aria-labelledby="error-title">
        <ErrorIllustration />
        <div className="error-page__text">
          <p className="error-page__code">{t("error.code", { code: 404 })}</p>
          <h1 id="error-title">{t("error.notFoundLocal")}</h1>
          <p className="error-page__status" lang="en">
            This page could not be found
          </p>
          <p>{t("error.hint")}</p>
          <div className="actions">
            <Link className="button button--primary" to={paths.home(locale)}>
              {t("error.home")}
            </Link>
            <RequestButton dialog="consultation" place="error-page" className="button button--ghost">
              {t("error.consultation")}
            </RequestButton>
          </div>
          {/* Where a visitor who came for a price or the office can go on from here, and the number the hint offers. */}
          <ul className="error-page__links">
            {phone && (
              <li>
                <a href={`tel:${phone.number}`}>
                  <PhoneInText template={t("error.call")} phone={phone} />
                </a>
              </li>
            )}
            <li>
              <Link to={paths.calculator(locale)}>{t("error.calculator")}</Link>
            </li>
            <li>
              <Link to={paths.contacts(locale)}>{t("error.contacts")}</Link>
            </li>
          </ul>
        </div>
      </section>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, BasePageContext>) {
  const t = useTranslator(pageContext.locale);
  const seo = pageSeo(pageContext, t);
  return (
    // The 404 status already keeps this page out of search results.
    <Seo {...seo} title={t("pages.notFoundTitle")} description={t("error.hint")} />
  );
}
