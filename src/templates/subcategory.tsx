import { graphql, type HeadProps, type PageProps } from "gatsby";
import { usePage, useTranslator } from "../lib/i18n";
import { ProductDetails } from "../components/catalogue/product-details";
import { PageHero } from "../components/page-hero";
import { Layout } from "../shell/layout";
import { Seo } from "../components/seo";
import { withHome } from "../lib/crumbs";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";
import { paths } from "../lib/paths";
import { productJsonLd } from "../lib/structured-data";

type Context = BasePageContext & { id: string };

export default function SubcategoryPage({ data, pageContext }: PageProps<Queries.SubcategoryByIdQuery, Context>) {
  const { t } = usePage();
  const sub = data.contentSubcategory;
  const locale = pageContext.locale;
  if (!sub) return null;
  const categoryPath = paths.category(locale, sub.category.slug);
  return (
    <Layout
      breadcrumbs={[{ label: sub.category.title, to: categoryPath }, { label: sub.title }]}
      request={{ kind: "measurement" }}
    >
      <PageHero title={sub.title} description={sub.description} image={sub.image} />
      <section className="section container" aria-labelledby="products-title">
        <h2 id="products-title">{t("catalogue.products")}</h2>
        {sub.products.length === 0 ? (
          <p>{t("catalogue.noProducts")}</p>
        ) : (
          sub.products.map((product) => <ProductDetails key={product.remoteId} product={product} />)
        )}
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.SubcategoryByIdQuery, Context>) {
  const t = useTranslator(pageContext.locale);
  const sub = data.contentSubcategory;
  if (!sub) return null;
  const seo = pageSeo(pageContext, t);
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  return (
    <Seo
      {...seo}
      title={`${sub.title} — ${sub.category.title}`}
      description={sub.description}
      keywords={sub.products.map((product) => product.title).join(", ")}
      image={sub.image?.localFile?.publicURL}
      breadcrumbs={withHome(t, seo.locale, [
        { label: sub.category.title, to: paths.category(seo.locale, sub.category.slug) },
        { label: sub.title, to: seo.path },
      ])}
      jsonLd={sub.products.map((product) => productJsonLd(siteUrl, seo.brand, seo.path, product))}
    />
  );
}

export const query = graphql`
  query SubcategoryById($id: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    contentSubcategory(id: { eq: $id }) {
      title
      slug
      description
      image {
        localFile {
          publicURL
          childImageSharp {
            gatsbyImageData(width: 720, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
          }
        }
      }
      category {
        title
        slug
      }
      products {
        ...ProductDetails
      }
    }
  }
`;
