import { graphql } from "gatsby";
import type { CalculatorPresetField } from "../../../contract/browser";
import { usePage } from "../../lib/i18n";
import { productAnchor } from "../../lib/paths";
import { ActionPair } from "../action-pair";
import { ContentImage } from "../content-image";
import { Price } from "./price";

export const productDetailsFragment = graphql`
  fragment ProductDetails on ContentProduct {
    remoteId
    title
    slug
    shortDescription
    description
    priceFrom
    unit
    images {
      alt
      image {
        localFile {
          publicURL
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.5, placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
    benefits {
      title
      description
    }
    characteristics {
      name
      value
    }
    calculator {
      product
      sections
      openings
      profile
      glazing
      colour
      width
      height
      door_width
      window_height
      top_light
      extras
      installation
      removal
      quantity
    }
  }
`;

// The fragment asks for every field of the contract's preset (a GraphQL query is static text, so it lists them).
({}) as NonNullable<Queries.ProductDetailsFragment["calculator"]> satisfies Record<CalculatorPresetField, unknown>;

/** One product item of a subcategory: pictures, price, description, benefits, characteristics, calls to action. */
export function ProductDetails({ product }: { product: Queries.ProductDetailsFragment }) {
  const { t } = usePage();
  const anchor = productAnchor(product.slug);
  const headingId = `${anchor}-title`;
  return (
    <article id={anchor} className="product" aria-labelledby={headingId}>
      <div className="product__gallery">
        {product.images.map((image, index) => (
          <ContentImage key={index} image={image.image} alt={image.alt || product.title} className="product__image" />
        ))}
      </div>
      <div className="product__info">
        <h3 id={headingId} className="product__title">
          {product.title}
        </h3>
        <Price value={product.priceFrom} unit={product.unit} />
        {product.shortDescription && <p className="lead">{product.shortDescription}</p>}
        {product.description && <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.description }} />}
        {product.benefits.length > 0 && (
          <>
            <h4>{t("catalogue.benefits")}</h4>
            <ul className="benefit-list">
              {product.benefits.map((benefit) => (
                <li key={benefit.title}>
                  <strong>{benefit.title}</strong>
                  {benefit.description && <span> — {benefit.description}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
        {product.characteristics.length > 0 && (
          <table className="specs">
            <caption>{t("catalogue.characteristics")}</caption>
            <tbody>
              {product.characteristics.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <ActionPair
          place="product"
          product={{ id: product.remoteId, name: product.title }}
          calculator={product.calculator && { ...product.calculator, item: product.remoteId }}
        />
      </div>
    </article>
  );
}
