/**
 * Nothing covered, nothing broken, from 320 to 1440 px in both locales, and pages half as long on a phone
 * (docs/design.md, layout rules). What covers is what the shell fixes to the screen: the action bar below 1024 px,
 * the header (its messenger button from 1024 px).
 */
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/chromium";
import { chromium } from "@playwright/test";
import { expect, test, waitForApp, type Page } from "./fixtures";
import { LOCALES, menu, prefix, t } from "./content";
import { pageTypes } from "./pages";

const WIDTHS = [320, 375, 768, 1024, 1280, 1440];

/**
 * Every control and every piece of key content (headings, prices, figures, the calculator's estimate), placed in turn
 * at the bottom and at the top of what the header and the action bar leave of the screen, as a visitor scrolling to
 * it sees it: the ones whose middle or either end is then under something pinned to the screen that floats over the
 * content (a floating button such as the messenger's was at 1024-1440 px). One pass in the page.
 */
function coveredElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR = [
      "main a[href]",
      "main button",
      "main input:not([type=hidden])",
      "main select",
      "main textarea",
      "main h1",
      "main h2",
      "main h3",
      "main .price",
      ".figures__item",
      "main .estimate__total",
      "main .estimate__line",
      ".calculator__sticky",
      "footer a[href]",
      "footer button",
    ].join(", ");
    /** What holds its place on the screen while the page scrolls under it. */
    const pinned = (hit: Element | null) => {
      for (let node = hit; node; node = node.parentElement) {
        if (["fixed", "sticky"].includes(getComputedStyle(node).position)) return node as HTMLElement;
      }
      return null;
    };
    const header = document.querySelector<HTMLElement>(".header");
    const bar = document.querySelector<HTMLElement>(".action-bar");
    const found = new Set<string>();
    const width = document.documentElement.clientWidth;
    for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
      if (!element.checkVisibility({ visibilityProperty: true }) || element.closest("[aria-hidden=true], dialog")) {
        continue;
      }
      for (const place of ["bottom", "top"] as const) {
        element.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
        const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
        const bottom = bar?.checkVisibility() ? bar.getBoundingClientRect().top : window.innerHeight;
        const before = element.getBoundingClientRect();
        window.scrollBy({ top: place === "bottom" ? before.bottom - bottom : before.top - top, behavior: "instant" });
        const box = element.getBoundingClientRect();
        // Where the page cannot put it (its first or last screen), or too tall to be seen whole: not a place to test.
        if (box.width < 2 || box.height < 2 || box.top < top - 1 || box.bottom > bottom + 1) continue;
        const y = box.top + Math.min(box.height, 40) / 2;
        for (const x of [box.left + 4, box.left + box.width / 2, box.right - 4]) {
          // Beside the screen (a row to swipe, scrolled within itself): not where the visitor looks.
          if (x < 0 || x > width) continue;
          const hit = document.elementFromPoint(x, y);
          const cover = hit && !element.contains(hit) ? pinned(hit) : null;
          // A band across the screen (the header, the action bar, the calculator's estimate on a phone) is an edge of
          // what is left to see, which the page scrolls within; what floats over the content within it is not.
          const band = cover !== null && cover.getBoundingClientRect().width >= 0.8 * width;
          if (cover && !band && !cover.contains(element)) {
            const name = (element.getAttribute("aria-label") || element.textContent || element.tagName).trim();
            found.add(`${name.slice(0, 40)} at the ${place} under .${cover.className.split(" ")[0]}`);
          }
        }
      }
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return [...found];
  });
}

/** The words of the element's text that the browser broke over two lines. */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility()) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

for (const locale of LOCALES) {
  const strings = t(locale);

  test.describe(`${locale}: nothing covered by the action bar or the header`, () => {
    for (const { type, path } of pageTypes(locale)) {
      test(`the ${type} page at ${WIDTHS.join(", ")} px`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(path);
        const found: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 768 ? 640 : 800 });
          found.push(...(await coveredElements(page)).map((entry) => `${width}px: ${entry}`));
        }
        expect(found).toEqual([]);
      });
    }
  });

  test(`${locale}: from 1024 px the messenger button sits in the header beside the phone, its list a dropdown`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${prefix(locale)}/calculator`);
    const header = page.getByRole("banner");
    const toggle = header.getByRole("button", { name: strings.messengers.toggle });
    await expect(toggle).toBeVisible();
    // Scrolled down to the calculator's request: the button stays on screen in the floating header, over nothing.
    await page.getByRole("main").getByLabel(strings.form.name).scrollIntoViewIfNeeded();
    await expect(header).toHaveClass(/is-floating/);
    await expect(toggle).toBeInViewport();
    await toggle.click();
    const list = page.locator("#messenger-list");
    await expect(list.getByRole("link", { name: strings.messengers.call })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.getByRole("main").getByRole("heading", { level: 1 }).click();
    await expect(list).toBeHidden();
    // Below 1024 px the action bar does its job.
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(page.getByRole("navigation", { name: strings.actionBar.label })).toBeVisible();
  });

  test(`${locale}: on a phone one red action at a time`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(prefix(locale) || "/");
    const reds = () =>
      page.evaluate(() => {
        const isRed = (colour: string) => {
          const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number) as [number, number, number];
          return r > 120 && r > g * 2 && r > b * 2;
        };
        const height = window.innerHeight;
        return [...document.querySelectorAll<HTMLElement>("a, button")].filter((element) => {
          const box = element.getBoundingClientRect();
          if (!element.checkVisibility() || box.bottom <= 0 || box.top >= height || box.height === 0) return false;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && element.contains(hit) && isRed(getComputedStyle(element).backgroundColor);
        }).length;
      });
    const bar = page.getByRole("navigation", { name: strings.actionBar.label });
    const barButton = bar.getByRole("button", { name: strings.common.freeMeasurement });
    // The hero's red button is on screen: the bar's is an outline.
    await expect(page.getByRole("region", { name: strings.home.banner }).getByRole("button").first()).toBeVisible();
    await expect.poll(reds).toBe(1);
    // Between the page's red buttons, the bar's is the red one.
    await page.getByRole("heading", { name: strings.home.categories }).scrollIntoViewIfNeeded();
    await expect.poll(() => barButton.evaluate((element) => element.classList.contains("is-quiet"))).toBe(false);
    await expect.poll(reds).toBe(1);
    // At the request form, its submit.
    await page.getByRole("main").getByRole("button", { name: strings.form.submit }).scrollIntoViewIfNeeded();
    await expect.poll(reds).toBe(1);
  });

  test(`${locale}: at 320 × 568 the open mobile menu shows its language switch, the call menu its number whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(prefix(locale) || "/");
    await page.getByRole("button", { name: strings.nav.openMenu }).click();
    const mobile = page.getByRole("navigation", { name: strings.nav.mobileMenu });
    const language = mobile.getByRole("link", { name: new RegExp(strings.nav.switchTo) });
    await language.scrollIntoViewIfNeeded();
    // Not under the action bar: the bar steps aside while the menu is open.
    expect(
      await language.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);
    await expect(page.getByRole("navigation", { name: strings.actionBar.label })).toBeHidden();

    await page.getByRole("button", { name: strings.nav.callMenu }).click();
    const call = page.locator("#call-menu");
    await expect(call.getByRole("link")).toBeVisible();
    expect(await brokenWords(page, "#call-menu")).toEqual([]);
    const number = call.locator(".phone-number");
    const lines = await number.evaluate(
      (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
  });

  test(`${locale}: the category bar breaks no word from 1024 px`, async ({ browser }) => {
    const path = prefix(locale) || "/";
    // With the scrollbar: the describe below.
    const found: string[] = [];
    for (const width of [1024, 1100, 1280, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      found.push(...(await brokenWords(page, ".menu__link")).map((word) => `${width}px: ${word}`));
      await page.close();
    }
    expect(found).toEqual([]);
  });

  test(`${locale}: at 375 px the home and category pages are at most 5,500 px tall`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const heights: Record<string, number> = {};
    for (const path of [prefix(locale) || "/", `${prefix(locale)}/${menu(locale)[0]!.slug}`]) {
      await page.goto(path);
      heights[path] = await page.evaluate(() => document.documentElement.scrollHeight);
    }
    await context.close();
    for (const [path, height] of Object.entries(heights)) expect(height, path).toBeLessThanOrEqual(5500);
  });
}

for (const locale of LOCALES) {
  test(`${locale}: with a desktop browser's scrollbar (a 1024 px window lays out ~1009 px), nothing covered and no word broken in the category bar`, async ({
    baseURL,
  }) => {
    // Playwright's Chromium hides its scrollbar; this one shows it, as a desktop browser does.
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: ["--hide-scrollbars"],
    });
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, baseURL });
    try {
      for (const path of [prefix(locale) || "/", `${prefix(locale)}/calculator`]) {
        await page.goto(path);
        await waitForApp(page);
        const layoutWidth = await page.evaluate(() => document.documentElement.clientWidth);
        expect(layoutWidth).toBeLessThan(1024);
        expect(await coveredElements(page)).toEqual([]);
        expect(await brokenWords(page, ".menu__link")).toEqual([]);
      }
    } finally {
      await browser.close();
    }
  });
}
