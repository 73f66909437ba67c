/**
 * The fields of each node type the plugin creates, as build-nodes.ts fills them: the node inputs are checked against
 * these at compile time, and the GraphQL types (schema/) describe the same fields for queries. Links to other nodes
 * are node ids (`@link` in the schema); a missing value is null, never undefined.
 */
import { NODE_TYPES } from "./constants";
import { type Locale } from "../../../contract";
import type { OpeningHours, Phone } from "./content-shapes";
import type {
  CalculatorPresetField,
  CalculatorPresetKindOf,
  CalculatorPresetValue,
  CreditTerms,
  GiftTerms,
  RawCalculatorConfig,
  ThemeColourField,
} from "../../../contract";

type NodeId = string;

interface Localised {
  locale: Locale;
}

interface Slugs {
  slug: string;
  slugRo: string;
  slugRu: string;
}

interface Seo {
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeyword: string | null;
}

interface ImageRef {
  alt: string | null;
  image: NodeId | null;
}

interface Button {
  text: string | null;
  consultation: boolean;
  link: string | null;
  /** `link` is a site path that names no page: an ordinary link, never prefetched. */
  linkBroken: boolean;
}

export interface CategoryFields extends Localised, Slugs, Seo {
  remoteId: number;
  position: number;
  title: string;
  description: string | null;
  image: NodeId | null;
  subcategories: NodeId[];
}

export interface SubcategoryFields extends Localised, Slugs {
  remoteId: number;
  position: number;
  title: string;
  description: string | null;
  image: NodeId | null;
  category: NodeId;
  products: NodeId[];
}

export interface ProductFields extends Localised, Slugs, Seo {
  remoteId: number;
  title: string;
  subcategory: NodeId | null;
  shortDescription: string | null;
  description: string | null;
  priceFrom: number | null;
  unit: string | null;
  images: ImageRef[];
  benefits: Array<{ title: string; description: string | null }>;
  characteristics: Array<{ name: string; value: string }>;
  calculator: CalculatorPresetFields | null;
}

/** A product's calculator preset (contract/calculator-preset.ts): an absent list is empty, any other value null. */
export type CalculatorPresetFields = { product: string } & {
  [F in Exclude<CalculatorPresetField, "product">]: CalculatorPresetKindOf<F> extends "ids"
    ? string[]
    : CalculatorPresetValue<CalculatorPresetKindOf<F>> | null;
};

export interface ArticleFields extends Localised, Slugs, Seo {
  remoteId: number;
  title: string;
  shortDescription: string | null;
  content: string;
  image: NodeId | null;
  createdAt: string;
  carouselImages: ImageRef[];
  author: string | null;
  readingTime: number | null;
}

export interface HomeArticleFields extends Localised {
  position: number;
  article: NodeId;
}

export interface InfoPageFields extends Localised, Slugs, Seo {
  remoteId: number;
  title: string;
  content: string;
  image: NodeId | null;
}

export interface HomeCategoryFields extends Localised {
  remoteId: number;
  position: number;
  title: string;
  description: string | null;
  image: NodeId | null;
  priceFrom: number | null;
  category: NodeId;
  subcategory: NodeId | null;
}

export interface BenefitFields extends Localised {
  remoteId: number;
  position: number;
  title: string;
  description: string | null;
  icon: NodeId | null;
}

export interface MessengerFields extends Localised {
  remoteId: number | null;
  position: number;
  name: string;
  link: string;
  cover: NodeId | null;
  backgroundColor: string | null;
}

export interface PartnerFields extends Localised {
  remoteId: number;
  position: number;
  name: string;
  link: string | null;
  image: NodeId | null;
}

export interface SlideFields extends Localised {
  remoteId: number;
  position: number;
  title: string;
  description: string | null;
  image: NodeId | null;
  button: Button | null;
}

export interface OfferFields extends Localised {
  kind: "credit" | "gift";
  slug: string | null;
  title: string;
  description: string | null;
  bgColor: string | null | undefined;
  illustration: ImageRef | null;
  button: Button;
  image: NodeId | null;
  link: string | null;
  /** The terms the calculator applies (contract: estimate.ts), each on its own kind's offer; null when absent or bad. */
  credit: CreditTerms | null;
  gift: GiftTerms | null;
}

export interface CalculatorFields extends Localised {
  config: RawCalculatorConfig;
}

export interface ReviewFields extends Localised {
  remoteId: number;
  position: number;
  author: string;
  place: string | null;
  text: string;
  rating: number | null;
  date: string;
  photo: NodeId | null;
  source: string | null;
  sourceUrl: string | null;
}

export interface FinishedWorkFields extends Localised {
  remoteId: number;
  position: number;
  title: string;
  place: string | null;
  buildingType: string | null;
  description: string | null;
  images: ImageRef[];
  price: number | null;
  date: string;
  category: NodeId | null;
}

export interface CertificateFields extends Localised {
  remoteId: number;
  position: number;
  title: string;
  issuer: string;
  image: NodeId | null;
  link: string | null;
}

export interface CompanyFields {
  legalName: string | null;
  idno: string | null;
  foundedYear: number | null;
  streetAddress: string | null;
  locality: string | null;
  postalCode: string | null;
  geo: { latitude: number; longitude: number } | null;
  openingHours: OpeningHours[];
  callbackMinutes: number | null;
  figures: Array<{ value: string; label: string }>;
  rating: { value: number; count: number; source: string | null; url: string | null } | null;
}

export interface SiteFields extends Localised {
  siteId: string;
  logo: NodeId | null;
  favicon: NodeId | null;
  theme: Array<{ name: ThemeColourField; value: string }>;
  yandexId: string | null;
  googleId: string | null;
  googleSv: string | null;
  googleTagManager: string | null;
  readyToIndexing: boolean;
  privacyPolicy: string | null;
  phone: Phone | null;
  officePhone: Phone | null;
  contact: {
    phoneNumber: string | null;
    mail: string | null;
    facebook: string | null;
    instagram: string | null;
    address: string | null;
    workingHours: string | null;
    mapUrl: string | null;
  };
  homeSeo: { title: string; description: string | null; keyword: string | null; image: NodeId | null } | null;
  homeInfo: { slug: string | null | undefined; title: string | null; content: string | null | undefined } | null;
  company: CompanyFields | null;
}

/** An image of the content: its URL, and the File node it was downloaded to (null when it was not). */
export interface ImageFields {
  url: string;
  localFile: NodeId | null;
}

/** The fields of each node type, by its GraphQL type name. */
export interface FieldsOf {
  [NODE_TYPES.Category]: CategoryFields;
  [NODE_TYPES.Subcategory]: SubcategoryFields;
  [NODE_TYPES.Product]: ProductFields;
  [NODE_TYPES.Article]: ArticleFields;
  [NODE_TYPES.HomeArticle]: HomeArticleFields;
  [NODE_TYPES.InfoPage]: InfoPageFields;
  [NODE_TYPES.HomeCategory]: HomeCategoryFields;
  [NODE_TYPES.Benefit]: BenefitFields;
  [NODE_TYPES.Messenger]: MessengerFields;
  [NODE_TYPES.Partner]: PartnerFields;
  [NODE_TYPES.Slide]: SlideFields;
  [NODE_TYPES.Offer]: OfferFields;
  [NODE_TYPES.Calculator]: CalculatorFields;
  [NODE_TYPES.Review]: ReviewFields;
  [NODE_TYPES.FinishedWork]: FinishedWorkFields;
  [NODE_TYPES.Certificate]: CertificateFields;
  [NODE_TYPES.Site]: SiteFields;
  [NODE_TYPES.Image]: ImageFields;
}

export type NodeType = keyof FieldsOf;

/** One node to create: its type, its key (unique per type and locale) and its fields. */
export type NodeInput = { [K in NodeType]: { type: K; key: string | number; fields: FieldsOf[K] } }[NodeType];
