import { expect, test } from "./fixtures";
import { LOCALES, prefix, t } from "./content";

for (const locale of LOCALES) {
  const strings = t(locale);
  const p = prefix(locale);

  test(`${locale}: a slow navigation shows the loading bar while the next page loads, then hides it`, async ({
    page,
  }) => {
    // A slow network for every other page's data (2.5 s), the page the visitor is on loads normally.
    await page.route("**/page-data/**/page-data.json", async (route) => {
      if (!route.request().url().includes("/contacts/")) await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto(`${p}/contacts`);
    const bar = page.getByRole("progressbar", { name: strings.loadingBar.label });
    await expect(bar).toHaveCount(0);
    await page.getByRole("banner").getByRole("link", { name: strings.nav.blog, exact: true }).first().click();
    await expect(bar).toBeVisible({ timeout: 2000 });
    await expect(page).toHaveURL(new RegExp(`${p}/blog$`));
    await expect(bar).toBeHidden();
  });
}
