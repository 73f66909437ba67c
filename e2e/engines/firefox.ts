/**
 * Firefox for the engine suite: Debian's Firefox ESR driven over WebDriver BiDi, which it speaks itself, by
 * puppeteer-core. WebdriverIO and selenium-webdriver reach Firefox only through geckodriver, which Debian does not
 * package and whose npm package downloads it at run time (docs/engines.md). Per test a new Firefox with a new
 * temporary profile, headless.
 */
import puppeteer, { type ElementHandle } from "puppeteer-core";
import { settle, waitFor } from "./processes";
import { describeTarget, findInPage, toPageTarget, type Target, type Visitor } from "./visitor";

/** The part of puppeteer's BiDi frame that sets the viewport (public on the object, not in the typed API). */
interface BiDiFrame {
  browsingContext: { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> };
}

export const FIREFOX = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";

export async function openFirefox(baseURL: string): Promise<Visitor> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    timeout: 60_000,
    extraPrefsFirefox: {
      // Scrollbars over the page, as on a phone: the layout viewport is the window's whole width.
      "ui.useOverlayScrollbars": 1,
      // Nothing from the network but the site: no update checks or connectivity probes on an offline machine.
      "app.update.disabledForTesting": true,
      "network.connectivity-service.enabled": false,
    },
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
    const element = (target: Target) =>
      waitFor(`${describeTarget(target)} in Firefox`, 10_000, async () => {
        const handle = await page.evaluateHandle(findInPage, toPageTarget(target));
        const found = handle.asElement() as ElementHandle<Element> | null;
        if (!found) await handle.dispose();
        return found ?? undefined;
      });
    let opened = false;
    const visitor: Visitor = {
      engine: "firefox",
      async open(address) {
        if (opened) await settle((fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg));
        opened = true;
        await page.goto(new URL(address, baseURL).href);
        // Polled from here: puppeteer 25's waitForFunction builds its poller with Function(), which the site's CSP
        // blocks in Firefox (an uncaught EvalError in the page, and the wait never ends).
        await waitFor(
          "the page to hydrate in Firefox",
          15_000,
          async () => (await page.evaluate(() => document.documentElement.dataset.hydrated === "true")) || undefined,
        );
      },
      async resize(width, height) {
        // The BiDi viewport command alone: puppeteer 25's page.setViewport also sends
        // emulation.setScreenOrientationOverride, which Firefox ESR 140 does not know ("unknown command").
        const frame = page.mainFrame() as unknown as BiDiFrame;
        await frame.browsingContext.setViewport({ viewport: { width, height } });
      },
      run: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg ?? null),
      async click(target) {
        const found = await element(target);
        await found.click();
        await found.dispose();
      },
      async type(target, text) {
        const found = await element(target);
        await found.click();
        await page.keyboard.type(text);
        await found.dispose();
      },
      async value(target) {
        const found = await element(target);
        const value = await found.evaluate((field) => (field as HTMLInputElement).value);
        await found.dispose();
        return value;
      },
      async isVisible(target) {
        const handle = await page.evaluateHandle(findInPage, toPageTarget(target));
        const visible = handle.asElement() !== null;
        await handle.dispose();
        return visible;
      },
      // The page's own location: puppeteer 25's page.url() in Firefox misses a client navigation (history.pushState).
      url: async () => new URL(await page.evaluate(() => location.href)),
      screenshot: async () => Buffer.from(await page.screenshot()),
      errors: () => [...errors],
      close: () => browser.close(),
    };
    return visitor;
  } catch (error) {
    await browser.close();
    throw error;
  }
}
