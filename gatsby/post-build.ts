import { writeFile } from "fs/promises";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { robotsTxt } from "../src/lib/sitemap";
import { configuredTrackers, finishBuildOutput, type BuiltSite } from "./build-output";
import { writeRootFavicon } from "./favicon";
import { stampServiceWorker } from "./service-worker/stamp";
import { staleStaticQueryResults } from "./static-query-results";
import { writeSitemap } from "./sitemap";

/**
 * What the server manifest says about the site: the addresses from the build's configuration (siteMetadata, set from
 * src/config/env.ts) and the trackers the content configures, in either locale (the ids the consent feature loads
 * them by), so the CSP allows a tracker's hosts only when the site can load it.
 */
function builtSite(data: Queries.PostBuildDataQuery): BuiltSite {
  const meta = data.site?.siteMetadata;
  return {
    siteUrl: meta?.siteUrl ?? "",
    contentApiUrl: meta?.contentApiUrl ?? "",
    liveChatScriptUrl: meta?.liveChatScriptUrl ?? "",
    crmFormScriptUrl: meta?.crmFormScriptUrl ?? "",
    leadDelivery: meta?.leadDelivery === "direct" ? "direct" : "gateway",
    analytics: configuredTrackers(data.allContentSite.nodes),
  };
}

/**
 * The sitemap is written from the page store (gatsby/sitemap.ts); robots.txt follows the registered site's
 * ready_to_indexing flag; /favicon.ico is the site's favicon (gatsby/favicon.ts); then the output is finished for the web servers (docs/security.md): redirects and
 * inline-script hashes in the server manifest, no source maps, and the list of changed files the release step copies
 * and compresses (publisher/releases.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const result = await graphql<Queries.PostBuildDataQuery>(`
    query PostBuildData {
      allContentSite {
        nodes {
          googleTagManager
          googleId
          yandexId
        }
      }
      contentSite(locale: { eq: "ro" }) {
        readyToIndexing
        favicon {
          localFile {
            publicURL
          }
        }
      }
      site {
        siteMetadata {
          siteUrl
          contentApiUrl
          liveChatScriptUrl
          crmFormScriptUrl
          leadDelivery
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("onPostBuild: could not read the content for robots.txt", result.errors);
    return;
  }
  const stale = await staleStaticQueryResults(
    path.resolve("public"),
    store.getState().staticQueryComponents.values(),
    (query) => graphql(query),
  );
  if (stale.length > 0) {
    reporter.panicOnBuild(
      `Another Gatsby run in this checkout (npm run develop?) left its results in public/, and this build kept them: ` +
        `${stale.join(", ")}. They are rewritten, but pages were rendered with them: run \`npx gatsby clean\` and build again.`,
    );
    return;
  }
  const ready = result.data.contentSite?.readyToIndexing ?? false;
  const siteUrl = result.data.site?.siteMetadata?.siteUrl ?? "";
  const sitemap = await writeSitemap(
    "public",
    siteUrl,
    store.getState().pages.values(),
    path.resolve(".cache", "sitemap-state.json"),
  );
  reporter.info(`Sitemap: ${sitemap.listed} pages, ${sitemap.written ? "written" : "unchanged, not written again"}`);
  await writeFile(path.resolve("public", "robots.txt"), robotsTxt(ready, siteUrl));
  reporter.info(`robots.txt: ${ready ? "indexing allowed" : "indexing disallowed (ready_to_indexing is false)"}`);
  const favicon = await writeRootFavicon(
    path.resolve("public"),
    result.data.contentSite?.favicon?.localFile?.publicURL,
  );
  reporter.info(`favicon.ico: ${favicon === "written" ? "the site's favicon" : "none (the content service has none)"}`);
  const stamp = await stampServiceWorker(path.resolve("public"));
  if (stamp) reporter.info(`sw.js stamped with this release's shell data: ${stamp}`);
  // Last: it repairs and hashes the final HTML and lists the files whose content changed, only from those Gatsby
  // wrote this time.
  const served = await finishBuildOutput(path.resolve("public"), store.getState().redirects, {
    stateFile: path.resolve(".cache", "build-output-state.json"),
    site: builtSite(result.data),
  });
  if (served.repairedNul) reporter.info(`Removed React 18's stray NUL bytes from ${served.repairedNul} HTML files`);
  reporter.info(
    `Server manifest: ${served.manifest.redirects.length} redirects, ${served.manifest.scriptHashes.length} inline-script hashes; ` +
      `${served.processed} new or rewritten files processed, ${served.written} with new content, ` +
      `${served.deleted} gone; ${served.removed} source maps/stats/old twins removed`,
  );
};
