/**
 * The site with its service worker (gatsby-plugin-offline) registered, as a returning visitor has it: this project
 * allows service workers, every other one blocks them. docs/service-worker.md.
 */
import type { BrowserContext } from "@playwright/test";
import { expect, idleWorkStarted, queuedLeads, test, waitForApp, type Locator, type Page } from "../fixtures";
import { menu as menuItems, t, type Locale } from "../content";
import { MIN_FILL_MS } from "../../src/features/leads/spam-rules";
import { leadsNamed, uniqueName } from "../service";
import { startDeployStack } from "./deploy-stack";

/** Until the worker controls this page (installed, activated, clients claimed). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated", null, {
    timeout: 30_000,
  });
}

/** Every URL path in the worker's caches. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/**
 * A browser whose preferred languages are `languages`, in order. Playwright's `locale` sets only one, so
 * navigator.languages is overridden before any script of each page runs, the root page's inline one included.
 */
async function preferLanguages(context: BrowserContext, languages: string[]) {
  await context.addInitScript((list) => {
    Object.defineProperty(Navigator.prototype, "languages", { get: () => list, configurable: true });
    Object.defineProperty(Navigator.prototype, "language", { get: () => list[0], configurable: true });
  }, languages);
}

/**
 * First visit: a page other than the root (which would remember a language), until the worker controls it, then
 * into the root by an internal link. The plugin's worker then knows `/`'s resources and, before this fix, answered
 * the next navigation to `/` with its app shell, which has no language detection.
 */
async function firstVisit(page: Page) {
  await page.goto("/contacts");
  await waitForWorker(page);
  await page.reload();
  // A click before hydration would load / in full, and its language detection would run (CI22 saw it go to /ru).
  await waitForApp(page);
  await page.getByRole("link", { name: t("ro").nav.home }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  // Nothing chose a language yet: the root page's detection has not run.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("i18n_redirected");
}

test.describe("returning visits", () => {
  test("a browser preferring English, then Russian, lands on /ru from /; with the ro cookie it stays on /", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    await preferLanguages(context, ["en-US", "ru"]);
    const page = await context.newPage();
    await firstVisit(page);

    const returning = await context.newPage();
    await returning.goto("/");
    await expect(returning).toHaveURL(/\/ru$/);
    await expect(returning.locator("html")).toHaveAttribute("lang", "ru");
    expect(await controlled(returning)).toBe(true);
    expect((await context.cookies()).find((cookie) => cookie.name === "i18n_redirected")?.value).toBe("ru");

    await context.addCookies([{ name: "i18n_redirected", value: "ro", url: baseURL! }]);
    const again = await context.newPage();
    await again.goto("/");
    await expect(again.locator("html")).toHaveAttribute("lang", "ro");
    expect(new URL(again.url()).pathname).toBe("/");
    expect(await controlled(again)).toBe(true);
    await context.close();
  });

  test("offline, the worker's app shell for / still sends a Russian-preferring browser to /ru", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    await preferLanguages(context, ["en-US", "ru-MD"]);
    const page = await context.newPage();
    await firstVisit(page);
    // The Russian home too, so that the worker can answer it offline.
    await page.getByRole("banner").getByRole("link", { name: /^Ru/ }).click();
    await expect(page).toHaveURL(/\/ru$/);
    await context.clearCookies();

    await context.setOffline(true);
    await page.goto("/");
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});

async function fillValid(form: Locator, locale: Locale, name: string) {
  const strings = t(locale);
  await form.getByLabel(strings.form.name).fill(name);
  await form.getByLabel(strings.form.phone).pressSequentially("69123456");
  await expect(form.getByLabel(strings.form.phone)).toHaveValue("+373 (69) 123-456");
  await form.getByLabel(new RegExp(strings.form.policyBefore)).check();
  // Faster than a person can type, the form takes the visitor for a bot (spam-rules.ts).
  await form.page().waitForTimeout(MIN_FILL_MS);
}

test("offline: an internal link and a reload still show the page, and a lead left there is delivered later", async ({
  page,
  context,
}) => {
  const strings = t("ro");
  const name = uniqueName("Offline SW");
  await page.goto("/contacts");
  await waitForWorker(page);
  // Once controlled, the page's code and the dialogs' forms (fetched when the page is idle) go through the worker.
  await page.reload();
  await idleWorkStarted(page);
  await page.waitForLoadState("networkidle");

  // Gatsby loads a page's data and code when the pointer rests on its link; the worker keeps them.
  const blog = page
    .getByRole("navigation", { name: strings.nav.mainMenu })
    .getByRole("link", { name: strings.nav.blog });
  await blog.hover();
  await expect.poll(() => cachedPaths(page)).toContain("/page-data/blog/page-data.json");

  await context.setOffline(true);
  await blog.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await controlled(page)).toBe(true);

  await page.getByRole("banner").getByRole("button", { name: strings.dialogs.call.title }).click();
  const form = page.getByRole("dialog", { name: strings.dialogs.call.title });
  await fillValid(form, "ro", name);
  await form.getByRole("button", { name: strings.form.submit }).click();
  await expect(page.getByText(strings.dialogs.success.queued)).toBeVisible();
  expect(await queuedLeads(page)).toBe(1);
  expect(leadsNamed(name)).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(() => leadsNamed(name).length, { timeout: 20_000 }).toBe(1);
});

test("a deploy between visits: no reload while the visitor types; the next internal link loads the new build", async ({
  browser,
}) => {
  // One real publish: an incremental `gatsby build` of the whole site, on a shared machine.
  test.setTimeout(8 * 60_000);
  const strings = t("ro");
  const stack = await startDeployStack();
  try {
    const context = await browser.newContext({ baseURL: stack.siteUrl });
    const page = await context.newPage();
    await page.goto("/contacts");
    await waitForWorker(page);
    const menu = page.getByRole("navigation", { name: strings.nav.mainMenu });
    await expect(menu.getByRole("link", { name: menuItems("ro")[0]!.theme, exact: true })).toBeVisible();
    // Gone after any full page load: tells a reload apart from an update in place.
    await page.evaluate(() => ((window as unknown as Record<string, boolean>).__sameDocument = true));
    const reloads: string[] = [];
    page.on("load", () => reloads.push(page.url()));
    await page.getByRole("banner").getByRole("button", { name: strings.dialogs.call.title }).click();
    const form = page.getByRole("dialog", { name: strings.dialogs.call.title });
    const typed = "Ion, typing while a release goes live";
    await form.getByLabel(strings.form.name).fill(typed);

    const label = `Ferestre noi ${Date.now().toString(36)}`;
    stack.edit("menu-item", (rows) => (rows[0]!.theme = label));
    const release = await stack.publish();
    expect(release.status, `the publish took ${release.seconds} s`).toBe("live");

    // The visitor opens the site in a second tab: the page is the new release's, from the network, and the
    // browser, checking the worker on that navigation, finds the new one; every tab's registration hears of it.
    const other = await context.newPage();
    const response = await other.goto("/blog");
    expect(await response!.text()).toContain(label);
    await expect(other.getByRole("navigation", { name: strings.nav.mainMenu })).toContainText(label);
    await page.waitForFunction(() => (window as unknown as Record<string, boolean>).___swUpdated === true, null, {
      timeout: 30_000,
    });
    // What the update hook would do, it does as the flag is set: a reload would have begun by the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(reloads, "no reload while the visitor types").toEqual([]);
    await expect(form.getByLabel(strings.form.name)).toHaveValue(typed);
    expect(await page.evaluate(() => (window as unknown as Record<string, boolean>).__sameDocument)).toBe(true);

    await form.getByRole("button", { name: strings.common.close }).click();
    await menu.getByRole("link", { name: strings.nav.blog }).click();
    await expect(page).toHaveURL(/\/blog$/);
    // A full page load of the new release: the header's data (static query results, which Gatsby keeps in memory
    // across client-side navigations) shows the new label.
    await expect(menu.getByRole("link", { name: label })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as Record<string, boolean>).__sameDocument)).toBeUndefined();
    console.log(`deploy between visits: the publish took ${release.seconds.toFixed(1)} s`);
    await context.close();
  } finally {
    await stack.close();
  }
});
