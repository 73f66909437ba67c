import type { GatsbyNode, PluginOptions } from "gatsby";
import { DEFAULTS } from "./constants";
import { parseImageHosts } from "./safety/image-hosts";

export interface ContentServiceOptions {
  apiUrl: string;
  siteId: string;
  homeInfoName: string;
  timeoutMs: number;
  retries: number;
  concurrency: number;
  /** The site's public origin: absolute links to it inside content are internal links. */
  siteUrl?: string;
  /** Hosts besides the content service that images may be downloaded from (CONTENT_IMAGE_HOSTS). */
  imageHosts: string[];
  /** A build for named changes: the JSON file naming them (changed-items.ts); without it, a full check. */
  changedItemsFile?: string;
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    apiUrl: Joi.string().uri().default(DEFAULTS.apiUrl).description("Base URL of the content service"),
    siteId: Joi.string().default(DEFAULTS.siteId).description("Sent as site_url on every request"),
    homeInfoName: Joi.string().default(DEFAULTS.homeInfoName).description("Fixed name of the home info section"),
    timeoutMs: Joi.number().integer().min(100).default(DEFAULTS.timeoutMs),
    retries: Joi.number().integer().min(0).default(DEFAULTS.retries),
    concurrency: Joi.number().integer().min(1).default(DEFAULTS.concurrency),
    siteUrl: Joi.string().uri().description("Public origin of the site (links to it in content are internal)"),
    imageHosts: Joi.array()
      .items(Joi.string())
      .description("Hosts images may be downloaded from besides the content service (default: CONTENT_IMAGE_HOSTS)"),
    changedItemsFile: Joi.string()
      .pattern(/\.json$/, "a .json file")
      .description("JSON file naming the items a publish changed (changed-items.ts); without it every item is checked"),
  });

export function resolveOptions(options: PluginOptions): ContentServiceOptions {
  const given = options as Partial<ContentServiceOptions>;
  return {
    apiUrl: given.apiUrl ?? DEFAULTS.apiUrl,
    siteId: given.siteId ?? DEFAULTS.siteId,
    homeInfoName: given.homeInfoName ?? DEFAULTS.homeInfoName,
    timeoutMs: given.timeoutMs ?? DEFAULTS.timeoutMs,
    retries: given.retries ?? DEFAULTS.retries,
    concurrency: given.concurrency ?? DEFAULTS.concurrency,
    siteUrl: given.siteUrl,
    imageHosts: given.imageHosts ?? parseImageHosts(process.env.CONTENT_IMAGE_HOSTS),
    changedItemsFile: given.changedItemsFile,
  };
}
