import path from "path";
import type { GatsbyConfig } from "gatsby";
import { readEnv } from "./src/config/env";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./src/lib/locales";
import { RESERVED_SEGMENTS, localePrefix, paths } from "./src/lib/paths";
import type { ContentServicePluginOptions } from "./plugins/gatsby-source-content-service/public";

/** The site build's configuration, read once here and passed to the plugins (src/config/env.ts). */
const env = readEnv();

/** A route of src/lib/paths.ts as a template for the source plugin: the default locale's path has no prefix. */
const template = (path: string) => decodeURIComponent(path);

/** The source plugin builds the URLs of links inside content with the site's own routes. */
const contentSource = {
  apiUrl: env.contentApiUrl,
  siteId: env.siteId,
  ...(env.homeInfoName ? { homeInfoName: env.homeInfoName } : {}),
  siteUrl: env.siteUrl,
  imageHosts: env.contentImageHosts,
  locales: [...LOCALES],
  localePrefixes: Object.fromEntries(LOCALES.map((locale) => [locale, localePrefix(locale)])) as Record<Locale, string>,
  reservedSegments: [...RESERVED_SEGMENTS],
  routes: {
    home: template(paths.home(DEFAULT_LOCALE)),
    blog: template(paths.blog(DEFAULT_LOCALE)),
    blogPage: template(paths.blog(DEFAULT_LOCALE, 2)).replace(/\/2$/, "/{page}"),
    article: template(paths.article(DEFAULT_LOCALE, "{slug}")),
    calculator: template(paths.calculator(DEFAULT_LOCALE)),
    contacts: template(paths.contacts(DEFAULT_LOCALE)),
    infoPages: template(paths.infoPages(DEFAULT_LOCALE)),
    infoPage: template(paths.infoPage(DEFAULT_LOCALE, "{slug}")),
    category: template(paths.category(DEFAULT_LOCALE, "{slug}")),
    subcategory: template(paths.subcategory(DEFAULT_LOCALE, "{category}", "{slug}")),
  },
  // Set by the publisher for a hook that names what changed (docs/publishing.md); unset: every item is checked.
  changedItemsFile: env.contentChangesFile,
  ...(env.contentReportFile ? { reportFile: env.contentReportFile } : {}),
} satisfies ContentServicePluginOptions;

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: env.siteUrl,
    contentApiUrl: env.contentApiUrl,
    siteId: env.siteId,
    crmFormScriptUrl: env.crmFormScriptUrl,
    liveChatScriptUrl: env.liveChatScriptUrl,
    leadDelivery: env.leadDelivery,
    leadAlerts: env.leadAlerts,
  },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    // Types are a developer's tool: `npm run develop` writes them, and the integration tests fail when the committed
    // file differs from what the schema generates. Builds (the publisher's above all) do not spend time on them.
    generateOnBuild: false,
    // Typegen reads createPages/onPostBuild queries from these files; the lifecycles live in gatsby/.
    documentSearchPaths: ["./gatsby-node.ts", "./gatsby/*.ts", "./plugins/**/gatsby-node.ts"],
  },
  plugins: [
    {
      resolve: "gatsby-source-content-service",
      options: contentSource,
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(__dirname, "locales") },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // No AVIF: on these images it is larger than WebP and much slower to encode (docs/images.md).
      options: { defaults: { formats: ["auto", "webp"], placeholder: "dominantColor", quality: 70 } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-offline",
      options: {
        // Only the app shell is precached. What the worker answers from cache, and why: docs/service-worker.md.
        precachePages: [],
        // Navigations go to the network first; the app shell answers only when the network fails.
        appendScript: path.join(__dirname, "gatsby", "service-worker", "network-first-navigation.js"),
        workboxConfig: {
          // The plugin merges this list into its defaults index by index (lodash.merge), so each entry here
          // replaces the default at the same position: [0] hashed JS/CSS, [1] page and app data, [2] the rest.
          runtimeCaching: [
            // Content-hashed file names: a URL's content never changes.
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: "CacheFirst" },
            // page-data, app-data (it holds the build's hash) and static query results: the network's answer
            // always, however slow; the cache only when the request fails. No networkTimeoutSeconds: a timeout
            // would answer a slow network with the previous build's data.
            { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: "NetworkFirst" },
            // Instead of the default's "every other .js/.json/.css/image": images only.
            { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif)$/, handler: "StaleWhileRevalidate" },
          ],
        },
      },
    },
  ],
};

export default config;
