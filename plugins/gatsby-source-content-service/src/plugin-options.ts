import type { GatsbyNode, PluginOptions } from "gatsby";
import { DEFAULTS } from "./constants";

export interface ContentServiceOptions {
  apiUrl: string;
  siteId: string;
  homeInfoName: string;
  timeoutMs: number;
  retries: number;
  concurrency: number;
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    apiUrl: Joi.string().uri().default(DEFAULTS.apiUrl).description("Base URL of the content service"),
    siteId: Joi.string().default(DEFAULTS.siteId).description("Sent as site_url on every request"),
    homeInfoName: Joi.string().default(DEFAULTS.homeInfoName).description("Fixed name of the home info section"),
    timeoutMs: Joi.number().integer().min(100).default(DEFAULTS.timeoutMs),
    retries: Joi.number().integer().min(0).default(DEFAULTS.retries),
    concurrency: Joi.number().integer().min(1).default(DEFAULTS.concurrency),
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
  };
}
