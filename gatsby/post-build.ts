import { writeFile } from "fs/promises";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { robotsTxt } from "../src/lib/sitemap";
import { stripNullBytes } from "../scripts/lib/strip-null-bytes";
import { LOCALE_REDIRECTS_FILE, localeSlugRedirects } from "../src/lib/locale-slugs";

/**
 * robots.txt follows the registered site's ready_to_indexing flag; locale-redirects.json lists the wrong-language
 * category paths that the server answers with a 301 (the spec's locale URL check).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.PostBuildDataQuery>(`
    query PostBuildData {
      contentSite(locale: { eq: "ro" }) {
        readyToIndexing
      }
      allContentCategory(filter: { locale: { eq: "ro" } }) {
        nodes {
          slugRo
          slugRu
          subcategories {
            slugRo
            slugRu
          }
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "onPostBuild: could not read the content for robots.txt and the locale redirects",
      result.errors,
    );
    return;
  }
  const ready = result.data.contentSite?.readyToIndexing ?? false;
  const siteUrl = result.data.site?.siteMetadata?.siteUrl ?? "";
  await writeFile(path.resolve("public", "robots.txt"), robotsTxt(ready, siteUrl));
  reporter.info(`robots.txt: ${ready ? "indexing allowed" : "indexing disallowed (ready_to_indexing is false)"}`);
  const repaired = await stripNullBytes(path.resolve("public"));
  if (repaired) reporter.info(`Removed React 18's stray NUL bytes from ${repaired} HTML files`);
  const redirects = localeSlugRedirects(result.data.allContentCategory.nodes);
  await writeFile(path.resolve("public", LOCALE_REDIRECTS_FILE), JSON.stringify(redirects));
};
