import { graphql, type HeadProps, type PageProps } from "gatsby";
import { usePage, useTranslator } from "../lib/i18n";
import { Layout } from "../shell/layout";
import { Seo } from "../components/seo";
import { Calculator, calculatorData } from "../features/calculator";
import { WidgetBoundary } from "../components/widget-boundary";
import { useShellData } from "../shell/use-shell-data";
import { withHome } from "../lib/crumbs";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";

export default function CalculatorPage({ data, pageContext }: PageProps<Queries.CalculatorPageQuery, BasePageContext>) {
  const { t } = usePage();
  const locale = pageContext.locale;
  const { site } = useShellData(locale);
  const calculator = calculatorData(data, locale);
  return (
    <Layout breadcrumbs={[{ label: t("nav.calculator") }]}>
      <section className="section container" aria-labelledby="calculator-title">
        <h1 id="calculator-title">{t("pages.calculatorTitle")}</h1>
        <WidgetBoundary name="calculator">
          <Calculator
            data={calculator}
            idPrefix="calculator-page"
            privacyPolicy={site?.privacyPolicy ?? null}
            phone={site?.phone ?? null}
            linked
          />
        </WidgetBoundary>
      </section>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<Queries.CalculatorPageQuery, BasePageContext>) {
  const t = useTranslator(pageContext.locale);
  const seo = pageSeo(pageContext, t);
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
  query CalculatorPage($locale: String!) {
    contentCalculator(locale: { eq: $locale }) {
      config {
        ...CalculatorPriceList
      }
    }
    credit: contentOffer(locale: { eq: $locale }, kind: { eq: "credit" }) {
      credit {
        months
        bank
        annual_rate_percent
        min_total
      }
    }
    gift: contentOffer(locale: { eq: $locale }, kind: { eq: "gift" }) {
      gift {
        extra
        min_quantity
      }
    }
    presetProducts: allContentProduct(
      filter: { locale: { eq: $locale }, calculator: { product: { ne: null } } }
      sort: { remoteId: ASC }
    ) {
      nodes {
        remoteId
        title
        slug
        subcategory {
          slug
          category {
            slug
          }
        }
      }
    }
  }
`;
