import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { ENDPOINT_NAMES, apiPath, isPostEndpoint } from "../plugins/gatsby-source-content-service/contract";
import { ENTRY_PREFIX } from "../src/features/leads/outbox-entry";
import { IDLE_MARK } from "../src/lib/idle";
import { paths } from "../src/lib/paths";

/** Waits until React has hydrated the page (gatsby-browser marks <html>), so clicks reach their handlers. */
export async function waitForApp(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Where a page can send a lead: the site's own gateway, and (direct mode) the CMS's lead endpoints. */
const LEAD_PATHS = new Set([
  paths.leadGateway(),
  ...ENDPOINT_NAMES.filter(isPostEndpoint).map((name) => apiPath(name)),
]);
const isLeadRequest = (url: URL) => LEAD_PATHS.has(url.pathname);

/** Until the page's idle work has started (src/lib/idle.ts marks it): the shell's prefetch of the dialogs, ... */
export const idleWorkStarted = (page: Page) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK);

/** Until the browser is idle: what a click set going (a submit's validation, its first POST) has been started. */
export const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5000 })),
      ),
  );

/**
 * How many leads wait in the page's outbox. None once the last is delivered: nothing is then left to send again, so
 * a count of stored leads taken after it is final.
 */
export const queuedLeads = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)).length, ENTRY_PREFIX);

export const test = base.extend<{
  /**
   * Makes every lead the page requests from now on a failure of the test: the request is stopped before it leaves
   * the browser and recorded, and the test fails at its end naming it, however fast or slow the service would
   * have been. For what must not be sent (an invalid form, a bot's).
   */
  forbidLeads: () => Promise<void>;
}>({
  /** `page.goto` that returns once the page is interactive. */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  forbidLeads: async ({ page }, use) => {
    const sent: string[] = [];
    let armed = false;
    await use(async () => {
      if (armed) return;
      armed = true;
      await page.route(isLeadRequest, (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        sent.push(`${route.request().url()} ${route.request().postData() ?? ""}`);
        return route.abort("blockedbyclient");
      });
    });
    // A lead the last action set going is requested at once; the idle browser has had its chance to send it.
    if (armed && !page.isClosed()) await settled(page).catch(() => undefined);
    expect(sent, "a lead that must not be sent was requested").toEqual([]);
  },
});

export { expect };
export type { Locator, Page };
