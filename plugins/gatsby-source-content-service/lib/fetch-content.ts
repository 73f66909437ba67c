import { array, lazy, mixed, number, object, type Schema } from "yup";
import { validate, type ContentClient } from "./client";
import { DEFAULTS, type Locale } from "./constants";
import {
  articleSchema,
  benefitsSchema,
  calculatorSchema,
  contactsSchema,
  infoPageEntrySchema,
  linkSchema,
  homeCategoriesSchema,
  homeInfoSchema,
  homeSeoSchema,
  infoPageSchema,
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
import { LastGood, looseId, looseTitle } from "./last-good";
import { ContentReport } from "./content-report";

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
  /** First path segments a category slug may not take (the site's fixed routes). */
  reservedSegments?: readonly string[];
  /** Called for each optional section that is absent: it is left out of the site. */
  warn: (message: string) => void;
  /** Last good items and sections; without it (unit tests) nothing is kept between calls. */
  lastGood?: LastGood;
}

/**
 * Lists are read loosely and each entry is checked on its own, so that one entry breaking the contract is one
 * item left at its last good version (see last-good.ts) instead of a failed list.
 */
const looseList = array().of(mixed()).required();
const looseBlogPage = object({ count: number().integer().min(0).required(), results: looseList });

function memoryCache() {
  const values = new Map<string, unknown>();
  return {
    get: (key: string) => Promise.resolve(values.get(key)),
    set: (key: string, value: unknown) => Promise.resolve(values.set(key, value)),
  };
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
  return entries.map((entry, index) => normaliseInfoPage(locale, entry, details[index] as RawInfoPage, index));
}

/** One info page from its list entry, its detail and its position in the list (normaliseInfoPages). */
export function normaliseInfoPage(
  locale: Locale,
  entry: RawInfoPageEntry,
  detail: RawInfoPage,
  position: number,
): InfoPage {
  // Without the other locale's slug, this locale's stands in: only this locale's paths are built from a node.
  const slugRo = detail.slug_ro || entry.slug_ro || entry.slug;
  const slugRu = detail.slug_ru || entry.slug_ru || entry.slug;
  return {
    ...detail,
    id: detail.id ?? entry.id ?? position + 1,
    slug: locale === "ro" ? slugRo : slugRu,
    slug_ro: slugRo,
    slug_ru: slugRu,
  };
}

function assertUniqueSlugs(
  locale: Locale,
  endpoint: string,
  items: Array<{ slug_ro: string; slug_ru: string }>,
  reserved: ReadonlySet<string>,
) {
  for (const key of ["slug_ro", "slug_ru"] as const) {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const slug = item[key];
      if (seen.has(slug)) {
        throw new ContentContractError({ endpoint, locale }, `[${index}].${key}`, `slug '${slug}' is used twice`);
      }
      if (reserved.has(slug)) {
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

async function fetchAllArticles(client: ContentClient, locale: Locale, keep: LastGood): Promise<RawArticle[]> {
  const first = await client.get(locale, "blog-item/", looseBlogPage, { query: { page: 1 } });
  const pageSize = first.results.length;
  const pages = pageSize === 0 ? 1 : Math.ceil(first.count / pageSize);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, index) =>
      client.get(locale, "blog-item/", looseBlogPage, { query: { page: index + 2 } }),
    ),
  );
  const summaries = new Map<number, unknown>();
  for (const summary of [first, ...rest].flatMap((page) => page.results)) {
    const id = looseId(summary);
    if (id !== undefined) summaries.set(id, summary);
  }
  const articles = await Promise.all(
    [...summaries].map(([id, summary]) =>
      keep.item("article", locale, id, looseTitle(summary), () =>
        client.get(locale, `blog-item/${id}/`, articleSchema),
      ),
    ),
  );
  return articles.filter((article): article is RawArticle => article !== null);
}

async function fetchProducts(
  client: ContentClient,
  locale: Locale,
  menu: RawLink[],
  keep: LastGood,
): Promise<RawProduct[]> {
  const ids = [...new Set(menu.flatMap((link) => link.subThemes.flatMap((sub) => sub.products)))];
  const products = await Promise.all(
    ids.map((id) =>
      keep.item("product", locale, id, undefined, () => client.get(locale, `product-item/${id}/`, productSchema)),
    ),
  );
  return products.filter((product): product is RawProduct => product !== null);
}

/** Each category of the menu on its own: a broken one keeps its last good version, the others are built. */
async function checkMenu(locale: Locale, entries: unknown[], keep: LastGood): Promise<RawLink[]> {
  const target = { endpoint: `/${locale}/api/menu-item/`, locale };
  const links = await Promise.all(
    entries.map((entry, index) =>
      keep.item("category", locale, looseId(entry) ?? `#${index + 1}`, looseTitle(entry), () =>
        validate(target, linkSchema, entry),
      ),
    ),
  );
  return links.filter((link): link is RawLink => link !== null);
}

async function fetchInfoPages(
  client: ContentClient,
  locale: Locale,
  entries: unknown[],
  keep: LastGood,
): Promise<InfoPage[]> {
  const target = { endpoint: `/${locale}/api/info-page/`, locale };
  const pages = await Promise.all(
    entries.map((entry, index) =>
      keep.item("info page", locale, looseId(entry) ?? `#${index + 1}`, looseTitle(entry), async () => {
        const valid = validate(target, infoPageEntrySchema, entry);
        const detail = await client.get(locale, `info-page/${valid.slug}`, infoPageSchema);
        return normaliseInfoPage(locale, valid, detail, index);
      }),
    ),
  );
  return pages.filter((page): page is InfoPage => page !== null);
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
  const keep = options.lastGood ?? new LastGood(memoryCache(), new ContentReport(), { sectionBudgetMs: 0 });
  const homeInfoName = options.homeInfoName ?? DEFAULTS.homeInfoName;

  const [menuEntries, sites, settings, contacts, infoEntries] = await Promise.all([
    client.get(locale, "menu-item/", looseList),
    client.get(locale, "registered-sites/", registeredSitesSchema),
    client.get(locale, "site-contacts/", objectOrList(siteSettingsSchema)),
    client.get(locale, "contacts/", contactsSchema),
    client.get(locale, "info-page/", looseList),
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
  ] = await Promise.all([
    // Only the ids are used, and each article is checked on its own.
    optional(client, locale, "homepage-blog-items/", looseList, warn, keep),
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
  };
}
