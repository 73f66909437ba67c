import { graphql, type HeadProps, type PageProps } from "gatsby";
import { usePage, useTranslator } from "../lib/i18n";
import { CARD_COLUMNS, balancedGridStyle } from "../lib/balanced-grid";
import { Card } from "../components/card";
import { PageHero } from "../components/page-hero";
import { Layout } from "../shell/layout";
import { ProductCard } from "../components/catalogue/product-card";
import { FinishedWork } from "../components/proof/finished-work";
import { Seo } from "../components/seo";
import { withHome } from "../lib/crumbs";
import type { BasePageContext } from "../lib/page-context";
import { pageSeo } from "../lib/page-seo";
import { paths } from "../lib/paths";
import { itemList } from "../lib/structured-data";

type Context = BasePageContext & { id: string };

export default function CategoryPage({ data, pageContext }: PageProps<Queries.CategoryByIdQuery, Context>) {
  const { t } = usePage();
  const category = data.contentCategory;
  const locale = pageContext.locale;
  if (!category) return null;
  return (
    <Layout breadcrumbs={[{ label: category.title }]} request={{ kind: "measurement" }}>
      <PageHero title={category.title} description={category.description} image={category.image} />

      {category.subcategories.length > 0 && (
        <section className="section container" aria-labelledby="subcategories-title">
          <h2 id="subcategories-title">{t("catalogue.subcategories")}</h2>
          <ul
            className="card-grid card-grid--rows balanced-grid"
            style={balancedGridStyle(category.subcategories.length, CARD_COLUMNS, true)}
          >
            {category.subcategories.map((sub) => (
              <Card
                key={sub.remoteId}
                title={sub.title}
                to={paths.subcategory(locale, category.slug, sub.slug)}
                image={sub.image}
                heading="h3"
              >
                {sub.description && <p>{sub.description}</p>}
                <p className="card__meta">{t("catalogue.productCount", { count: sub.products.length })}</p>
              </Card>
            ))}
          </ul>
        </section>
      )}

      {category.subcategories
        .filter((sub) => sub.products.length > 0)
        .map((sub) => (
          <section key={sub.remoteId} className="section container" aria-labelledby={`products-${sub.slug}`}>
            <h2 id={`products-${sub.slug}`}>{sub.title}</h2>
            <ul
              className="card-grid card-grid--products card-grid--text-rows balanced-grid"
              style={balancedGridStyle(sub.products.length, CARD_COLUMNS, true)}
            >
              {sub.products.map((product) => (
                <ProductCard
                  key={product.remoteId}
                  product={product}
                  to={paths.subcategoryProduct(locale, category.slug, sub.slug, product.slug)}
                />
              ))}
            </ul>
          </section>
        ))}

      <FinishedWork
        works={data.allContentFinishedWork.nodes}
        title={t("proof.categoryWork", { category: category.title })}
        id="category-work-title"
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.CategoryByIdQuery, Context>) {
  const t = useTranslator(pageContext.locale);
  const category = data.contentCategory;
  if (!category) return null;
  const seo = pageSeo(pageContext, t);
  const products = category.subcategories.flatMap((sub) =>
    sub.products.map((product) => ({
      name: product.title,
      path: paths.subcategoryProduct(seo.locale, category.slug, sub.slug, product.slug),
    })),
  );
  return (
    <Seo
      {...seo}
      title={category.seoTitle || category.title}
      description={category.seoDescription || category.description}
      keywords={category.seoKeyword}
      image={category.image?.localFile?.publicURL}
      breadcrumbs={withHome(t, seo.locale, [{ label: category.title, to: seo.path }])}
      jsonLd={[itemList(data.site?.siteMetadata?.siteUrl ?? "", category.title, products)]}
    />
  );
}

export const query = graphql`
  query CategoryById($id: String!) {
    allContentFinishedWork(filter: { category: { id: { eq: $id } } }, sort: { date: DESC }, limit: 6) {
      nodes {
        ...FinishedWorkItem
      }
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
    contentCategory(id: { eq: $id }) {
      title
      slug
      description
      seoTitle
      seoDescription
      seoKeyword
      image {
        localFile {
          publicURL
          childImageSharp {
            gatsbyImageData(width: 720, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
          }
        }
      }
      subcategories {
        remoteId
        title
        slug
        description
        image {
          localFile {
            childImageSharp {
              gatsbyImageData(width: 480, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
            }
          }
        }
        products {
          ...ProductCard
        }
      }
    }
  }
`;
