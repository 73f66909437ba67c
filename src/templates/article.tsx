import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { usePage, useTranslator } from "../lib/i18n";
import { ImageCarousel } from "../components/blog/image-carousel";
import { ContentImage } from "../components/content-image";
import { Layout } from "../shell/layout";
import { Seo } from "../components/seo";
import { withHome } from "../lib/crumbs";
import { formatDate } from "../lib/format";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";
import { absoluteUrl, paths } from "../lib/paths";

/** Neighbour ids are "" when there is none (an empty id matches no node). */
type Context = BasePageContext & { id: string; newerId: string; olderId: string };

export default function ArticlePage({ data, pageContext }: PageProps<Queries.ArticleByIdQuery, Context>) {
  const { t } = usePage();
  const article = data.article;
  const locale = pageContext.locale;
  if (!article) return null;
  return (
    <Layout
      breadcrumbs={[{ label: t("nav.blog"), to: paths.blog(locale) }, { label: article.title }]}
      request={{ kind: "consultation" }}
    >
      <article className="article container" aria-labelledby="article-title">
        <header className="article__header">
          <h1 id="article-title">{article.title}</h1>
          <p className="article__meta">
            <time dateTime={article.createdAt}>{formatDate(article.createdAt, locale)}</time>
            {article.author && <span> · {article.author}</span>}
            {article.readingTime && <span> · {t("blog.readingTime", { count: article.readingTime })}</span>}
          </p>
          {article.shortDescription && <p className="lead">{article.shortDescription}</p>}
        </header>
        <ContentImage image={article.image} alt={article.title} className="article__image" eager />
        <div className="rich-text article__body" dangerouslySetInnerHTML={{ __html: article.content }} />
        {article.carouselImages.length > 0 && (
          <ImageCarousel
            label={t("blog.gallery")}
            images={article.carouselImages.map((item) => ({ image: item.image, alt: item.alt || article.title }))}
          />
        )}
        <nav className="article__neighbours" aria-label={t("blog.neighbours")}>
          {data.newer && (
            <Link to={paths.article(locale, data.newer.slug)} rel="prev" className="neighbour">
              <span className="neighbour__label">← {t("blog.newer")}</span>
              <span className="neighbour__title">{data.newer.title}</span>
            </Link>
          )}
          {data.older && (
            <Link to={paths.article(locale, data.older.slug)} rel="next" className="neighbour neighbour--older">
              <span className="neighbour__label">{t("blog.older")} →</span>
              <span className="neighbour__title">{data.older.title}</span>
            </Link>
          )}
        </nav>
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ArticleByIdQuery, Context>) {
  const t = useTranslator(pageContext.locale);
  const article = data.article;
  if (!article) return null;
  const seo = pageSeo(pageContext, t);
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  const image = article.image?.localFile?.publicURL;
  return (
    <Seo
      {...seo}
      type="article"
      title={article.seoTitle || article.title}
      description={article.seoDescription || article.shortDescription}
      keywords={article.seoKeyword}
      image={image}
      breadcrumbs={withHome(t, seo.locale, [
        { label: t("nav.blog"), to: paths.blog(seo.locale) },
        { label: article.title, to: seo.path },
      ])}
      jsonLd={[
        {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: article.title,
          ...(article.shortDescription ? { description: article.shortDescription } : {}),
          datePublished: article.createdAt,
          inLanguage: seo.locale,
          mainEntityOfPage: absoluteUrl(siteUrl, seo.path),
          ...(image ? { image: absoluteUrl(siteUrl, image) } : {}),
          ...(article.author ? { author: { "@type": "Person", name: article.author } } : {}),
          publisher: { "@type": "Organization", name: seo.brand, url: absoluteUrl(siteUrl, "/") },
        },
      ]}
    >
      <meta property="article:published_time" content={article.createdAt} />
    </Seo>
  );
}

export const query = graphql`
  query ArticleById($id: String!, $newerId: String, $olderId: String) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    article: contentArticle(id: { eq: $id }) {
      title
      shortDescription
      content
      createdAt
      author
      readingTime
      seoTitle
      seoDescription
      seoKeyword
      image {
        localFile {
          publicURL
          childImageSharp {
            gatsbyImageData(width: 960, aspectRatio: 1.777, placeholder: DOMINANT_COLOR)
          }
        }
      }
      carouselImages {
        alt
        image {
          localFile {
            childImageSharp {
              gatsbyImageData(width: 960, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
            }
          }
        }
      }
    }
    newer: contentArticle(id: { eq: $newerId }) {
      title
      slug
    }
    older: contentArticle(id: { eq: $olderId }) {
      title
      slug
    }
  }
`;
