/**
 * One locale's content from the service: the required sections (a failure stops the build), the items with pages of
 * their own (fetch-items.ts) and the optional sections, put in the shape the site builds from (normalise.ts).
 */
import { array, lazy, type Schema } from "yup";
import { validate, type ContentClient } from "./client";
import { DEFAULTS, type Locale } from "./constants";
import {
  benefitsSchema,
  calculatorSchema,
  certificateSchema,
  companySchema,
  contactsSchema,
  entryListSchema,
  finishedWorkSchema,
  homeCategoriesSchema,
  homeInfoSchema,
  homeSeoSchema,
  messengersSchema,
  offerSchema,
  partnersSchema,
  registeredSitesSchema,
  reviewSchema,
  siteSettingsSchema,
  slidesSchema,
  type RawContact,
  type RawSiteSettings,
} from "./contract";
import type { LocaleContent } from "./content-shapes";
import { ContentContractError } from "./errors";
import { assertUniqueSlugs, checkMenu, fetchAllArticles, fetchInfoPages, fetchProducts } from "./fetch-items";
import { LastGood, looseId, looseTitle, type ItemKind } from "./last-good";
import { ContentReport } from "./content-report";
import { splitMessengers, toPhone, validHomeInfo, withOfferDefaults } from "./normalise";

export type { InfoPage, LocaleContent, Phone } from "./content-shapes";

export interface FetchOptions {
  siteId: string;
  homeInfoName?: string;
  /** First path segments a category slug may not take (the site's fixed routes). */
  reservedSegments?: readonly string[];
  /** Called for each optional section that is absent: it is left out of the site. */
  warn: (message: string) => void;
  /**
   * Called for each section of the company's proof that is absent: a company without reviews (or certificates, ...)
   * is nothing to warn about. Without it, `warn`.
   */
  info?: (message: string) => void;
  /** Last good items and sections; without it (unit tests) nothing is kept between calls. */
  lastGood?: LastGood;
}

function memoryCache() {
  const values = new Map<string, unknown>();
  return {
    get: (key: string) => Promise.resolve(values.get(key)),
    set: (key: string, value: unknown) => Promise.resolve(values.set(key, value)),
  };
}

/**
 * Optional sections: absent (404) means left out, with a warning. One that fails or breaks the contract is retried
 * and then built from its last good data (reported), or fails the build when there is none (last-good.ts).
 */
async function optional<T>(
  client: ContentClient,
  locale: Locale,
  endpoint: string,
  schema: Schema<T>,
  warn: (message: string) => void,
  keep: LastGood,
): Promise<T | null> {
  const value = await keep.section(locale, endpoint, () => client.get(locale, endpoint, schema, { optional: true }));
  if (value === null)
    warn(`/${locale}/api/${endpoint} is absent (404): that section is left out of the ${locale} site`);
  return value;
}

/**
 * An optional list whose entries are checked one by one (the company's proof): a bad entry keeps its last good
 * version, or is left out when new, and is reported; the others are published. Absent (404): an empty list.
 */
async function optionalEntries<T>(
  client: ContentClient,
  locale: Locale,
  endpoint: string,
  kind: ItemKind,
  schema: Schema<T>,
  tell: (message: string) => void,
  keep: LastGood,
): Promise<T[]> {
  const entries = await optional(client, locale, endpoint, entryListSchema, tell, keep);
  const target = { endpoint: `/${locale}/api/${endpoint}`, locale };
  const items = await Promise.all(
    (entries ?? []).map((entry, index) =>
      keep.item(kind, locale, looseId(entry) ?? `#${index + 1}`, looseTitle(entry), () =>
        validate(target, schema, entry),
      ),
    ),
  );
  return items.filter((item): item is Awaited<T> => item !== null);
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
  const info = options.info ?? warn;
  const keep = options.lastGood ?? new LastGood(memoryCache(), new ContentReport(), { sectionBudgetMs: 0 });
  const homeInfoName = options.homeInfoName ?? DEFAULTS.homeInfoName;

  const [menuEntries, sites, settings, contacts, infoEntries] = await Promise.all([
    client.get(locale, "menu-item/", entryListSchema),
    client.get(locale, "registered-sites/", registeredSitesSchema),
    client.get(locale, "site-contacts/", objectOrList(siteSettingsSchema)),
    client.get(locale, "contacts/", contactsSchema),
    client.get(locale, "info-page/", entryListSchema),
  ]);
  const [menu, infoPages] = await Promise.all([
    checkMenu(locale, menuEntries, keep),
    fetchInfoPages(client, locale, infoEntries, keep),
  ]);
  assertUniqueSlugs(locale, `/${locale}/api/menu-item/`, menu, new Set(options.reservedSegments));
  assertUniqueSlugs(
    locale,
    `/${locale}/api/menu-item/ subThemes`,
    menu.flatMap((link) => link.subThemes),
    new Set(),
  );
  assertUniqueSlugs(locale, `/${locale}/api/info-page/`, infoPages, new Set());

  const registeredSite = sites.find((site) => site.site_url === options.siteId);
  if (!registeredSite) {
    throw new ContentContractError(
      { endpoint: `/${locale}/api/registered-sites/`, locale },
      "site_url",
      `no entry has site_url '${options.siteId}' (found: ${sites.map((site) => site.site_url).join(", ") || "none"})`,
    );
  }

  const [products, articles] = await Promise.all([
    fetchProducts(client, locale, menu, keep),
    fetchAllArticles(client, locale, keep),
  ]);

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
    reviews,
    finishedWork,
    certificates,
    company,
  ] = await Promise.all([
    // Only the ids are used, and each article is checked on its own.
    optional(client, locale, "homepage-blog-items/", entryListSchema, warn, keep),
    optional(client, locale, "homepage-product/", homeCategoriesSchema, warn, keep),
    optional(client, locale, "info-block/", benefitsSchema, warn, keep),
    optional(client, locale, "messengers/", messengersSchema, warn, keep),
    optional(client, locale, "homepage-seo/", objectOrList(homeSeoSchema), warn, keep),
    optional(client, locale, `info-home-footer-page/${homeInfoName}/`, objectOrList(homeInfoSchema), warn, keep),
    optional(client, locale, "section/credit-offer-section/", objectOrList(offerSchema), warn, keep),
    optional(client, locale, "section/gift-offer-section/", objectOrList(offerSchema), warn, keep),
    optional(client, locale, "partners/", partnersSchema, warn, keep),
    optional(client, locale, "homepage-banner/", slidesSchema, warn, keep),
    optional(client, locale, "calculator/", calculatorSchema, warn, keep),
    optionalEntries(client, locale, "reviews/", "review", reviewSchema, info, keep),
    optionalEntries(client, locale, "finished-work/", "finished work", finishedWorkSchema, info, keep),
    optionalEntries(client, locale, "certificates/", "certificate", certificateSchema, info, keep),
    optional(client, locale, "company/", objectOrList(companySchema), info, keep),
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
    homeArticleIds: (homeArticles ?? []).map(looseId).filter((id): id is number => id !== undefined),
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
    reviews,
    finishedWork,
    certificates,
    company: firstOf(company),
  };
}
