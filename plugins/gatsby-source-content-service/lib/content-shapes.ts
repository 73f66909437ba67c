/** One locale's content as the plugin reads it from the service: what the safety rules and the node builder take. */
import type { CreditTerms, GiftTerms, Locale } from "../../../contract";
import type {
  RawArticle,
  RawBenefit,
  RawCalculatorConfig,
  RawCertificate,
  RawCompany,
  RawContact,
  RawFinishedWork,
  RawHomeCategory,
  RawHomeInfo,
  RawHomeSeo,
  RawInfoPage,
  RawLink,
  RawMessenger,
  RawOffer,
  RawPartner,
  RawProduct,
  RawRegisteredSite,
  RawReview,
  RawSiteSettings,
  RawSlide,
  Weekday,
} from "../../../contract";

export interface Phone {
  /** As the content managers wrote it, for display. */
  display: string;
  /** Leading plus, then digits only: fit for a tel: link. */
  number: string;
}

export interface LocaleContent {
  locale: Locale;
  menu: RawLink[];
  products: RawProduct[];
  articles: RawArticle[];
  homeArticleIds: number[];
  homeCategories: RawHomeCategory[];
  benefits: RawBenefit[];
  contact: RawContact;
  phone: Phone | null;
  /** The office phone of `contacts/` (`phone_number`), shown beside the call number. */
  officePhone: Phone | null;
  messengers: RawMessenger[];
  infoPages: InfoPage[];
  settings: RawSiteSettings;
  registeredSite: RawRegisteredSite;
  homeSeo: RawHomeSeo | null;
  homeInfo: RawHomeInfo | null;
  creditOffer: RawOffer | null;
  giftOffer: RawOffer | null;
  partners: RawPartner[];
  slides: RawSlide[];
  calculator: RawCalculatorConfig | null;
  /** The company's proof (contract/proof.ts): empty lists and null when the company has none. */
  reviews: RawReview[];
  finishedWork: RawFinishedWork[];
  certificates: RawCertificate[];
  company: RawCompany | null;
}

/** An info page with its id and both slugs, whichever shape the service answered with. */
export type InfoPage = RawInfoPage & { id: number; slug: string; slug_ro: string; slug_ru: string };

export interface OpeningHours {
  day: Weekday;
  /** HH:MM, Moldova's time. */
  opens: string;
  /** HH:MM, later than `opens`; 24:00 is midnight at the end of the day. */
  closes: string;
}

/** The company's overall rating as checked: the average to one decimal, the count, where it is kept. */
export interface CompanyRating {
  value: number;
  count: number;
  source: string | null;
  url: string | null;
}

/**
 * The company's facts as checked (safety/company.ts): valid opening hours (sorted by day), figures and rating only.
 */
export type CheckedCompany = Omit<RawCompany, "opening_hours" | "figures" | "rating"> & {
  opening_hours: OpeningHours[];
  figures: Array<{ value: string; label: string }>;
  rating: CompanyRating | null;
};

type RawColour = RawCalculatorConfig["colours"][number];

/**
 * One locale's content after the safety checks (safety/secure-content.ts): a colour that failed is null, the
 * company's facts are checked field by field.
 */
export type SecuredContent = Omit<LocaleContent, "calculator" | "company"> & {
  calculator:
    (Omit<RawCalculatorConfig, "colours"> & { colours: Array<Omit<RawColour, "hex"> & { hex: string | null }> }) | null;
  company: CheckedCompany | null;
};

/** An offer block with its defaults applied (normalise.ts). */
export type Offer = Omit<RawOffer, "bgColor" | "button"> & {
  bgColor: string;
  button: { text: string | null; consultation: boolean; link: string | null };
};

/** One locale's content ready for its nodes: safe, and every default applied once (normalise.ts). */
export type NodeContent = Omit<LocaleContent, "creditOffer" | "giftOffer" | "company"> & {
  creditOffer: Offer | null;
  giftOffer: Offer | null;
  company: CheckedCompany | null;
  /** The site paths this locale's content links to that name no page (secure-content.ts). */
  brokenHrefs: ReadonlySet<string>;
};

/** An offer whose calculator terms were checked (prices.ts): each offer carries its own kind's, or null. */
export type PricedOffer = Omit<Offer, "credit" | "gift"> & { credit: CreditTerms | null; gift: GiftTerms | null };

/** One locale's content with its offers' terms checked and its products priced by the calculator (prices.ts). */
export type PricedContent = Omit<NodeContent, "creditOffer" | "giftOffer"> & {
  creditOffer: PricedOffer | null;
  giftOffer: PricedOffer | null;
};
