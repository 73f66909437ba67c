import { graphql, type HeadProps, type PageProps } from "gatsby";
import { usePage, useTranslator } from "../lib/i18n";
import { ContentImage } from "../components/content-image";
import { Layout } from "../shell/layout";
import { Seo } from "../components/seo";
import { withHome } from "../lib/crumbs";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";
import { paths } from "../lib/paths";

type Context = BasePageContext & { id: string };

/** Spec: 'Loading...' while the content is empty, 'Page not found' as the title when it could not be fetched. */
export default function InfoPage({ data, pageContext }: PageProps<Queries.InfoPageByIdQuery, Context>) {
  const { t } = usePage();
  const page = data.contentInfoPage;
  const locale = pageContext.locale;
  const title = page?.title ?? t("common.pageNotFound");
  return (
    <Layout
      breadcrumbs={[{ label: t("nav.infoPages"), to: paths.infoPages(locale) }, { label: title }]}
      request={{ kind: "consultation" }}
    >
      <article className="info-page container" aria-labelledby="info-title">
        <h1 id="info-title">{title}</h1>
        {page && <ContentImage image={page.image} alt={page.title} className="info-page__image" eager />}
        {page &&
          (page.content.trim() ? (
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.content }} />
          ) : (
            <p role="status">{t("common.loading")}</p>
          ))}
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.InfoPageByIdQuery, Context>) {
  const t = useTranslator(pageContext.locale);
  const page = data.contentInfoPage;
  const seo = pageSeo(pageContext, t);
  const title = page?.title ?? t("common.pageNotFound");
  return (
    <Seo
      {...seo}
      title={page?.seoTitle || title}
      description={page?.seoDescription}
      keywords={page?.seoKeyword}
      image={page?.image?.localFile?.publicURL}
      breadcrumbs={withHome(t, seo.locale, [
        { label: t("nav.infoPages"), to: paths.infoPages(seo.locale) },
        { label: title, to: seo.path },
      ])}
    />
  );
}

export const query = graphql`
  query InfoPageById($id: String!) {
    contentInfoPage(id: { eq: $id }) {
      title
      content
      seoTitle
      seoDescription
      seoKeyword
      image {
        localFile {
          publicURL
          childImageSharp {
            gatsbyImageData(width: 960, aspectRatio: 2.4, placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  }
`;
