import type { GatsbyNode } from "gatsby";

interface Plugin {
  constructor: { name: string };
  definitions?: Record<string, unknown>;
}

/**
 * Gatsby's HTML renderer provides `fetch` from node-fetch 2 to any server-rendered module that names it (the lead
 * outbox does, for the browser). Node 24 has its own `fetch`, nothing calls it while a page renders, and node-fetch 2
 * loads `punycode` through whatwg-url 5: Node prints a deprecation warning (DEP0040), which Gatsby's log shows as
 * "ERROR UNKNOWN" in every cold build. The renderer is left with Node's own `fetch`.
 */
export const ssrGlobalFetch: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-html" && stage !== "develop-html") return;
  const config = getConfig() as { plugins: Plugin[] };
  const providesNodeFetch = (plugin: Plugin) =>
    plugin.constructor.name === "ProvidePlugin" &&
    Object.values(plugin.definitions ?? {}).some((target) => /[\\/]node-fetch[\\/]/.test(String(target)));
  if (!config.plugins.some(providesNodeFetch)) return;
  config.plugins = config.plugins.filter((plugin) => !providesNodeFetch(plugin));
  actions.replaceWebpackConfig(config);
};
