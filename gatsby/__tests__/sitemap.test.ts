import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "fs";
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
    const result = await writeSitemap(path.relative(process.cwd(), dir), SITE, PAGES);
    expect(result).toEqual({ listed: 5, written: true });
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

describe("writeSitemap between builds", () => {
  let dir: string;
  let relative: string;
  let state: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
    relative = path.relative(process.cwd(), dir);
    state = path.join(dir, "state", "sitemap-state.json");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const sitemapFile = () => path.join(dir, "sitemap-0.xml");

  it("does not write the files again when the entries are the same and the files untouched", async () => {
    expect((await writeSitemap(relative, SITE, PAGES, state)).written).toBe(true);
    const written = statSync(sitemapFile()).mtimeMs;
    expect(await writeSitemap(relative, SITE, PAGES, state)).toEqual({ listed: 5, written: false });
    expect(statSync(sitemapFile()).mtimeMs).toBe(written);
  });

  it("writes them again when a page's alternates, a page or the site URL change", async () => {
    await writeSitemap(relative, SITE, PAGES, state);
    const moved = PAGES.map((page) =>
      page.path === "/ru/okna" ? { ...page, context: { alternates: { ro: "/geamuri", ru: "/ru/okna" } } } : page,
    );
    expect((await writeSitemap(relative, SITE, moved, state)).written).toBe(true);
    expect(readFileSync(sitemapFile(), "utf8")).toContain('hreflang="ro" href="https://termofort.md/geamuri"');
    const added = [...moved, { path: "/blog/new", context: null }];
    expect((await writeSitemap(relative, SITE, added, state)).written).toBe(true);
    expect(readFileSync(sitemapFile(), "utf8")).toContain("<loc>https://termofort.md/blog/new</loc>");
    expect((await writeSitemap(relative, "https://termofort.ro", added, state)).written).toBe(true);
    expect(readFileSync(sitemapFile(), "utf8")).toContain("<loc>https://termofort.ro/blog/new</loc>");
  });

  it("writes them again when a file was removed or replaced since, or without a state", async () => {
    await writeSitemap(relative, SITE, PAGES, state);
    rmSync(sitemapFile());
    expect((await writeSitemap(relative, SITE, PAGES, state)).written).toBe(true);
    expect(readFileSync(sitemapFile(), "utf8")).toContain("<urlset");
    writeFileSync(sitemapFile(), "<urlset/>");
    expect((await writeSitemap(relative, SITE, PAGES, state)).written).toBe(true);
    expect(readFileSync(sitemapFile(), "utf8").match(/<url>/g)).toHaveLength(5);
    expect((await writeSitemap(relative, SITE, PAGES)).written).toBe(true);
  });
});
