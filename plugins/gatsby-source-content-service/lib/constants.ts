/** The site decides which locales it builds; the plugin sources each of them. */
export { LOCALES, type Locale } from "../../../src/lib/locales";

export const NODE_TYPES = {
  Category: "ContentCategory",
  Subcategory: "ContentSubcategory",
  Product: "ContentProduct",
  Article: "ContentArticle",
  HomeArticle: "ContentHomeArticle",
  InfoPage: "ContentInfoPage",
  HomeCategory: "ContentHomeCategory",
  Benefit: "ContentBenefit",
  Messenger: "ContentMessenger",
  Partner: "ContentPartner",
  Slide: "ContentSlide",
  Site: "ContentSite",
  Offer: "ContentOffer",
  Image: "ContentImage",
  Calculator: "ContentCalculator",
} as const;

export const ERROR_CODES = {
  Fetch: "CONTENT_SERVICE_10001",
  Contract: "CONTENT_SERVICE_10002",
  Normalise: "CONTENT_SERVICE_10003",
} as const;

export const DEFAULTS = {
  apiUrl: "http://localhost:8000",
  siteId: "termofort",
  homeInfoName: "home",
  timeoutMs: 15_000,
  retries: 4,
  concurrency: 8,
  offerColour: "#C42026",
} as const;
