import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { ENDPOINT_NAMES, apiPath, isPostEndpoint } from "../contract/browser";
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

/**
 * Before axe reads a page's colours: the visitor's "reduce motion" preference, under which the site runs no
 * transition (base.css), so that nothing is caught half faded. axe scrolls the page while it checks, and the
 * messenger button fades out or back in as a page's request form comes into view or leaves it (at 1024 px and up):
 * caught mid-fade, its label read as 4.44:1 against its button.
 */
export const stillForAxe = (page: Page) => page.emulateMedia({ reducedMotion: "reduce" });

/**
 * The layout shifts of the page so far that no input caused, each with its score, time and what moved (tag and class
 * of each source). The browser buffers them from the start of the load, so this can be read at any point after it.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Array<{ value: number; at: number; moved: string[] }>>((resolve) => {
        const shifts: Array<{ value: number; at: number; moved: string[] }> = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }
          >) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map((source) =>
              source.node instanceof Element
                ? `${source.node.tagName.toLowerCase()}.${source.node.getAttribute("class") ?? ""}`
                : "?",
            );
            shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
          }
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries arrive in the observer's first callback, queued before this one.
        requestAnimationFrame(() => setTimeout(() => resolve(shifts)));
      }),
  );

/** The cumulative layout shift of those. */
export const cumulativeShift = async (page: Page) =>
  (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);

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
