import { localeSlugRedirect, localeSlugRedirects } from "../locale-slugs";

const menu = [
  {
    slugRo: "ferestre",
    slugRu: "okna",
    subcategories: [{ slugRo: "ferestre-un-canat", slugRu: "odnostvorchatye-okna" }],
  },
];

describe("locale URL check", () => {
  it("sends a Russian slug under a Romanian path to the Romanian page, and the reverse", () => {
    expect(localeSlugRedirect("/okna", menu)).toBe("/ferestre");
    expect(localeSlugRedirect("/ru/ferestre", menu)).toBe("/ru/okna");
  });

  it("fixes either segment of a subcategory path", () => {
    expect(localeSlugRedirect("/okna/odnostvorchatye-okna", menu)).toBe("/ferestre/ferestre-un-canat");
    expect(localeSlugRedirect("/ferestre/odnostvorchatye-okna", menu)).toBe("/ferestre/ferestre-un-canat");
    expect(localeSlugRedirect("/ru/okna/ferestre-un-canat", menu)).toBe("/ru/okna/odnostvorchatye-okna");
  });

  it("leaves correct and unknown paths alone", () => {
    expect(localeSlugRedirect("/ferestre", menu)).toBeNull();
    expect(localeSlugRedirect("/ru/okna/odnostvorchatye-okna", menu)).toBeNull();
    expect(localeSlugRedirect("/blog", menu)).toBeNull();
    expect(localeSlugRedirect("/okna/nope", menu)).toBeNull();
    expect(localeSlugRedirect("/", menu)).toBeNull();
  });

  it("lists every wrong-language form for the server", () => {
    expect(localeSlugRedirects(menu)).toEqual({
      "/okna": "/ferestre",
      "/ferestre/odnostvorchatye-okna": "/ferestre/ferestre-un-canat",
      "/okna/ferestre-un-canat": "/ferestre/ferestre-un-canat",
      "/okna/odnostvorchatye-okna": "/ferestre/ferestre-un-canat",
      "/ru/ferestre": "/ru/okna",
      "/ru/ferestre/ferestre-un-canat": "/ru/okna/odnostvorchatye-okna",
      "/ru/ferestre/odnostvorchatye-okna": "/ru/okna/odnostvorchatye-okna",
      "/ru/okna/ferestre-un-canat": "/ru/okna/odnostvorchatye-okna",
    });
  });
});
