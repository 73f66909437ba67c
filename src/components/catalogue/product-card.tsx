import { graphql } from "gatsby";
import { usePage } from "../../lib/i18n";
import { Card } from "../card";
import { Price } from "./price";

export const productCardFragment = graphql`
  fragment ProductCard on ContentProduct {
    remoteId
    title
    slug
    shortDescription
    priceFrom
    unit
    images {
      alt
      image {
        localFile {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  }
`;

export function ProductCard({ product, to }: { product: Queries.ProductCardFragment; to: string }) {
  const { t } = usePage();
  const cover = product.images[0];
  return (
    <Card
      title={product.title}
      to={to}
      image={cover?.image}
      imageAlt={cover?.alt ?? undefined}
      heading="h3"
      className="card--product"
      more={t("common.more")}
    >
      {product.shortDescription && <p>{product.shortDescription}</p>}
      <Price value={product.priceFrom} unit={product.unit} />
    </Card>
  );
}
