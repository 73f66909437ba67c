import path from "path";
import type { GatsbyConfig } from "gatsby";
import { readEnv } from "./src/config/env";
import { SITEMAP_EXCLUDES, sitemapEntry } from "./src/lib/sitemap";

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
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(__dirname, "locales") },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // No AVIF: on these images it is larger than WebP and ~18x slower to encode (docs/images.md).
      options: { defaults: { formats: ["auto", "webp"], placeholder: "dominantColor", quality: 70 } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: SITEMAP_EXCLUDES,
        query: `
          {
            allSitePage {
              nodes {
                path
                pageContext
              }
            }
          }
        `,
        resolveSiteUrl: () => env.siteUrl,
        serialize: (page: Parameters<typeof sitemapEntry>[1]) => sitemapEntry(env.siteUrl, page),
      },
    },
    {
      resolve: "gatsby-plugin-offline",
      options: {
        // Only the app shell is precached; pages and data are fetched network-first, so a new build wins.
        precachePages: [],
        workboxConfig: {
          runtimeCaching: [
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: "CacheFirst" },
            {
              urlPattern: /^https?:.*\/page-data\/.*\.json/,
              handler: "NetworkFirst",
              options: { networkTimeoutSeconds: 3 },
            },
            { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif)$/, handler: "StaleWhileRevalidate" },
          ],
        },
      },
    },
  ],
};

export default config;
