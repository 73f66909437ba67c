import { robotsTxt, sitemapEntry } from "../sitemap";

describe("robots.txt", () => {
  it("disallows everything while the registered site is not ready for indexing", () => {
    expect(robotsTxt(false, "https://termofort.md")).toBe("User-agent: *\nDisallow: /\n");
  });

  it("allows indexing and names the sitemap by its absolute URL when it is ready", () => {
    const expected = "User-agent: *\nAllow: /\n\nSitemap: https://termofort.md/sitemap-index.xml\n";
    expect(robotsTxt(true, "https://termofort.md")).toBe(expected);
    expect(robotsTxt(true, "https://termofort.md/")).toBe(expected);
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
