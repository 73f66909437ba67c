/**
 * The content as a build would read it, outside a build: every locale fetched through the plugin's client, then put
 * through the same safety rules (sanitised HTML, checked URLs and colours, links resolved against the site's routes).
 * The launch check reads the content this way (launch/), so it judges exactly what would be published.
 */
import { createContentClient } from "./client";
import { ContentReport, type ContentIssue } from "./content-report";
import type { SecuredContent } from "./content-shapes";
import { fetchAllLocales } from "./fetch-content";
import { resolveOptions, type ContentServicePluginOptions } from "./plugin-options";
import { createLinkResolver } from "./safety/internal-links";
import type { BrokenLink } from "./safety/secure-content";
import { secureContent } from "./safety/secure-content";
import { createSiteUrls } from "./safety/site-urls";

export interface CheckedContent {
  /** One per locale, after the safety rules: a value that failed them is left out (null), as on the site. */
  contents: SecuredContent[];
  /** Links inside content to pages the build would not make. */
  brokenLinks: BrokenLink[];
  /** What the safety rules reported, item by item (the release report's warnings). */
  issues: ContentIssue[];
}

export async function readCheckedContent(given: ContentServicePluginOptions): Promise<CheckedContent> {
  const options = resolveOptions(given as never);
  const client = createContentClient({
    baseUrl: options.apiUrl,
    siteId: options.siteId,
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    concurrency: options.concurrency,
  });
  try {
    const report = new ContentReport();
    const note = () => {};
    const fetched = await fetchAllLocales(client, options, { warn: note, info: note });
    const resolveLink = createLinkResolver(fetched, createSiteUrls(options), options.locales);
    const secured = fetched.map((content) =>
      secureContent(content, { report, resolveLink, siteOrigin: options.siteUrl }),
    );
    return {
      contents: secured.map((result) => result.content),
      brokenLinks: secured.flatMap((result) => result.brokenLinks),
      issues: report.issues,
    };
  } finally {
    client.close();
  }
}
