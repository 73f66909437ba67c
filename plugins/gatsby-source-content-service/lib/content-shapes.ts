/** One locale's content as the plugin reads it from the service: what the safety rules and the node builder take. */
import type { Locale } from "./constants";
import type {
  RawArticle,
  RawBenefit,
  RawCalculatorConfig,
  RawContact,
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
  RawSiteSettings,
  RawSlide,
} from "./contract";

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
}

/** An info page with its id and both slugs, whichever shape the service answered with. */
export type InfoPage = RawInfoPage & { id: number; slug: string; slug_ro: string; slug_ru: string };
