import { expect, test, type Page } from "./fixtures";
import { LOCALES, articles, data as demo, menu } from "./content";
import { allPages, pageTypes } from "./pages";

const origin = (page: Page) => new URL(page.url()).origin;

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const locale of LOCALES) {
  for (const { type, path } of pageTypes(locale).filter((entry) => entry.type !== "error")) {
    test(`${locale} ${type}: head tags, absolute canonical and alternates, valid structured data`, async ({ page }) => {
      await page.goto(path);
      const base = origin(page);
      await expect(page).toHaveTitle(/TermoFort/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${base}${path}`);
      for (const lang of ["ro", "ru", "x-default"]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
          "href",
          new RegExp(`^${base}/`),
        );
      }
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute(
        "href",
        `${base}${path}`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${base}/`));
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      // The verification tag carries the CMS's token, and is left out without one (the demo has none).
      const token = demo<{ google_sv: string }>(locale, "site-contacts").google_sv;
      const verification = page.locator('meta[name="google-site-verification"]');
      if (token) await expect(verification).toHaveAttribute("content", token);
      else await expect(verification).toHaveCount(0);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /\.png$/);

      const data = await jsonLd(page);
      for (const entry of data) expect(entry["@context"]).toBe("https://schema.org");
      const types = data.map((entry) => entry["@type"]);
      if (type === "home") {
        expect(types).toContain("HomeAndConstructionBusiness");
      } else {
        const crumbs = data.find((entry) => entry["@type"] === "BreadcrumbList") as {
          itemListElement: Array<{ position: number; item: string }>;
        };
        expect(crumbs.itemListElement[0]).toMatchObject({
          position: 1,
          item: `${base}${locale === "ro" ? "/" : "/ru"}`,
        });
        expect(crumbs.itemListElement.at(-1)!.item).toBe(`${base}${path}`);
      }
      if (type === "contacts") expect(types).toContain("HomeAndConstructionBusiness");
      if (type === "article") expect(types).toContain("Article");
      if (type === "category") expect(types).toContain("ItemList");
      if (type === "subcategory") expect(types).toContain("Product");
    });
  }
}

test("an article's hreflang alternate leads to its twin, and back", async ({ page }) => {
  const ro = articles("ro")[3]!;
  const ru = articles("ru").find((article) => article.id === ro.id)!;
  await page.goto(`/blog/${ro.slug}`);
  const toRu = await page.locator('link[rel="alternate"][hreflang="ru"]').getAttribute("href");
  expect(toRu).toBe(`${origin(page)}/ru/blog/${ru.slug}`);
  const response = await page.goto(toRu!);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ru.title);
  await expect(page.locator('link[rel="alternate"][hreflang="ro"]')).toHaveAttribute(
    "href",
    `${origin(page)}/blog/${ro.slug}`,
  );
});

test("a subcategory's alternates use each language's own slugs", async ({ page }) => {
  const ro = menu("ro")[2]!;
  const ru = menu("ru").find((category) => category.id === ro.id)!;
  await page.goto(`/${ro.slug}/${ro.subThemes[0]!.slug}`);
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
    "href",
    `${origin(page)}/ru/${ru.slug}/${ru.subThemes[0]!.slug}`,
  );
});

test("the sitemap parses as XML and lists every page of both locales once, with alternates", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const base = origin(page);
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(sitemaps.length).toBeGreaterThan(0);
  const locations: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(new URL(sitemap).pathname)).text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.getElementsByTagName("parsererror").length) return null;
      return Array.from(doc.getElementsByTagName("url")).map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
        alternates: url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length,
      }));
    }, xml);
    expect(parsed, "sitemap XML parses").not.toBeNull();
    for (const entry of parsed!) {
      locations.push(entry.loc);
      expect(entry.alternates, entry.loc).toBe(3);
    }
  }
  const expected = allPages().map((path) => `${base}${path}`);
  expect([...locations].sort()).toEqual([...expected].sort());
});

test("/favicon.ico, which browsers ask for whatever the page declares, is the site's favicon", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const declared = await page.locator('link[rel="icon"]').getAttribute("href");
  const root = await request.get("/favicon.ico");
  expect(root.status()).toBe(200);
  expect(await root.body()).toEqual(await (await request.get(declared!)).body());
});

test("robots.txt allows indexing and names the sitemap when the site is ready for indexing", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Allow: /");
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap-index\.xml/);
});

test("every page's HTML is clean UTF-8 without NUL bytes", async ({ request }) => {
  for (const path of allPages()) {
    const body = await (await request.get(path)).body();
    expect(body.includes(0), path).toBe(false);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(body), path).not.toThrow();
  }
});

test("the offline app shell has the brand as its title and the default language, until a page's Head replaces them", async ({
  page,
}) => {
  // The page the service worker answers navigations with when it knows a page's resources (docs/service-worker.md).
  await page.goto("/offline-plugin-app-shell-fallback");
  await expect(page).toHaveTitle("TermoFort");
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  // The page's own title, once the browser's router shows a page, is the only one left.
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/ru/contacts"));
  await expect(page).toHaveTitle(/^Контакты/);
  await expect(page.locator("head title")).toHaveCount(1);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});
