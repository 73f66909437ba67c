import { graphql, type HeadProps, type PageProps } from "gatsby";
import { usePage, useTranslator } from "../lib/i18n";
import { Card } from "../components/card";
import { Layout } from "../shell/layout";
import { Seo } from "../components/seo";
import { withHome } from "../lib/crumbs";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";
import { paths } from "../lib/paths";
import { CARD_COLUMNS, balancedGridStyle } from "../lib/balanced-grid";

export default function InfoIndexPage({ data, pageContext }: PageProps<Queries.InfoIndexQuery, BasePageContext>) {
  const { t } = usePage();
  const locale = pageContext.locale;
  return (
    <Layout breadcrumbs={[{ label: t("nav.infoPages") }]}>
      <section className="section container" aria-labelledby="info-index-title">
        <h1 id="info-index-title">{t("pages.infoPagesTitle")}</h1>
        <p className="lead">{t("pages.infoPagesDescription")}</p>
        <ul
          className="card-grid balanced-grid"
          style={balancedGridStyle(data.allContentInfoPage.nodes.length, CARD_COLUMNS, true)}
        >
          {data.allContentInfoPage.nodes.map((page) => (
            <Card
              key={page.remoteId}
              title={page.title}
              to={paths.infoPage(locale, page.slug)}
              image={page.image}
              heading="h2"
            >
              {page.seoDescription && <p>{page.seoDescription}</p>}
            </Card>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<Queries.InfoIndexQuery, BasePageContext>) {
  const t = useTranslator(pageContext.locale);
  const seo = pageSeo(pageContext, t);
  return (
    <Seo
      {...seo}
      title={t("pages.infoPagesTitle")}
      description={t("pages.infoPagesDescription")}
      breadcrumbs={withHome(t, seo.locale, [{ label: t("nav.infoPages"), to: seo.path }])}
    />
  );
}

export const query = graphql`
  query InfoIndex($locale: String!) {
    allContentInfoPage(filter: { locale: { eq: $locale } }, sort: { remoteId: ASC }) {
      nodes {
        remoteId
        title
        slug
        seoDescription
        image {
          localFile {
            childImageSharp {
              gatsbyImageData(width: 480, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
            }
          }
        }
      }
    }
  }
`;
