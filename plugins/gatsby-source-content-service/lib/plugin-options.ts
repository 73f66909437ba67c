import type { GatsbyNode, PluginOptions } from "gatsby";
import { DEFAULTS } from "./constants";
import { CONTRACT_LOCALES, type Locale } from "../../../contract";

/**
 * The site's URLs of the pages content links may point at, as templates without the locale prefix: `{slug}`,
 * `{category}` and `{page}` stand for one path segment each. The plugin rewrites links inside content to them, so it
 * builds URLs exactly as the site does without importing the site.
 */
export interface SiteRoutes {
  home: string;
  blog: string;
  blogPage: string;
  article: string;
  calculator: string;
  contacts: string;
  infoPages: string;
  infoPage: string;
  category: string;
  subcategory: string;
}

/**
 * What the site gives the plugin (gatsby-config.ts): the service's address and the site's id are the site's to say;
 * everything else has a default. The plugin reads no environment: the site's configuration does.
 */
export interface ContentServiceOptions {
  apiUrl: string;
  siteId: string;
  /** The fixed name of the home info section (`info-home-footer-page/{name}/`). */
  homeInfoName: string;
  timeoutMs: number;
  retries: number;
  concurrency: number;
  /** The site's public origin: absolute links to it inside content are internal links. */
  siteUrl?: string;
  /** Hosts besides the content service that images may be downloaded from (the site's CONTENT_IMAGE_HOSTS). */
  imageHosts: string[];
  /** The locales the site builds, each sourced from the service; the first is the default. */
  locales: Locale[];
  /** Each locale's path prefix: "" for the default locale, `/ru` for Russian. */
  localePrefixes: Record<Locale, string>;
  /** First path segments a category slug may not take (the site's fixed routes); such content fails the build. */
  reservedSegments: string[];
  routes: SiteRoutes;
  /** A build for named changes: the JSON file naming them (changed-items.ts); without it, a full check. */
  changedItemsFile?: string;
  /** Where the build's content report is written (the publisher's release page reads it). */
  reportFile: string;
  /** How long a failing optional section is retried before its last good version stands in. */
  sectionBudgetMs: number;
}

type Required = "apiUrl" | "siteId";
/** The options as gatsby-config.ts writes them: what has a default may be left out. */
export type ContentServicePluginOptions = Pick<ContentServiceOptions, Required> &
  Partial<Omit<ContentServiceOptions, Required>>;

export const DEFAULT_ROUTES: SiteRoutes = {
  home: "/",
  blog: "/blog",
  blogPage: "/blog/page/{page}",
  article: "/blog/{slug}",
  calculator: "/calculator",
  contacts: "/contacts",
  infoPages: "/info-page",
  infoPage: "/info-page/{slug}",
  category: "/{slug}",
  subcategory: "/{category}/{slug}",
};

const ROUTE_PLACEHOLDERS: Record<keyof SiteRoutes, string[]> = {
  home: [],
  blog: [],
  blogPage: ["page"],
  article: ["slug"],
  calculator: [],
  contacts: [],
  infoPages: [],
  infoPage: ["slug"],
  category: ["slug"],
  subcategory: ["category", "slug"],
};

const defaultPrefixes = (locales: readonly Locale[]) =>
  Object.fromEntries(locales.map((locale, index) => [locale, index === 0 ? "" : `/${locale}`])) as Record<
    Locale,
    string
  >;

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) => {
  const route = (name: keyof SiteRoutes) => {
    const placeholders = ROUTE_PLACEHOLDERS[name].map((key) => `\\{${key}\\}`);
    // Each placeholder exactly once, nothing else in braces.
    const rule = placeholders.reduce<ReturnType<typeof Joi.string>>(
      (schema, placeholder) => schema.pattern(new RegExp(placeholder)),
      Joi.string().pattern(/^\/[^{}]*(\{[a-z]+\}[^{}]*)*$/),
    );
    return rule.default(DEFAULT_ROUTES[name]);
  };
  return Joi.object({
    apiUrl: Joi.string().uri().required().description("Base URL of the content service"),
    siteId: Joi.string().required().description("Sent as site_url on every request"),
    homeInfoName: Joi.string().default(DEFAULTS.homeInfoName).description("Fixed name of the home info section"),
    timeoutMs: Joi.number().integer().min(100).default(DEFAULTS.timeoutMs),
    retries: Joi.number().integer().min(0).default(DEFAULTS.retries),
    concurrency: Joi.number().integer().min(1).default(DEFAULTS.concurrency),
    siteUrl: Joi.string().uri().description("Public origin of the site (links to it in content are internal)"),
    imageHosts: Joi.array()
      .items(Joi.string())
      .description("Hosts images may be downloaded from besides the content service (default: none)"),
    locales: Joi.array()
      .items(Joi.string().valid(...CONTRACT_LOCALES))
      .min(1)
      .unique()
      .default([...CONTRACT_LOCALES])
      .description("Locales to source, the default first"),
    localePrefixes: Joi.object()
      .pattern(
        Joi.string().valid(...CONTRACT_LOCALES),
        Joi.string()
          .allow("")
          .pattern(/^(\/[a-z-]+)?$/),
      )
      .description("Each locale's path prefix (default: none for the first locale, /{locale} for the others)"),
    reservedSegments: Joi.array()
      .items(Joi.string())
      .description("First path segments a category slug may not take (default: the locales and 'api')"),
    routes: Joi.object(
      Object.fromEntries((Object.keys(DEFAULT_ROUTES) as Array<keyof SiteRoutes>).map((name) => [name, route(name)])),
    ).description("The site's URL templates without the locale prefix ({slug}, {category}, {page})"),
    changedItemsFile: Joi.string()
      .pattern(/\.json$/, "a .json file")
      .description(
        "JSON file naming the items a publish changed (changed-items.ts); without it, or when it does not exist, every item is checked",
      ),
    reportFile: Joi.string().description(`Where the content report is written (default ${DEFAULTS.reportFile})`),
    sectionBudgetMs: Joi.number().integer().min(0).default(DEFAULTS.sectionBudgetMs),
  });
};

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`gatsby-source-content-service: the '${name}' option is required`);
  return value;
}

export function resolveOptions(options: PluginOptions): ContentServiceOptions {
  const given = options as unknown as Partial<ContentServiceOptions>;
  const locales = given.locales ?? [...CONTRACT_LOCALES];
  return {
    apiUrl: required(given.apiUrl, "apiUrl"),
    siteId: required(given.siteId, "siteId"),
    homeInfoName: given.homeInfoName ?? DEFAULTS.homeInfoName,
    timeoutMs: given.timeoutMs ?? DEFAULTS.timeoutMs,
    retries: given.retries ?? DEFAULTS.retries,
    concurrency: given.concurrency ?? DEFAULTS.concurrency,
    siteUrl: given.siteUrl,
    imageHosts: given.imageHosts ?? [],
    locales,
    localePrefixes: { ...defaultPrefixes(locales), ...given.localePrefixes },
    reservedSegments: given.reservedSegments ?? [...locales, "api"],
    routes: { ...DEFAULT_ROUTES, ...given.routes },
    changedItemsFile: given.changedItemsFile,
    reportFile: given.reportFile ?? DEFAULTS.reportFile,
    sectionBudgetMs: given.sectionBudgetMs ?? DEFAULTS.sectionBudgetMs,
  };
}

/** What the plugin's reused results (conditional cache, sanitised texts) depend on besides its code. */
export const siteFingerprint = (options: ContentServiceOptions) =>
  JSON.stringify([options.locales, options.localePrefixes, options.reservedSegments, options.routes]);
