import { graphql, Link } from "gatsby";
import { usePage } from "../../lib/i18n";
import { ContentImage } from "../content-image";
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
    <li className="card card--product">
      <ContentImage image={cover?.image} alt={cover?.alt || product.title} className="card__image" />
      <div className="card__body">
        <h3 className="card__title">
          <Link to={to} className="card__link">
            {product.title}
          </Link>
        </h3>
        {product.shortDescription && <p>{product.shortDescription}</p>}
        <Price value={product.priceFrom} unit={product.unit} />
        <span className="card__more" aria-hidden="true">
          {t("common.more")} →
        </span>
      </div>
    </li>
  );
}
