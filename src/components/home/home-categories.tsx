import { graphql } from "gatsby";
import { CARD_COLUMNS, balancedGridStyle } from "../../lib/balanced-grid";
import { usePage } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { Price } from "../catalogue/price";
import { Card } from "../card";

export const homeCategoryFragment = graphql`
  fragment HomeCategoryItem on ContentHomeCategory {
    remoteId
    title
    description
    priceFrom
    category {
      slug
    }
    subcategory {
      slug
    }
    image {
      localFile {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`;

export function HomeCategories({ items }: { items: readonly Queries.HomeCategoryItemFragment[] }) {
  const { t, locale } = usePage();
  const linked = items.filter((item) => item.category);
  if (linked.length === 0) return null;
  return (
    <section className="section container" aria-labelledby="home-categories-title">
      <h2 id="home-categories-title">{t("home.categories")}</h2>
      <ul
        className="card-grid card-grid--rows balanced-grid"
        style={balancedGridStyle(linked.length, CARD_COLUMNS, true)}
      >
        {linked.map((item) => {
          const categorySlug = item.category?.slug as string;
          const to = item.subcategory
            ? paths.subcategory(locale, categorySlug, item.subcategory.slug)
            : paths.category(locale, categorySlug);
          return (
            <Card key={item.remoteId} title={item.title} to={to} image={item.image} heading="h3">
              {item.description && <p>{item.description}</p>}
              <Price value={item.priceFrom} />
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
