import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** Waits until React has hydrated the page (gatsby-browser marks <html>), so clicks reach their handlers. */
export async function waitForApp(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** `page.goto` that returns once the page is interactive. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
export type { Locator, Page };
