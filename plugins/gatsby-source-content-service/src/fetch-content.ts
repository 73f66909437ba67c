import { array, lazy, type Schema } from "yup";
import type { ContentClient } from "./client";
import { DEFAULTS, type Locale } from "./constants";
import {
  articleSchema,
  benefitsSchema,
  blogPageSchema,
  calculatorSchema,
  contactsSchema,
  homeArticlesSchema,
  homeCategoriesSchema,
  homeInfoSchema,
  homeSeoSchema,
  infoPageListSchema,
  infoPageSchema,
  menuSchema,
  messengersSchema,
  offerSchema,
  partnersSchema,
  productSchema,
  registeredSitesSchema,
  siteSettingsSchema,
  slidesSchema,
  type RawArticle,
  type RawCalculatorConfig,
  type RawBenefit,
  type RawContact,
  type RawHomeCategory,
  type RawHomeInfo,
  type RawHomeSeo,
  type RawInfoPage,
  type RawInfoPageEntry,
  type RawLink,
  type RawMessenger,
  type RawOffer,
  type RawPartner,
  type RawProduct,
  type RawRegisteredSite,
  type RawSiteSettings,
  type RawSlide,
} from "./contract";
import { ContentContractError } from "./errors";
import { RESERVED_SEGMENTS } from "../../../src/lib/paths";

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

export interface FetchOptions {
  siteId: string;
  homeInfoName?: string;
  /** Called for each optional section that is absent or failed: it is left out of the site. */
  warn: (message: string) => void;
}

/** The spec's phone rule: a leading plus, and nothing but plus and digits. */
export function normalisePhone(raw: string): string {
  const withPlus = raw.trim().startsWith("+") ? raw.trim() : `+${raw.trim()}`;
  return withPlus.replace(/[^+\d]/g, "");
}

/** A phone as written and as dialled; null when it holds no digit. */
export function toPhone(raw: string | null | undefined): Phone | null {
  return raw && /\d/.test(raw) ? { display: raw.trim(), number: normalisePhone(raw) } : null;
}

export function splitMessengers(messengers: RawMessenger[], fallbackPhone?: string | null) {
  const call = messengers.find((entry) => entry.name?.toLowerCase() === "call");
  const phone = toPhone(call?.call_number || call?.link || call?.url || fallbackPhone);
  const others = messengers.filter((entry) => entry !== call && Boolean(entry.link || entry.url));
  return { phone, messengers: others };
}

/**
 * Offer defaults. The button text stays empty when the content leaves it so: the default is a UI string of each
 * locale (`home.offerButton`, 'Заполнить заявку' in Russian), and the spec gives it to the credit offer only.
 */
export function withOfferDefaults(offer: RawOffer): RawOffer {
  return {
    ...offer,
    bgColor: offer.bgColor || DEFAULTS.offerColour,
    button: {
      text: offer.button?.text || null,
      consultation: offer.button?.consultation ?? false,
      link: offer.button?.link ?? offer.link ?? null,
    },
  };
}

/** The home info section is valid only when it has both content and a slug. */
export function validHomeInfo(info: RawHomeInfo | null): RawHomeInfo | null {
  return info && info.content?.trim() && info.slug?.trim() ? info : null;
}

/**
 * Info pages in one shape whatever the service answered: the spec's list entry is `{slug, title}` and its detail has
 * no id nor slugs; the service has also sent `id`, `slug_ro` and `slug_ru`. The entry's `slug` is this locale's slug.
 * Without an id, the list position is the key: it is all the spec's shape gives to pair a page with its twin, and
 * both locales list the same pages in the same order.
 */
export function normaliseInfoPages(locale: Locale, entries: RawInfoPageEntry[], details: RawInfoPage[]): InfoPage[] {
  return entries.map((entry, index) => {
    const detail = details[index] as RawInfoPage;
    // Without the other locale's slug, this locale's stands in: only this locale's paths are built from a node.
    const slugRo = detail.slug_ro || entry.slug_ro || entry.slug;
    const slugRu = detail.slug_ru || entry.slug_ru || entry.slug;
    return {
      ...detail,
      id: detail.id ?? entry.id ?? index + 1,
      slug: locale === "ro" ? slugRo : slugRu,
      slug_ro: slugRo,
      slug_ru: slugRu,
    };
  });
}

const RESERVED_SLUGS = new Set(RESERVED_SEGMENTS);

function assertUniqueSlugs(
  locale: Locale,
  endpoint: string,
  items: Array<{ slug_ro: string; slug_ru: string }>,
  reserved: boolean,
) {
  for (const key of ["slug_ro", "slug_ru"] as const) {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const slug = item[key];
      if (seen.has(slug)) {
        throw new ContentContractError({ endpoint, locale }, `[${index}].${key}`, `slug '${slug}' is used twice`);
      }
      if (reserved && RESERVED_SLUGS.has(slug)) {
        throw new ContentContractError(
          { endpoint, locale },
          `[${index}].${key}`,
          `slug '${slug}' is taken by a fixed route`,
        );
      }
      seen.add(slug);
    });
  }
}

async function fetchAllArticles(client: ContentClient, locale: Locale): Promise<RawArticle[]> {
  const first = await client.get(locale, "blog-item/", blogPageSchema, { query: { page: 1 } });
  const pageSize = first.results.length;
  const pages = pageSize === 0 ? 1 : Math.ceil(first.count / pageSize);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, index) =>
      client.get(locale, "blog-item/", blogPageSchema, { query: { page: index + 2 } }),
    ),
  );
  const summaries = [first, ...rest].flatMap((page) => page.results);
  const ids = [...new Set(summaries.map((summary) => summary.id))];
  return Promise.all(ids.map((id) => client.get(locale, `blog-item/${id}/`, articleSchema)));
}

async function fetchProducts(client: ContentClient, locale: Locale, menu: RawLink[]): Promise<RawProduct[]> {
  const ids = [...new Set(menu.flatMap((link) => link.subThemes.flatMap((sub) => sub.products)))];
  return Promise.all(ids.map((id) => client.get(locale, `product-item/${id}/`, productSchema)));
}

/** Optional sections: absent (404) or unreachable means left out, with a warning; a broken shape still fails. */
async function optional<T>(
  client: ContentClient,
  locale: Locale,
  endpoint: string,
  schema: Schema<T>,
  warn: (message: string) => void,
): Promise<T | null> {
  try {
    const value = await client.get(locale, endpoint, schema, { optional: true });
    if (value === null)
      warn(`/${locale}/api/${endpoint} is absent (404): that section is left out of the ${locale} site`);
    return value;
  } catch (error) {
    if (error instanceof ContentContractError) throw error;
    warn(
      `/${locale}/api/${endpoint} failed (${(error as Error).message}): that section is left out of the ${locale} site`,
    );
    return null;
  }
}

/** A single section may come as an object or as a one-item list. */
const objectOrList = <T>(schema: Schema<T>) =>
  lazy((value: unknown) => (Array.isArray(value) ? array().of(schema).min(1).required() : schema)) as unknown as Schema<
    T | T[]
  >;

function firstOf<T>(value: T | T[] | null): T | null {
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

export async function fetchLocaleContent(
  client: ContentClient,
  locale: Locale,
  options: FetchOptions,
): Promise<LocaleContent> {
  const { warn } = options;
  const homeInfoName = options.homeInfoName ?? DEFAULTS.homeInfoName;

  const [menu, sites, settings, contacts, infoList] = await Promise.all([
    client.get(locale, "menu-item/", menuSchema),
    client.get(locale, "registered-sites/", registeredSitesSchema),
    client.get(locale, "site-contacts/", objectOrList(siteSettingsSchema)),
    client.get(locale, "contacts/", contactsSchema),
    client.get(locale, "info-page/", infoPageListSchema),
  ]);
  assertUniqueSlugs(locale, `/${locale}/api/menu-item/`, menu, true);
  assertUniqueSlugs(
    locale,
    `/${locale}/api/menu-item/ subThemes`,
    menu.flatMap((link) => link.subThemes),
    false,
  );

  const registeredSite = sites.find((site) => site.site_url === options.siteId);
  if (!registeredSite) {
    throw new ContentContractError(
      { endpoint: `/${locale}/api/registered-sites/`, locale },
      "site_url",
      `no entry has site_url '${options.siteId}' (found: ${sites.map((site) => site.site_url).join(", ") || "none"})`,
    );
  }

  const [products, articles, infoDetails] = await Promise.all([
    fetchProducts(client, locale, menu),
    fetchAllArticles(client, locale),
    Promise.all(infoList.map((entry) => client.get(locale, `info-page/${entry.slug}`, infoPageSchema))),
  ]);
  const infoPages = normaliseInfoPages(locale, infoList, infoDetails);
  assertUniqueSlugs(locale, `/${locale}/api/info-page/`, infoPages, false);

  const [
    homeArticles,
    homeCategories,
    benefits,
    messengers,
    homeSeo,
    homeInfo,
    creditOffer,
    giftOffer,
    partners,
    slides,
    calculator,
  ] = await Promise.all([
    optional(client, locale, "homepage-blog-items/", homeArticlesSchema, warn),
    optional(client, locale, "homepage-product/", homeCategoriesSchema, warn),
    optional(client, locale, "info-block/", benefitsSchema, warn),
    optional(client, locale, "messengers/", messengersSchema, warn),
    optional(client, locale, "homepage-seo/", objectOrList(homeSeoSchema), warn),
    optional(client, locale, `info-home-footer-page/${homeInfoName}/`, objectOrList(homeInfoSchema), warn),
    optional(client, locale, "section/credit-offer-section/", objectOrList(offerSchema), warn),
    optional(client, locale, "section/gift-offer-section/", objectOrList(offerSchema), warn),
    optional(client, locale, "partners/", partnersSchema, warn),
    optional(client, locale, "homepage-banner/", slidesSchema, warn),
    optional(client, locale, "calculator/", calculatorSchema, warn),
  ]);

  const contact = contacts[0] as RawContact;
  const split = splitMessengers(messengers ?? [], registeredSite.phone_number || contact.phone_number);
  const credit = firstOf(creditOffer);
  const gift = firstOf(giftOffer);

  return {
    locale,
    menu,
    products,
    articles,
    homeArticleIds: (homeArticles ?? []).map((article) => article.id),
    homeCategories: homeCategories ?? [],
    benefits: benefits ?? [],
    contact,
    phone: split.phone,
    officePhone: toPhone(contact.phone_number),
    messengers: split.messengers,
    infoPages,
    settings: firstOf(settings) as RawSiteSettings,
    registeredSite,
    homeSeo: firstOf(homeSeo),
    homeInfo: validHomeInfo(firstOf(homeInfo)),
    creditOffer: credit ? withOfferDefaults(credit) : null,
    giftOffer: gift ? withOfferDefaults(gift) : null,
    partners: partners ?? [],
    slides: slides ?? [],
    calculator,
  };
}
