import { absoluteUrl, localeOfPath, paths, RESERVED_SEGMENTS, switchLocalePath, withoutLocalePrefix } from "../paths";

describe("paths", () => {
  it("builds every route without a prefix in Romanian and under /ru in Russian", () => {
    expect(paths.home("ro")).toBe("/");
    expect(paths.home("ru")).toBe("/ru");
    expect(paths.blog("ro")).toBe("/blog");
    expect(paths.blog("ru", 1)).toBe("/ru/blog");
    expect(paths.blog("ru", 3)).toBe("/ru/blog/page/3");
    expect(paths.article("ro", "cum-alegi")).toBe("/blog/cum-alegi");
    expect(paths.calculator("ru")).toBe("/ru/calculator");
    expect(paths.contacts("ro")).toBe("/contacts");
    expect(paths.infoPages("ru")).toBe("/ru/info-page");
    expect(paths.infoPage("ro", "livrare")).toBe("/info-page/livrare");
    expect(paths.category("ru", "okna")).toBe("/ru/okna");
    expect(paths.subcategory("ro", "ferestre", "ferestre-un-canat")).toBe("/ferestre/ferestre-un-canat");
    expect(paths.notFound("ru")).toBe("/ru/404");
  });

  it("never ends a path with a slash except the Romanian home", () => {
    const all = [
      paths.blog("ro"),
      paths.blog("ru", 2),
      paths.category("ro", "x"),
      paths.infoPages("ro"),
      paths.home("ru"),
    ];
    expect(all.filter((path) => path.endsWith("/"))).toEqual([]);
  });

  it("escapes what a slug must not carry into a URL", () => {
    expect(paths.category("ro", "uși pvc")).toBe("/u%C8%99i%20pvc");
  });

  it("tells the locale of a path", () => {
    expect(localeOfPath("/ru")).toBe("ru");
    expect(localeOfPath("/ru/blog")).toBe("ru");
    expect(localeOfPath("/rusticные")).toBe("ro");
    expect(localeOfPath("/")).toBe("ro");
  });

  it("makes absolute URLs from the site URL", () => {
    expect(absoluteUrl("https://termofort.md/", "/ru/okna")).toBe("https://termofort.md/ru/okna");
    expect(absoluteUrl("https://termofort.md", "/")).toBe("https://termofort.md/");
  });

  it("strips and swaps the locale prefix, and only a whole /ru segment is one", () => {
    expect(withoutLocalePrefix("/ru/blog")).toBe("/blog");
    expect(withoutLocalePrefix("/ru")).toBe("");
    expect(withoutLocalePrefix("/rusticные")).toBe("/rusticные");
    expect(switchLocalePath("/ru", "ro")).toBe("/");
    expect(switchLocalePath("/", "ru")).toBe("/ru");
    expect(switchLocalePath("/contacts", "ru")).toBe("/ru/contacts");
  });

  it("links a product by its anchor on the subcategory page, and names each locale's 404 page and file", () => {
    expect(paths.subcategoryProduct("ru", "okna", "pvh", "eco 70")).toBe("/ru/okna/pvh#product-eco 70");
    expect(paths.notFound("ro")).toBe("/404");
    expect(paths.notFound("ru")).toBe("/ru/404");
    expect(paths.notFoundFile("ro")).toBe("/404.html");
    expect(paths.notFoundFile("ru")).toBe("/ru/404/index.html");
  });

  it("reserves the first segment of every fixed route and locale prefix for category slugs", () => {
    for (const locale of ["ro", "ru"] as const) {
      for (const path of [
        paths.blog(locale),
        paths.calculator(locale),
        paths.contacts(locale),
        paths.infoPages(locale),
      ]) {
        expect(RESERVED_SEGMENTS).toContain(path.split("/").filter(Boolean).at(-1));
      }
    }
    expect(RESERVED_SEGMENTS).toEqual(expect.arrayContaining(["ro", "ru", "404", "api"]));
  });
});
