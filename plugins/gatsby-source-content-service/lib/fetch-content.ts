/**
 * One locale's content from the service: the required sections (a failure stops the build), the items with pages of
 * their own (fetch-items.ts) and the optional sections, put in the shape the site builds from (normalise.ts).
 */
import type { Schema } from "yup";
import { validate, type ContentClient, type EndpointRequest } from "./client";
import type { Locale } from "../../../contract";
import {
  apiPath,
  certificateSchema,
  endpointPath,
  finishedWorkSchema,
  reviewSchema,
  type AnswerOf,
  type OptionalEndpointName,
  type RawContact,
  type RawSiteSettings,
} from "../../../contract";
import type { LocaleContent } from "./content-shapes";
import { ContentContractError } from "./errors";
import { assertUniqueSlugs, checkMenu, fetchAllArticles, fetchInfoPages, fetchProducts } from "./fetch-items";
import { LastGood, looseId, looseTitle, type ItemKind } from "./last-good";
import { ContentReport } from "./content-report";
import { splitMessengers, toPhone, validHomeInfo } from "./normalise";

export type { InfoPage, LocaleContent, Phone } from "./content-shapes";

export interface FetchOptions {
  siteId: string;
  homeInfoName: string;
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
async function optional<N extends OptionalEndpointName>(
  client: ContentClient,
  locale: Locale,
  name: N,
  warn: (message: string) => void,
  keep: LastGood,
  request: EndpointRequest<N> = {},
): Promise<AnswerOf<N> | null> {
  const value = await keep.section(locale, endpointPath(name, request.params), () => client.get(locale, name, request));
  if (value === null)
    warn(`${apiPath(name, locale, request.params)} is absent (404): that section is left out of the ${locale} site`);
  return value as AnswerOf<N> | null;
}

/**
 * An optional list whose entries are checked one by one (the company's proof): a bad entry keeps its last good
 * version, or is left out when new, and is reported; the others are published. Absent (404): an empty list.
 */
async function optionalEntries<N extends "reviews" | "finishedWork" | "certificates", T>(
  client: ContentClient,
  locale: Locale,
  name: N,
  kind: ItemKind,
  schema: Schema<T>,
  tell: (message: string) => void,
  keep: LastGood,
): Promise<T[]> {
  const entries = (await optional(client, locale, name, tell, keep)) as unknown[] | null;
  const target = { endpoint: apiPath(name, locale), locale };
  const items = await Promise.all(
    (entries ?? []).map((entry, index) =>
      keep.item(kind, locale, looseId(entry) ?? `#${index + 1}`, looseTitle(entry), () =>
        validate(target, schema, entry),
      ),
    ),
  );
  return items.filter((item): item is Awaited<T> => item !== null);
}

function firstOf<T>(value: T | T[] | null): T | null {
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

/** Every locale's content side by side, as the plugin's options name it: the build's sourcing and the checks' reading. */
export function fetchAllLocales(
  client: ContentClient,
  options: Pick<FetchOptions, "siteId" | "homeInfoName" | "reservedSegments"> & { locales: readonly Locale[] },
  hooks: Pick<FetchOptions, "warn" | "info" | "lastGood">,
): Promise<LocaleContent[]> {
  const { siteId, homeInfoName, reservedSegments } = options;
  return Promise.all(
    options.locales.map((locale) =>
      fetchLocaleContent(client, locale, { siteId, homeInfoName, reservedSegments, ...hooks }),
    ),
  );
}

export async function fetchLocaleContent(
  client: ContentClient,
  locale: Locale,
  options: FetchOptions,
): Promise<LocaleContent> {
  const { warn } = options;
  const info = options.info ?? warn;
  const keep = options.lastGood ?? new LastGood(memoryCache(), new ContentReport(), { sectionBudgetMs: 0 });
  const { homeInfoName } = options;

  const [menuEntries, sites, settings, contacts, infoEntries] = await Promise.all([
    client.get(locale, "menu"),
    client.get(locale, "registeredSites"),
    client.get(locale, "siteSettings"),
    client.get(locale, "contacts"),
    client.get(locale, "infoPages"),
  ]);
  const [menu, infoPages] = await Promise.all([
    checkMenu(locale, menuEntries, keep),
    fetchInfoPages(client, locale, infoEntries, keep),
  ]);
  assertUniqueSlugs(locale, apiPath("menu", locale), menu, new Set(options.reservedSegments));
  assertUniqueSlugs(
    locale,
    `${apiPath("menu", locale)} subThemes`,
    menu.flatMap((link) => link.subThemes),
    new Set(),
  );
  assertUniqueSlugs(locale, apiPath("infoPages", locale), infoPages, new Set());

  const registeredSite = sites.find((site) => site.site_url === options.siteId);
  if (!registeredSite) {
    throw new ContentContractError(
      { endpoint: apiPath("registeredSites", locale), locale },
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
    optional(client, locale, "homeArticles", warn, keep),
    optional(client, locale, "homeCategories", warn, keep),
    optional(client, locale, "benefits", warn, keep),
    optional(client, locale, "messengers", warn, keep),
    optional(client, locale, "homeSeo", warn, keep),
    optional(client, locale, "homeInfo", warn, keep, { params: { name: homeInfoName } }),
    optional(client, locale, "creditOffer", warn, keep),
    optional(client, locale, "giftOffer", warn, keep),
    optional(client, locale, "partners", warn, keep),
    optional(client, locale, "slides", warn, keep),
    optional(client, locale, "calculator", warn, keep),
    optionalEntries(client, locale, "reviews", "review", reviewSchema, info, keep),
    optionalEntries(client, locale, "finishedWork", "finished work", finishedWorkSchema, info, keep),
    optionalEntries(client, locale, "certificates", "certificate", certificateSchema, info, keep),
    optional(client, locale, "company", info, keep),
  ]);

  const contact = contacts[0] as RawContact;
  const split = splitMessengers(messengers ?? [], registeredSite.phone_number || contact.phone_number);

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
    creditOffer: firstOf(creditOffer),
    giftOffer: firstOf(giftOffer),
    partners: partners ?? [],
    slides: slides ?? [],
    calculator,
    reviews,
    finishedWork,
    certificates,
    company: firstOf(company),
  };
}
