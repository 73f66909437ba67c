/**
 * Every endpoint of the content service, written once: its path under `/{locale}/api/` (`{name}` marks a parameter),
 * the locale prefix it is asked under, its method, and what the site does without it. The client, the publish
 * hook's check, the lead sender, the GraphQL descriptions and the embedded service all take their paths from here;
 * each GET's answer schema is in `answers.ts` and each POST's body check in `leads.ts`, keyed by the same names (the
 * compiler refuses an endpoint without one). No dependencies: the browser's lead sender imports it.
 *
 * Adding an endpoint (docs/architecture.md): an entry here, its schema in `answers.ts`, its handler in the embedded
 * service's `content-service/src/api.ts` (also keyed by name), and its data in `content-service/data/{ro,ru}/`.
 */
import { CONTRACT_LOCALES, type Locale } from "./locales";

/**
 * `each`: asked under every sourced locale's prefix (`/ro/api/...`, `/ru/api/...`), one answer per locale. A locale
 * name: always asked under that prefix (the spec sends every lead to `/ru/api/`).
 */
export type LocaleRule = "each" | Locale;

/**
 * What the build does when a GET endpoint is absent (404): `required` fails the build (the site cannot be made without
 * it); `optional` leaves its section out with a warning. A POST is `required`: the site sends to it.
 */
export type Presence = "required" | "optional";

export interface Endpoint {
  readonly path: string;
  readonly method: "GET" | "POST";
  readonly locale: LocaleRule;
  readonly presence: Presence;
}

const get = <P extends string, R extends Presence>(path: P, presence: R) =>
  ({ path, method: "GET", locale: "each", presence }) as const;
const post = <P extends string, L extends Locale>(path: P, locale: L) =>
  ({ path, method: "POST", locale, presence: "required" }) as const;

export const ENDPOINTS = {
  // The menu (categories with their subcategories and product ids), the site's registration, settings, contacts and
  // the info pages: the site cannot be built without them.
  menu: get("menu-item/", "required"),
  registeredSites: get("registered-sites/", "required"),
  siteSettings: get("site-contacts/", "required"),
  contacts: get("contacts/", "required"),
  infoPages: get("info-page/", "required"),
  infoPage: get("info-page/{slug}/", "required"),
  /** DRF's page-number pagination: `?page=N`. */
  blogPage: get("blog-item/", "required"),
  article: get("blog-item/{id}/", "required"),
  product: get("product-item/{id}/", "required"),
  // The home page's blocks and the other sections: each is left out when the service does not have it.
  homeArticles: get("homepage-blog-items/", "optional"),
  homeCategories: get("homepage-product/", "optional"),
  benefits: get("info-block/", "optional"),
  messengers: get("messengers/", "optional"),
  homeSeo: get("homepage-seo/", "optional"),
  /** `name`: the site's fixed home info name (the `homeInfoName` option). */
  homeInfo: get("info-home-footer-page/{name}/", "optional"),
  creditOffer: get("section/credit-offer-section/", "optional"),
  giftOffer: get("section/gift-offer-section/", "optional"),
  partners: get("partners/", "optional"),
  slides: get("homepage-banner/", "optional"),
  calculator: get("calculator/", "optional"),
  // The company's proof (our extension): a 404 or an empty list means the company has none, which the build says
  // in an info line rather than a warning (fetch-content.ts).
  reviews: get("reviews/", "optional"),
  finishedWork: get("finished-work/", "optional"),
  certificates: get("certificates/", "optional"),
  company: get("company/", "optional"),
  // Leads: the call and consultation requests, and the calculator's request.
  invoice: post("invoices/", "ru"),
  calculateInvoice: post("calculate-invoice/", "ru"),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
type Names<Method> = {
  [N in EndpointName]: (typeof ENDPOINTS)[N]["method"] extends Method ? N : never;
}[EndpointName];
export type GetEndpointName = Names<"GET">;
export type PostEndpointName = Names<"POST">;
/** The GET endpoints whose absence leaves a section out. */
export type OptionalEndpointName = {
  [N in GetEndpointName]: (typeof ENDPOINTS)[N]["presence"] extends "optional" ? N : never;
}[GetEndpointName];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
/** The parameters of an endpoint's path: `{ id: 12 }` for `blog-item/{id}/`, nothing for a path without any. */
export type EndpointParams<N extends EndpointName> = {
  [K in ParamNames<(typeof ENDPOINTS)[N]["path"]>]: string | number;
};

export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

export const isPostEndpoint = (name: EndpointName): name is PostEndpointName => ENDPOINTS[name].method === "POST";

const PARAM = /\{([^}]+)\}/g;

/** The endpoint's path under `/{locale}/api/`, its parameters filled in (encoded): `blog-item/12/`. */
export function endpointPath<N extends EndpointName>(name: N, params?: EndpointParams<N>): string {
  return ENDPOINTS[name].path.replace(PARAM, (_, key: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[key];
    if (value === undefined || value === "") throw new TypeError(`endpoint ${name} needs its '${key}' parameter`);
    return encodeURIComponent(String(value));
  });
}

/** The locales an endpoint is asked under, of those the site sources. */
export function endpointLocales(name: EndpointName, sourced: readonly Locale[] = CONTRACT_LOCALES): readonly Locale[] {
  const rule = ENDPOINTS[name].locale;
  return rule === "each" ? sourced : [rule];
}

/**
 * The path from the service's root, `/ro/api/blog-item/12/`. `locale` is needed for an endpoint asked under each
 * locale; an endpoint with a fixed locale is always asked under its own.
 */
export function apiPath<N extends EndpointName>(name: N, locale?: Locale, params?: EndpointParams<N>): string {
  const rule = ENDPOINTS[name].locale;
  const prefix = rule === "each" ? locale : rule;
  if (!prefix) throw new TypeError(`endpoint ${name} is asked under each locale: name one`);
  return `/${prefix}/api/${endpointPath(name, params)}`;
}

/** The full URL of a request: the service's base URL, the path, `site_url` (every request carries it) and `query`. */
export function apiUrl<N extends EndpointName>(
  service: { apiUrl: string; siteId: string },
  name: N,
  locale?: Locale,
  params?: EndpointParams<N>,
  query: Record<string, string | number> = {},
): string {
  const url = new URL(`${service.apiUrl.replace(/\/+$/, "")}${apiPath(name, locale, params)}`);
  url.searchParams.set("site_url", service.siteId);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

/**
 * The endpoint a request path names, with its parameters as they stand in the path (still encoded), or undefined: what the embedded service routes
 * by. `segments` are the path's parts after `/{locale}/api/`, without empty ones.
 */
export function matchEndpoint(
  segments: readonly string[],
  method?: "GET" | "POST",
): { name: EndpointName; params: Record<string, string> } | undefined {
  for (const name of ENDPOINT_NAMES) {
    const endpoint = ENDPOINTS[name];
    if (method && endpoint.method !== method) continue;
    const pattern = endpoint.path.split("/").filter((part) => part !== "");
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      const param = /^\{(.+)\}$/.exec(part);
      if (!param) return part === segment;
      params[param[1]!] = segment;
      return true;
    });
    if (matches) return { name, params };
  }
  return undefined;
}
