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
  Review: "ContentReview",
  FinishedWork: "ContentFinishedWork",
  Certificate: "ContentCertificate",
} as const;

export const ERROR_CODES = {
  Fetch: "CONTENT_SERVICE_10001",
  Contract: "CONTENT_SERVICE_10002",
} as const;

/** The plugin's own settings' defaults; what names the site (service address, site id, names) the site gives. */
export const DEFAULTS = {
  /** The spec's fixed name of the home info section. */
  homeInfoName: "home",
  timeoutMs: 15_000,
  retries: 4,
  concurrency: 8,
  /** How long an optional section is retried before its last good version stands in (last-good.ts). */
  sectionBudgetMs: 30_000,
  /** Where the build writes its content report (content-report.ts), relative to the site's folder. */
  reportFile: ".cache/content-report.json",
} as const;
