import { expect, test } from "./fixtures";
import { articles, data, infoPages, menu, t } from "./content";

test.describe("language", () => {
  test("the switch shows Ru on Romanian pages and lands on the Russian twin's slug, remembering the choice", async ({
    page,
    context,
  }) => {
    const ro = articles("ro")[2]!;
    const ru = articles("ru").find((article) => article.id === ro.id)!;
    await page.goto(`/blog/${ro.slug}`);
    await page.getByRole("banner").getByRole("link", { name: /^Ru/ }).click();
    await expect(page).toHaveURL(`/ru/blog/${ru.slug}`);
    const cookie = (await context.cookies()).find((entry) => entry.name === "i18n_redirected");
    expect(cookie?.value).toBe("ru");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.getByRole("banner").getByRole("link", { name: /^Ro/ }).click();
    await expect(page).toHaveURL(`/blog/${ro.slug}`);
  });

  test("an info page switches to its twin's slug", async ({ page }) => {
    const ro = infoPages("ro")[2]!;
    const ru = infoPages("ru").find((info) => info.id === ro.id)!;
    await page.goto(`/info-page/${ro.slug}`);
    await page.getByRole("banner").getByRole("link", { name: /^Ru/ }).click();
    await expect(page).toHaveURL(`/ru/info-page/${ru.slug}`);
  });

  test("a cookie of ru on / ends at /ru", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "i18n_redirected", value: "ru", url: baseURL! }]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });

  test("a cookie of ro keeps a Russian-speaking browser on /", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: "ru-RU" });
    await context.addCookies([{ name: "i18n_redirected", value: "ro", url: baseURL! }]);
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ro");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  test("without a cookie, a Russian browser language leads from / to /ru; other paths are never redirected", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: "ru-RU" });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page).toHaveURL(/\/ru$/);
    await page.goto(`${baseURL}/contacts`);
    await expect(page).toHaveURL(/\/contacts$/);
    await context.close();
  });

  test("a category or subcategory path with the other language's slug ends at this language's form", async ({
    page,
  }) => {
    const ro = menu("ro")[0]!;
    const ru = menu("ru").find((category) => category.id === ro.id)!;
    await page.goto(`/${ru.slug}`);
    await expect(page).toHaveURL(`/${ro.slug}`);
    await page.goto(`/ru/${ro.slug}/${ro.subThemes[0]!.slug}`);
    await expect(page).toHaveURL(`/ru/${ru.slug}/${ru.subThemes[0]!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ru.subThemes[0]!.theme);
  });
});

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu is an accordion with one category open, the fixed links and the language switch", async ({
    page,
  }) => {
    const strings = t("ro");
    const [first, second] = menu("ro");
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: strings.nav.mainMenu })).toBeHidden();
    await page.getByRole("button", { name: strings.nav.openMenu }).click();
    const mobile = page.getByRole("navigation", { name: strings.nav.mobileMenu });
    await expect(mobile).toBeVisible();
    await mobile.getByRole("button", { name: first!.theme }).click();
    await expect(mobile.getByRole("link", { name: first!.subThemes[0]!.theme })).toBeVisible();
    await mobile.getByRole("button", { name: second!.theme }).click();
    await expect(mobile.getByRole("link", { name: first!.subThemes[0]!.theme })).toBeHidden();
    await expect(mobile.getByRole("link", { name: second!.subThemes[0]!.theme })).toBeVisible();
    await mobile.getByRole("button", { name: second!.theme }).click();
    await expect(mobile.getByRole("link", { name: second!.subThemes[0]!.theme })).toBeHidden();
    for (const label of [strings.nav.calculator, strings.nav.blog, strings.nav.contacts]) {
      await expect(mobile.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(mobile.getByRole("link", { name: /^Ru/ })).toBeVisible();

    await mobile.getByRole("button", { name: first!.theme }).click();
    await mobile.getByRole("link", { name: first!.subThemes[1]!.theme }).click();
    await expect(page).toHaveURL(`/${first!.slug}/${first!.subThemes[1]!.slug}`);
    await expect(page.getByRole("navigation", { name: strings.nav.mobileMenu })).toBeHidden();
  });

  for (const locale of ["ro", "ru"] as const) {
    test(`the call menu offers a call-now link and an order-call button, and closes as it opens the call dialog (${locale})`, async ({
      page,
    }) => {
      const strings = t(locale);
      await page.goto(locale === "ru" ? "/ru/blog" : "/blog");
      const toggle = page.getByRole("button", { name: strings.nav.callMenu });
      await toggle.click();
      // The action bar has a call link of its own: this is the menu's.
      const callNow = page
        .locator("#call-menu")
        .getByRole("link", { name: new RegExp(strings.callMenu.callNow.replace("{{phone}}", "")) });
      await expect(callNow).toBeVisible();
      await expect(callNow).toHaveAttribute("href", /^tel:\+373\d{8}$/);
      await page.locator("#call-menu").getByRole("button", { name: strings.header.orderCall }).click();
      const dialog = page.getByRole("dialog", { name: strings.dialogs.call.title });
      await expect(dialog).toBeVisible();
      await expect(page.locator("#call-menu")).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.locator("#call-menu")).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  }
});

test("the messenger widget lists the messengers in their link formats and a call button", async ({ page }) => {
  const strings = t("ro");
  await page.goto("/contacts");
  const toggle = page.getByRole("button", { name: strings.messengers.toggle });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const list = page.locator("#messenger-list");
  await expect(list.getByRole("link", { name: "Viber" })).toHaveAttribute("href", /^viber:\/\/chat\?number=%2B373\d+$/);
  await expect(list.getByRole("link", { name: "Telegram" })).toHaveAttribute("href", /^https:\/\/t\.me\/\w+/);
  await expect(list.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/373\d+$/);
  await expect(list.getByRole("link", { name: strings.messengers.call })).toHaveAttribute("href", /^tel:\+373/);
  // Every messenger of the content but the "call" entry (the phone number) is listed, then the call link.
  const messengers = data<Array<{ name: string }>>("ro", "messengers").filter((entry) => entry.name !== "call");
  await expect(list.getByRole("link")).toHaveCount(messengers.length + 1);
});

test("the header floats once the page is scrolled past it, and its categories and dropdowns open from the keyboard", async ({
  page,
}) => {
  const strings = t("ro");
  const category = menu("ro")[0]!;
  await page.goto("/blog");
  const header = page.getByRole("banner");
  await page.mouse.wheel(0, 1500);
  await expect(header).toHaveClass(/is-floating/);
  const nav = page.getByRole("navigation", { name: strings.nav.mainMenu });
  await expect(header.getByRole("button", { name: strings.header.orderCall })).toBeInViewport();
  await nav.getByRole("link", { name: category.theme, exact: true }).focus();
  await expect(nav).toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: category.subThemes[0]!.theme })).toBeFocused();
  await expect(nav.getByRole("link", { name: category.subThemes[0]!.theme })).toBeVisible();
});

test("the service worker is served from /sw.js and revalidated on every visit", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("max-age=0");
  expect(await response.text()).toContain("workbox");
});
