import type { GatsbyNode } from "gatsby";
import { NODE_TYPES as T } from "./constants";

/**
 * The explicit schema: every type and field exists even when the service answers an empty list, so page queries
 * always compile and GraphiQL documents the content. Inference is off (@dontInfer).
 */
export const typeDefs = `
  type ${T.Image} implements Node @dontInfer {
    url: String!
    localFile: File @link
  }
  type ContentImageRef {
    alt: String
    image: ${T.Image} @link
  }
  type ContentButton {
    text: String
    consultation: Boolean!
    link: String
  }

  type ${T.Category} implements Node @dontInfer {
    locale: String!
    remoteId: Int!
    position: Int!
    title: String!
    slug: String!
    slugRo: String!
    slugRu: String!
    description: String
    image: ${T.Image} @link
    seoTitle: String
    seoDescription: String
    seoKeyword: String
    subcategories: [${T.Subcategory}!]! @link
  }
  type ${T.Subcategory} implements Node @dontInfer {
    locale: String!
    remoteId: Int!
    position: Int!
    title: String!
    slug: String!
    slugRo: String!
    slugRu: String!
    description: String
    image: ${T.Image} @link
    category: ${T.Category}! @link
    products: [${T.Product}!]! @link
  }
  type ContentProductBenefit {
    title: String!
    description: String
  }
  type ContentCharacteristic {
    name: String!
    value: String!
  }
  type ${T.Product} implements Node @dontInfer {
    locale: String!
    remoteId: Int!
    title: String!
    slug: String!
    slugRo: String!
    slugRu: String!
    subcategory: ${T.Subcategory} @link
    shortDescription: String
    description: String
    priceFrom: Float
    unit: String
    images: [ContentImageRef!]!
    benefits: [ContentProductBenefit!]!
    characteristics: [ContentCharacteristic!]!
    seoTitle: String
    seoDescription: String
    seoKeyword: String
  }
  type ${T.Article} implements Node @dontInfer {
    locale: String!
    remoteId: Int!
    title: String!
    slug: String!
    slugRo: String!
    slugRu: String!
    shortDescription: String
    content: String!
    image: ${T.Image} @link
    createdAt: Date! @dateformat
    carouselImages: [ContentImageRef!]!
    author: String
    readingTime: Int
    seoTitle: String
    seoDescription: String
    seoKeyword: String
  }
  type ${T.HomeArticle} implements Node @dontInfer {
    locale: String!
    position: Int!
    article: ${T.Article} @link
  }
  type ${T.InfoPage} implements Node @dontInfer {
    locale: String!
    remoteId: Int!
    title: String!
    slug: String!
    slugRo: String!
    slugRu: String!
    content: String!
    image: ${T.Image} @link
    seoTitle: String
    seoDescription: String
    seoKeyword: String
  }
  type ${T.HomeCategory} implements Node @dontInfer {
    locale: String!
    remoteId: Int!
    position: Int!
    title: String!
    description: String
    image: ${T.Image} @link
    priceFrom: Float
    category: ${T.Category} @link
    subcategory: ${T.Subcategory} @link
  }
  type ${T.Benefit} implements Node @dontInfer {
    locale: String!
    remoteId: Int!
    position: Int!
    title: String!
    description: String
    icon: ${T.Image} @link
  }
  type ${T.Messenger} implements Node @dontInfer {
    locale: String!
    remoteId: Int
    position: Int!
    name: String!
    link: String!
    cover: ${T.Image} @link
    backgroundColor: String
  }
  type ${T.Partner} implements Node @dontInfer {
    locale: String!
    remoteId: Int!
    position: Int!
    name: String!
    link: String
    image: ${T.Image} @link
  }
  type ${T.Slide} implements Node @dontInfer {
    locale: String!
    remoteId: Int!
    position: Int!
    title: String!
    description: String
    image: ${T.Image} @link
    button: ContentButton
  }
  type ${T.Offer} implements Node @dontInfer {
    locale: String!
    kind: String!
    slug: String
    title: String!
    description: String
    bgColor: String!
    illustration: ContentImageRef
    button: ContentButton!
    image: ${T.Image} @link
    link: String
  }
  """The calculator's price list and limits, validated by the content contract (calculatorSchema)."""
  type ${T.Calculator} implements Node @dontInfer {
    locale: String!
    config: JSON!
  }
  type ContentTheme {
    text_color: String
    description_color: String
    button_color: String
    message_button: String
    select_color: String
    link_color: String
    bgMainBlocks: String
    mainLinksButtonHover: String
    bgSecondaryBlocks: String
    secondaryLinksButtonHover: String
    mainBorderColor: String
    customInputBorderBg: String
    modalBgColor: String
    mainStrokeColor: String
  }
  type ContentPhone {
    display: String!
    number: String!
  }
  type ContentContact {
    phoneNumber: String
    mail: String
    facebook: String
    instagram: String
    address: String
    workingHours: String
    mapUrl: String
  }
  type ContentHomeSeo {
    title: String!
    description: String
    keyword: String
    image: ${T.Image} @link
  }
  type ContentHomeInfo {
    slug: String!
    title: String
    content: String!
  }
  type ${T.Site} implements Node @dontInfer {
    locale: String!
    siteId: String!
    logo: ${T.Image} @link
    favicon: ${T.Image} @link
    theme: ContentTheme!
    yandexId: String
    googleId: String
    googleSv: String
    googleTagManager: String
    readyToIndexing: Boolean!
    privacyPolicy: String
    phone: ContentPhone
    contact: ContentContact!
    homeSeo: ContentHomeSeo
    homeInfo: ContentHomeInfo
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
