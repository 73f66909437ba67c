import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { usePage } from "../lib/i18n";
import { ContentImage } from "../components/content-image";
import { Layout } from "../shell/layout";
import { Seo } from "../components/seo";
import { withHome } from "../lib/crumbs";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";
import { paths } from "../lib/paths";
import { translatorFrom } from "../lib/translate";

export default function InfoIndexPage({ data, pageContext }: PageProps<Queries.InfoIndexQuery, BasePageContext>) {
  const { t } = usePage();
  const locale = pageContext.locale;
  return (
    <Layout breadcrumbs={[{ label: t("nav.infoPages") }]}>
      <section className="section container" aria-labelledby="info-index-title">
        <h1 id="info-index-title">{t("pages.infoPagesTitle")}</h1>
        <p className="lead">{t("pages.infoPagesDescription")}</p>
        <ul className="card-grid">
          {data.allContentInfoPage.nodes.map((page) => (
            <li key={page.remoteId} className="card">
              <ContentImage image={page.image} alt={page.title} className="card__image" />
              <div className="card__body">
                <h2 className="card__title">
                  <Link to={paths.infoPage(locale, page.slug)} className="card__link">
                    {page.title}
                  </Link>
                </h2>
                {page.seoDescription && <p>{page.seoDescription}</p>}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.InfoIndexQuery, BasePageContext>) {
  const t = translatorFrom(data.locales);
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
    locales: allLocale(filter: { locale: { eq: $locale } }) {
      ...LocaleStrings
    }
  }
`;
