import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { usePage, useTranslator } from "../lib/i18n";
import { CARD_COLUMNS, balancedGridStyle } from "../lib/balanced-grid";
import { ArticleCard } from "../components/blog/article-card";
import { Layout } from "../shell/layout";
import { Seo } from "../components/seo";
import { withHome } from "../lib/crumbs";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";
import { paths } from "../lib/paths";

type Context = BasePageContext & { articleIds: string[]; page: number; pageCount: number };

export default function BlogListPage({ data, pageContext }: PageProps<Queries.BlogListQuery, Context>) {
  const { t } = usePage();
  const { locale, page, pageCount } = pageContext;
  const crumbs =
    page > 1
      ? [{ label: t("nav.blog"), to: paths.blog(locale) }, { label: t("common.pageOf", { page, count: pageCount }) }]
      : [{ label: t("nav.blog") }];
  return (
    <Layout breadcrumbs={crumbs} request={{ kind: "consultation" }}>
      <section className="section container" aria-labelledby="blog-title">
        <h1 id="blog-title">{page > 1 ? t("pages.blogPageTitle", { page }) : t("pages.blogTitle")}</h1>
        <p className="lead">{t("pages.blogDescription")}</p>
        <ul className="card-grid balanced-grid" style={balancedGridStyle(data.articles.length, CARD_COLUMNS, true)}>
          {data.articles.map((article, index) => (
            <ArticleCard key={article.remoteId} article={article} eager={index === 0} />
          ))}
        </ul>
        <nav className="pagination" aria-label={t("common.pagination")}>
          {page > 1 ? (
            <Link to={paths.blog(locale, page - 1)} rel="prev" className="button button--ghost">
              ← {t("common.previous")}
            </Link>
          ) : (
            <span />
          )}
          <p className="pagination__status">{t("common.pageOf", { page, count: pageCount })}</p>
          {page < pageCount ? (
            <Link to={paths.blog(locale, page + 1)} rel="next" className="button button--ghost">
              {t("common.next")} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      </section>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<Queries.BlogListQuery, Context>) {
  const t = useTranslator(pageContext.locale);
  const seo = pageSeo(pageContext, t);
  const { page, pageCount } = pageContext;
  const title = page > 1 ? t("pages.blogPageTitle", { page }) : t("pages.blogTitle");
  const trail =
    page > 1
      ? [
          { label: t("nav.blog"), to: paths.blog(seo.locale) },
          { label: t("common.pageOf", { page, count: pageCount }), to: seo.path },
        ]
      : [{ label: t("nav.blog"), to: seo.path }];
  return (
    <Seo {...seo} title={title} description={t("pages.blogDescription")} breadcrumbs={withHome(t, seo.locale, trail)}>
      {page > 1 && <link rel="prev" href={paths.blog(seo.locale, page - 1)} />}
      {page < pageCount && <link rel="next" href={paths.blog(seo.locale, page + 1)} />}
    </Seo>
  );
}

export const query = graphql`
  query BlogList($articleIds: [String!]!) {
    # By id, not allContentArticle(skip, limit): the page then depends only on its own articles (gatsby/article-list.ts).
    articles: contentArticlesById(ids: $articleIds) {
      ...ArticleCard
    }
  }
`;
