import type { GetEndpointName } from "../../contract";
import type { DataStore, Locale } from "./data";
import { HttpError, isPlainObject, notFound } from "./http";

export interface ApiRequest {
  locale: Locale;
  query: URLSearchParams;
  /** Origin for absolute URLs, without a trailing slash. */
  origin: string;
  data: DataStore;
  pageSize: number;
}

/** An endpoint's handler: the answer's body, and whether it is `stable` (see ApiAnswer). */
type Handler = (request: ApiRequest, params: Record<string, string>) => Promise<ApiAnswer>;

type Row = Record<string, unknown>;

/**
 * An answer's body; `stable` when it is a value of a parsed data file (a whole file or one row), which stays the same
 * object until the file changes, so its serialised form can be kept (conditional.ts). Lists built per request are not.
 */
export interface ApiAnswer {
  body: unknown;
  stable: boolean;
}

const ARTICLE_SUMMARY_KEYS = ["id", "slug", "slug_ro", "slug_ru", "title", "short_description", "image", "created_at"];
const INFO_PAGE_SUMMARY_KEYS = ["id", "slug", "slug_ro", "slug_ru", "title"];

/** Answers a data file as it is. */
const file =
  (name: string): Handler =>
  async (request) => ({ body: await requireFile(request, name), stable: true });
/** Answers a list built for this request. */
const built =
  (answer: (request: ApiRequest) => Promise<unknown>): Handler =>
  async (request) => ({ body: await answer(request), stable: false });
/** Answers one row of a data file. */
const row =
  (find: (request: ApiRequest, param: string | undefined) => Promise<unknown>, param: string): Handler =>
  async (request, params) => ({ body: await find(request, params[param]), stable: true });

/** Every GET endpoint of the content contract, by its name (the compiler refuses one without a handler). */
const GET_HANDLERS: Readonly<Record<GetEndpointName, Handler>> = {
  menu: file("menu-item"),
  registeredSites: file("registered-sites"),
  siteSettings: file("site-contacts"),
  contacts: file("contacts"),
  infoPages: built(infoPages),
  infoPage: row(infoPage, "slug"),
  blogPage: built(blogPage),
  article: row((request, id) => findById(request, "blog-item", id), "id"),
  product: row((request, id) => findById(request, "product-item", id), "id"),
  homeArticles: built(homepageArticles),
  homeCategories: file("homepage-product"),
  benefits: file("info-block"),
  messengers: file("messengers"),
  homeSeo: file("homepage-seo"),
  homeInfo: row(homeFooterPage, "name"),
  creditOffer: file("credit-offer-section"),
  giftOffer: file("gift-offer-section"),
  partners: file("partners"),
  slides: file("homepage-banner"),
  calculator: file("calculator"),
  reviews: file("reviews"),
  finishedWork: file("finished-work"),
  certificates: file("certificates"),
  company: file("company"),
};

/** The GET handler for an endpoint of the contract. */
export function getHandler(name: GetEndpointName, params: Record<string, string>) {
  return (request: ApiRequest): Promise<ApiAnswer> => GET_HANDLERS[name](request, params);
}

export async function isRegisteredSite(data: DataStore, locale: Locale, siteUrl: string): Promise<boolean> {
  const sites = await data.read(locale, "registered-sites");
  const list = Array.isArray(sites) ? sites : [sites];
  return list.some((site) => isPlainObject(site) && site.site_url === siteUrl);
}

async function requireFile(request: ApiRequest, name: string): Promise<unknown> {
  const value = await request.data.read(request.locale, name);
  if (value === undefined) throw notFound();
  return value;
}

async function requireArray(request: ApiRequest, name: string): Promise<unknown[]> {
  const value = await requireFile(request, name);
  if (!Array.isArray(value)) {
    throw new HttpError(500, {
      detail: `Data file ${request.locale}/${name}.json must hold an array.`,
    });
  }
  return value;
}

async function requireRows(request: ApiRequest, name: string): Promise<Row[]> {
  return (await requireArray(request, name)).filter(isPlainObject);
}

async function blogPage(request: ApiRequest): Promise<unknown> {
  const articles = await requireRows(request, "blog-item");
  const page = parsePage(request.query.get("page"));
  const lastPage = Math.max(1, Math.ceil(articles.length / request.pageSize));
  if (page > lastPage) throw invalidPage();
  const start = (page - 1) * request.pageSize;
  return {
    count: articles.length,
    next: page < lastPage ? blogPageUrl(request, page + 1) : null,
    previous: page > 1 ? blogPageUrl(request, page - 1) : null,
    results: articles.slice(start, start + request.pageSize).map((row) => pick(row, ARTICLE_SUMMARY_KEYS)),
  };
}

const invalidPage = (): HttpError => new HttpError(404, { detail: "Invalid page." });

function parsePage(raw: string | null): number {
  if (raw === null) return 1;
  if (!/^\d+$/.test(raw)) throw invalidPage();
  const page = Number(raw);
  if (page < 1 || !Number.isSafeInteger(page)) throw invalidPage();
  return page;
}

/** Like DRF: keeps the other query parameters, and page 1 carries no page parameter. */
function blogPageUrl(request: ApiRequest, page: number): string {
  const query = new URLSearchParams(request.query);
  if (page === 1) query.delete("page");
  else query.set("page", String(page));
  return `${request.origin}/${request.locale}/api/blog-item/?${query.toString()}`;
}

async function homepageArticles(request: ApiRequest): Promise<unknown> {
  const articles = await requireRows(request, "blog-item");
  return articles.filter((row) => row.show_on_home === true).map((row) => pick(row, ARTICLE_SUMMARY_KEYS));
}

/**
 * Rows of a parsed data file by id. Kept per parsed value, so an edited file (parsed again into a new value) gets a
 * new index on its next request; scanning the array instead cost O(rows) per request, O(rows^2) per build.
 */
const idIndexes = new WeakMap<object, Map<string, Row>>();

async function findById(request: ApiRequest, name: string, id: string | undefined): Promise<unknown> {
  if (id === undefined || !/^\d+$/.test(id)) throw notFound();
  const rows = await requireArray(request, name);
  let index = idIndexes.get(rows);
  if (!index) {
    index = new Map();
    // The first row with an id wins, as the scan that this replaces found it.
    for (const row of rows.filter(isPlainObject)) if (!index.has(String(row.id))) index.set(String(row.id), row);
    idIndexes.set(rows, index);
  }
  const found = index.get(String(Number(id)));
  if (!found) throw notFound();
  return found;
}

async function infoPages(request: ApiRequest): Promise<unknown> {
  const pages = await requireRows(request, "info-page");
  return pages.map((row) => pick(row, INFO_PAGE_SUMMARY_KEYS));
}

async function infoPage(request: ApiRequest, slug: string | undefined): Promise<unknown> {
  const pages = await requireRows(request, "info-page");
  const wanted = safeDecode(slug);
  const found = pages.find((row) => row.slug === wanted);
  if (!found) throw notFound();
  return found;
}

async function homeFooterPage(request: ApiRequest, name: string | undefined): Promise<unknown> {
  const entries = await requireFile(request, "info-home-footer-page");
  const key = safeDecode(name);
  if (!isPlainObject(entries) || key === undefined || !Object.prototype.hasOwnProperty.call(entries, key))
    throw notFound();
  return entries[key];
}

function safeDecode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function pick(row: Row, keys: readonly string[]): Row {
  const out: Row = {};
  for (const key of keys) if (key in row) out[key] = row[key];
  return out;
}
