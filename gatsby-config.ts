import path from "path";
import type { GatsbyConfig } from "gatsby";
import { readEnv } from "./src/config/env";

const env = readEnv();

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: env.siteUrl,
    contentApiUrl: env.contentApiUrl,
    siteId: env.siteId,
    crmFormScriptUrl: env.crmFormScriptUrl,
    liveChatScriptUrl: env.liveChatScriptUrl,
  },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    // Typegen reads createPages/onPostBuild queries from these files; the lifecycles live in gatsby/.
    documentSearchPaths: ["./gatsby-node.ts", "./gatsby/*.ts", "./plugins/**/gatsby-node.ts"],
  },
  plugins: [
    {
      resolve: "gatsby-source-content-service",
      options: {
        apiUrl: env.contentApiUrl,
        siteId: env.siteId,
        homeInfoName: env.homeInfoName,
        siteUrl: env.siteUrl,
        // Set by the publisher for a hook that names what changed (docs/publishing.md); unset: every item is checked.
        changedItemsFile: process.env.CONTENT_CHANGES_FILE || undefined,
      },
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
