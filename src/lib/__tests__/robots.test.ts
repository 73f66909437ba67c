/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService } from "../../../content-service/src/server";
import { createContentClient } from "../../../plugins/gatsby-source-content-service/src/client";
import { fetchLocaleContent } from "../../../plugins/gatsby-source-content-service/src/fetch-content";
import { robotsTxt, sitemapEntry } from "../sitemap";

const DEMO = path.resolve(__dirname, "../../../content-service/data");

/** What onPostBuild writes, for the embedded service's data with ready_to_indexing set to `ready`. */
async function robotsFor(ready: boolean): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "robots-"));
  cpSync(DEMO, dataDir, { recursive: true });
  const file = path.join(dataDir, "ro", "registered-sites.json");
  const sites = JSON.parse(readFileSync(file, "utf8")) as Array<{ site_url: string; ready_to_indexing: boolean }>;
  for (const site of sites) if (site.site_url === "termofort") site.ready_to_indexing = ready;
  writeFileSync(file, JSON.stringify(sites));
  const service = await startContentService({
    port: 0,
    dataDir,
    quiet: true,
    leadsFile: path.join(dataDir, "leads.jsonl"),
  });
  try {
    const client = createContentClient({ baseUrl: service.url, siteId: "termofort" });
    const content = await fetchLocaleContent(client, "ro", { siteId: "termofort", warn: () => {} });
    return robotsTxt(content.registeredSite.ready_to_indexing, "https://termofort.md");
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("robots.txt", () => {
  it("disallows everything while the registered site is not ready for indexing", async () => {
    expect(await robotsFor(false)).toBe("User-agent: *\nDisallow: /\n");
  });

  it("allows indexing and names the sitemap when it is ready", async () => {
    expect(await robotsFor(true)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://termofort.md/sitemap-index.xml\n");
  });
});

describe("sitemapEntry", () => {
  it("lists a page with absolute hreflang alternates and x-default on the Romanian page", () => {
    expect(
      sitemapEntry("https://termofort.md", {
        path: "/ru/okna",
        pageContext: { alternates: { ro: "/ferestre", ru: "/ru/okna" } },
      }),
    ).toEqual({
      url: "/ru/okna",
      links: [
        { lang: "ro", url: "https://termofort.md/ferestre" },
        { lang: "ru", url: "https://termofort.md/ru/okna" },
        { lang: "x-default", url: "https://termofort.md/ferestre" },
      ],
    });
  });

  it("gives no alternates to a page without a twin", () => {
    expect(
      sitemapEntry("https://termofort.md", {
        path: "/blog/page/4",
        pageContext: { alternates: { ro: "/blog/page/4" } },
      }),
    ).toEqual({
      url: "/blog/page/4",
    });
  });
});
