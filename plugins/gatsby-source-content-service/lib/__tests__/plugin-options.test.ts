/** @jest-environment node */
import { testPluginOptionsSchema } from "gatsby-plugin-utils";
import { createSiteUrls } from "../safety/site-urls";
import { DEFAULT_ROUTES, pluginOptionsSchema, resolveOptions } from "../plugin-options";

const valid = {
  apiUrl: "http://content.test",
  siteId: "termofort",
  locales: ["ro", "ru"],
  localePrefixes: { ro: "", ru: "/ru" },
  reservedSegments: ["blog", "api"],
  routes: { ...DEFAULT_ROUTES, article: "/noutati/{slug}" },
};

describe("plugin options", () => {
  it("accepts the site's locales, prefixes, reserved segments and routes", async () => {
    const { isValid, errors } = await testPluginOptionsSchema(pluginOptionsSchema!, valid);
    expect(errors).toEqual([]);
    expect(isValid).toBe(true);
  });

  it("refuses a locale the contract does not know, and a route without its placeholder", async () => {
    const locale = await testPluginOptionsSchema(pluginOptionsSchema!, { ...valid, locales: ["ro", "en"] });
    expect(locale.isValid).toBe(false);
    expect(locale.errors.join(" ")).toContain("locales");
    const route = await testPluginOptionsSchema(pluginOptionsSchema!, {
      ...valid,
      routes: { ...DEFAULT_ROUTES, subcategory: "/{category}/products" },
    });
    expect(route.isValid).toBe(false);
    expect(route.errors.join(" ")).toContain("subcategory");
  });

  it("requires the service's address and the site's id", async () => {
    const { isValid, errors } = await testPluginOptionsSchema(pluginOptionsSchema!, { locales: ["ro"] });
    expect(isValid).toBe(false);
    expect(errors.join(" ")).toMatch(/apiUrl.*required/);
    expect(() => resolveOptions({ plugins: [], apiUrl: "http://content.test" })).toThrow("'siteId' option is required");
  });

  it("defaults to both locales, Russian under /ru, and reserves the prefixes and 'api'", () => {
    const options = resolveOptions({ plugins: [], apiUrl: "http://content.test", siteId: "termofort" });
    expect(options.locales).toEqual(["ro", "ru"]);
    expect(options.localePrefixes).toEqual({ ro: "", ru: "/ru" });
    expect(options.reservedSegments).toEqual(["ro", "ru", "api"]);
  });
});

describe("site URLs from the route templates", () => {
  const urls = createSiteUrls(resolveOptions({ plugins: [], ...valid }));

  it("builds each locale's path with the prefix and encoded segments", () => {
    expect(urls.build("ro", "home")).toBe("/");
    expect(urls.build("ru", "home")).toBe("/ru");
    expect(urls.build("ru", "article", { slug: "okna pvc" })).toBe("/ru/noutati/okna%20pvc");
    expect(urls.build("ro", "subcategory", { category: "ferestre", slug: "pvc" })).toBe("/ferestre/pvc");
    expect(urls.build("ro", "blogPage", { page: 3 })).toBe("/blog/page/3");
  });

  it("reads a path back, the more fixed segments first", () => {
    expect(urls.match(["noutati", "x"])).toEqual({ name: "article", values: { slug: "x" } });
    expect(urls.match(["ferestre", "pvc"])).toEqual({
      name: "subcategory",
      values: { category: "ferestre", slug: "pvc" },
    });
    expect(urls.match(["blog"])).toEqual({ name: "blog", values: {} });
    expect(urls.match(["ferestre"])).toEqual({ name: "category", values: { slug: "ferestre" } });
    expect(urls.match([])).toEqual({ name: "home", values: {} });
    expect(urls.match(["a", "b", "c", "d"])).toBeUndefined();
  });
});
