import { DialogButton } from "../features/dialogs/dialog-button";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { withHome } from "../lib/crumbs";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";
import { translatorFrom } from "../lib/translate";

export default function CalculatorPage({ pageContext }: PageProps<Queries.CalculatorPageQuery, BasePageContext>) {
  const { t } = useTranslation();
  return (
    <Layout
      locale={pageContext.language}
      alternates={pageContext.alternates}
      breadcrumbs={[{ label: t("nav.calculator") }]}
    >
      <section className="section container" aria-labelledby="calculator-title">
        <h1 id="calculator-title">{t("pages.calculatorTitle")}</h1>
        <p className="lead">{t("pages.calculatorDescription")}</p>
        <p>{t("placeholder.calculator")}</p>
        <DialogButton dialog="consultation" className="button button--primary">
          {t("common.orderConsultation")}
        </DialogButton>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CalculatorPageQuery, BasePageContext>) {
  const t = translatorFrom(data.locales);
  const seo = pageSeo(pageContext);
  return (
    <Seo
      {...seo}
      title={t("pages.calculatorTitle")}
      description={t("pages.calculatorDescription")}
      breadcrumbs={withHome(t, seo.locale, [{ label: t("nav.calculator"), to: seo.path }])}
    />
  );
}

export const query = graphql`
  query CalculatorPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleStrings
    }
  }
`;
