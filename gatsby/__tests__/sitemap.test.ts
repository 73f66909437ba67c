import { mkdtempSync, readFileSync, rmSync } from "fs";
import os from "os";
import path from "path";
import { sitemapItems, writeSitemap, type StorePage } from "../sitemap";

const SITE = "https://termofort.md";

const PAGES: StorePage[] = [
  { path: "/", context: { alternates: { ro: "/", ru: "/ru" } } },
  { path: "/ro", context: { alternates: { ro: "/ro" } } },
  { path: "/ferestre", context: { alternates: { ro: "/ferestre", ru: "/ru/okna" } } },
  { path: "/404", context: {} },
  { path: "/404.html", context: {} },
  { path: "/ru/404", context: {} },
  { path: "/offline-plugin-app-shell-fallback", context: {} },
  { path: "/blog/page/4", context: { alternates: { ro: "/blog/page/4" } } },
  { path: "/ru/okna", context: { alternates: { ro: "/ferestre", ru: "/ru/okna" } } },
  { path: "/blog/a&b", context: null },
];

describe("sitemapItems", () => {
  it("lists every page but the /ro duplicate and Gatsby's and the locales' error pages, in the store's order", () => {
    expect(sitemapItems(SITE, PAGES).map((item) => item.url)).toEqual([
      "https://termofort.md/",
      "https://termofort.md/ferestre",
      "https://termofort.md/blog/page/4",
      "https://termofort.md/ru/okna",
      "https://termofort.md/blog/a&b",
    ]);
  });

  it("gives a page with a twin its absolute alternates", () => {
    expect(sitemapItems(SITE, PAGES)[3]).toEqual({
      url: "https://termofort.md/ru/okna",
      links: [
        { lang: "ro", url: "https://termofort.md/ferestre" },
        { lang: "ru", url: "https://termofort.md/ru/okna" },
        { lang: "x-default", url: "https://termofort.md/ferestre" },
      ],
    });
  });
});

describe("writeSitemap", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the index and one sitemap with escaped URLs and hreflang links", async () => {
    // The library takes a folder relative to the working directory only.
    const listed = await writeSitemap(path.relative(process.cwd(), dir), SITE, PAGES);
    expect(listed).toBe(5);
    const index = readFileSync(path.join(dir, "sitemap-index.xml"), "utf8");
    expect(index).toContain("<loc>https://termofort.md/sitemap-0.xml</loc>");
    const xml = readFileSync(path.join(dir, "sitemap-0.xml"), "utf8");
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(xml).toContain("<loc>https://termofort.md/blog/a&amp;b</loc>");
    expect(xml).toContain(
      '<url><loc>https://termofort.md/ru/okna</loc><xhtml:link rel="alternate" hreflang="ro" href="https://termofort.md/ferestre"/>',
    );
    expect(xml).not.toContain("/ro<");
    expect(xml).not.toContain("404");
  });
});
