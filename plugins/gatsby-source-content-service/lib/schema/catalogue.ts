/** The catalogue: categories, subcategories and products. */
import {
  CALCULATOR_PRESET_FIELDS,
  CALCULATOR_PRESET_FIELD_NAMES,
  type CalculatorPresetKind,
} from "../../../../contract";
import { NODE_TYPES as T } from "../constants";
import {
  doc,
  localeField,
  remoteIdField,
  positionField,
  slugFields,
  seoFields,
  imageField,
  MENU,
  PRODUCT,
} from "./fields";

/** The GraphQL type of each kind of preset value. */
const PRESET_TYPES: Record<CalculatorPresetKind, string> = {
  id: "String",
  ids: "[String!]!",
  count: "Int",
  size: "Int",
  flag: "Boolean",
};

export const catalogueTypes = `
  ${doc(`A product category: one entry of the menu (${MENU}, the spec's Link; \`theme\` is its title). Each has a page at /{slug} (ro) and /ru/{slug} (ru). One node per locale; the ro and ru nodes of a category are twins matched by \`remoteId\`.`)}
  type ${T.Category} implements Node @dontInfer {
    ${localeField("category")}
    ${remoteIdField(`${MENU} \`id\``)}
    ${positionField(MENU)}
    ${doc(`The category's name in the menu and on its page (${MENU} \`theme\`).`)}
    title: String!
    ${slugFields(MENU, "category page is /{slug}, or /ru/{slug}")}
    ${doc(`Introduction on the category page, HTML (${MENU} \`description\`). Null when empty: the page shows only its subcategories.`)}
    description: String
    ${imageField("image", "The category's picture", `${MENU} \`image\``)}
    ${seoFields(MENU, "the category title|the description")}
    ${doc(`Its subcategories in menu order (${MENU} \`subThemes\`); empty when it has none.`)}
    subcategories: [${T.Subcategory}!]! @link
  }
  ${doc(`A subcategory of a category (${MENU} \`subThemes[]\`, the spec's subTheme). Its page /{category}/{slug} lists its products. One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.Subcategory} implements Node @dontInfer {
    ${localeField("subcategory")}
    ${remoteIdField(`${MENU} \`subThemes[].id\``)}
    ${doc(`Place among its category's subcategories: the 0-based index in ${MENU} \`subThemes\`. Sort on it.`)}
    position: Int!
    ${doc(`The subcategory's name (${MENU} \`subThemes[].theme\`).`)}
    title: String!
    ${slugFields(`${MENU} \`subThemes[]\``, "subcategory page is /{category}/{slug}")}
    ${doc(`Introduction on the subcategory page, HTML (\`subThemes[].description\`). Null when empty: the page shows its products only.`)}
    description: String
    ${imageField("image", "The subcategory's picture", "`subThemes[].image`")}
    ${doc("The category it belongs to (the menu entry that lists it).")}
    category: ${T.Category}! @link
    ${doc(`Its products in the listed order (\`subThemes[].products\`, ids fetched from ${PRODUCT}); empty when it has none.`)}
    products: [${T.Product}!]! @link
  }
  ${doc(`A benefit of a product (${PRODUCT} \`benefits[]\`), listed on its card.`)}
  type ContentProductBenefit {
    ${doc("Short statement (`benefits[].title`).")}
    title: String!
    ${doc("Longer explanation (`benefits[].description`). Null when empty: only the title is shown.")}
    description: String
  }
  ${doc(`One row of a product's specification table (${PRODUCT} \`characteristics[]\`).`)}
  type ContentCharacteristic {
    ${doc("What is measured, e.g. 'Profile depth' (`characteristics[].name`).")}
    name: String!
    ${doc("Its value as text, e.g. '70 mm' (`characteristics[].value`).")}
    value: String!
  }
  ${doc(`Where a product's "calculate the price" opens the calculator (${PRODUCT} \`calculator\`, contract: CALCULATOR_PRESET_FIELDS): ids of the calculator's price list (ContentCalculator). The site and the build check them against the price list and use the calculator's defaults for any it does not know.`)}
  type ContentCalculatorPreset {
    ${CALCULATOR_PRESET_FIELD_NAMES.map(
      (field) =>
        `${doc(`${CALCULATOR_PRESET_FIELDS[field].doc} (\`calculator.${field}\`)`)}\n    ${field}: ${
          field === "product" ? "String!" : PRESET_TYPES[CALCULATOR_PRESET_FIELDS[field].kind]
        }`,
    ).join("\n    ")}
  }
  ${doc(`A product (${PRODUCT}, ids listed by the menu's \`subThemes[].products\`), shown on its subcategory's page at the anchor #{slug}. One node per locale; twins matched by \`remoteId\`.`)}
  type ${T.Product} implements Node @dontInfer {
    ${localeField("product")}
    ${remoteIdField(`${PRODUCT} \`id\``)}
    ${doc(`The product's name (${PRODUCT} \`title\`).`)}
    title: String!
    ${slugFields(PRODUCT, "anchor of the product on its subcategory page")}
    ${doc("The subcategory whose page shows it: the first one listing it in the menu, else the product's `subtheme_id`. Null when neither exists: the product has no page.")}
    subcategory: ${T.Subcategory} @link
    ${doc(`One-paragraph summary on the product card (${PRODUCT} \`short_description\`). Null when empty: not shown.`)}
    shortDescription: String
    ${doc(`Full description, HTML (${PRODUCT} \`description\`). Null when empty: not shown.`)}
    description: String
    ${doc(`Starting price in MDL: for a product with a \`calculator\` preset, what the calculator gives for it (the build prices it by the price list and offers; a CMS \`price_from\` more than 2% off is reported); else ${PRODUCT} \`price_from\`. Null: no price is shown (the price is on request).`)}
    priceFrom: Float
    ${doc(`What the price is per, e.g. 'm²' (${PRODUCT} \`unit\`). Null: the price reads 'from N lei'.`)}
    unit: String
    ${doc(`Its pictures in order (${PRODUCT} \`images[]\`); empty when it has none.`)}
    images: [ContentImageRef!]!
    ${doc(`Its benefits (${PRODUCT} \`benefits[]\`); empty when none.`)}
    benefits: [ContentProductBenefit!]!
    ${doc(`Its specification table (${PRODUCT} \`characteristics[]\`); empty when none.`)}
    characteristics: [ContentCharacteristic!]!
    ${doc(`Where its "calculate the price" opens the calculator (${PRODUCT} \`calculator\`). Null: the calculator does not price it, and the product offers no calculation.`)}
    calculator: ContentCalculatorPreset
    ${seoFields(PRODUCT, "the product title|the short description")}
  }
`;
