import { expect, test, type Page } from "./fixtures";
import { LOCALES, articles, data, infoPages, menu, prefix, t, type Locale } from "./content";

function routes(locale: Locale) {
  const strings = t(locale);
  const p = prefix(locale);
  const category = menu(locale)[0]!;
  const sub = category.subThemes[0]!;
  const article = articles(locale)[0]!;
  const info = infoPages(locale)[0]!;
  const homeSeo = data<{ title: string }>(locale, "homepage-seo");
  return [
    { name: "home", path: p || "/", title: homeSeo.title },
    { name: "blog", path: `${p}/blog`, title: strings.pages.blogTitle },
    { name: "blog page 2", path: `${p}/blog/page/2`, title: strings.pages.blogPageTitle.replace("{{page}}", "2") },
    { name: "article", path: `${p}/blog/${article.slug}`, title: article.title },
    { name: "calculator", path: `${p}/calculator`, title: strings.pages.calculatorTitle },
    { name: "contacts", path: `${p}/contacts`, title: strings.pages.contactsTitle },
    { name: "info pages", path: `${p}/info-page`, title: strings.pages.infoPagesTitle },
    { name: "info page", path: `${p}/info-page/${info.slug}`, title: info.title },
    { name: "category", path: `${p}/${category.slug}`, title: category.theme },
    { name: "subcategory", path: `${p}/${category.slug}/${sub.slug}`, title: sub.theme },
  ];
}

async function expectShell(page: Page, locale: Locale) {
  const strings = t(locale);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: strings.site.logoAlt })).toHaveAttribute("href", prefix(locale) || "/");
  await expect(header.getByRole("link", { name: /\+373/ })).toHaveAttribute("href", /^tel:\+\d+$/);
  await expect(header.getByRole("button", { name: strings.header.orderCall })).toBeVisible();
  const nav = page.getByRole("navigation", { name: strings.nav.mainMenu });
  for (const category of menu(locale)) {
    await expect(nav.getByRole("link", { name: category.theme, exact: true })).toHaveAttribute(
      "href",
      `${prefix(locale)}/${category.slug}`,
    );
  }
  await expect(nav.getByRole("link", { name: strings.nav.blog, exact: true })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: strings.nav.contacts, exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

for (const locale of LOCALES) {
  test.describe(`routes (${locale})`, () => {
    for (const route of routes(locale)) {
      test(`${route.name} answers 200 with its title and the shell`, async ({ page }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.title);
        await expectShell(page, locale);
      });
    }

    test("an unknown path answers 404 with the error text", async ({ page }) => {
      const response = await page.goto(`${prefix(locale)}/no-such-page-here`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("This page could not be found")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale).error.notFoundLocal);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
    });

    test("/blog?page=2 lands on the blog's second page, and ?page=1 on the blog", async ({ page }) => {
      const response = await page.goto(`${prefix(locale)}/blog?page=2`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`${prefix(locale)}/blog/page/2`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t(locale).pages.blogPageTitle.replace("{{page}}", "2"),
      );
      await page.goto(`${prefix(locale)}/blog?page=1`);
      await expect(page).toHaveURL(`${prefix(locale)}/blog`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale).pages.blogTitle);
    });

    test("the 404 page's language switch leads to the same missing path in the other locale", async ({ page }) => {
      const other = locale === "ro" ? "ru" : "ro";
      await page.goto(`${prefix(locale)}/no-such-page-here`);
      const strings = t(locale);
      const switchLink = page
        .getByRole("banner")
        .getByRole("link", { name: new RegExp(`^${strings.nav.switchShort}`) });
      await expect(switchLink).toHaveAttribute("href", `${prefix(other)}/no-such-page-here`);
      const answer = page.waitForResponse((response) => response.url().endsWith(`${prefix(other)}/no-such-page-here`));
      await switchLink.click();
      expect((await answer).status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(other).error.notFoundLocal);
    });

    test("the 404 page asked for by its own path answers 404", async ({ page }) => {
      const response = await page.goto(`${prefix(locale)}/404`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale).error.notFoundLocal);
    });
  });
}

test("the explicit /ro prefix serves the Romanian home", async ({ page }) => {
  const response = await page.goto("/ro");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(data<{ title: string }>("ro", "homepage-seo").title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
});

test("a trailing slash answers 301 to the path without it", async ({ request }) => {
  for (const [from, to] of [
    ["/blog/", "/blog"],
    ["/ru/contacts/", "/ru/contacts"],
    ["/ro/calculator", "/calculator"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe(to);
  }
});

test("a Romanian category page and its Russian twin have different slugs", async ({ page }) => {
  const ro = menu("ro")[0]!;
  const ru = menu("ru").find((category) => category.id === ro.id)!;
  expect(ro.slug).not.toBe(ru.slug);
  await page.goto(`/${ro.slug}`);
  await page.getByRole("banner").getByRole("link", { name: /^Ru/ }).click();
  await expect(page).toHaveURL(`/ru/${ru.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ru.theme);
  await page.getByRole("banner").getByRole("link", { name: /^Ro/ }).click();
  await expect(page).toHaveURL(`/${ro.slug}`);
});
