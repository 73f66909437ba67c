import AxeBuilder from "@axe-core/playwright";
import { cumulativeShift, expect, stillForAxe, test, type Page } from "./fixtures";
import { LOCALES } from "./content";
import { pageTypes } from "./pages";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Scrolls through the page so lazy images load, and reports the cumulative layout shift of the visit. */
async function scrollAndMeasureShift(page: Page): Promise<number> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    // Scrolled, laid out and painted: whatever shifts as it comes into view has shifted.
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );
  }
  await page.waitForLoadState("networkidle");
  return cumulativeShift(page);
}

for (const locale of LOCALES) {
  for (const { type, path } of pageTypes(locale)) {
    test(`${locale} ${type}: no WCAG 2.1 AA violation, images with alt text, no layout shift`, async ({ page }) => {
      await page.goto(path);
      const shift = await scrollAndMeasureShift(page);
      expect(shift, "cumulative layout shift").toBeLessThan(0.01);

      // gatsby-plugin-image's sizers and placeholders are aria-hidden; the pictures themselves must have alt text.
      const images = await page.locator('main img:not([aria-hidden="true"])').evaluateAll((nodes) =>
        nodes.map((node) => ({
          alt: node.getAttribute("alt"),
          decorative: node.closest(".benefits__icon") !== null,
        })),
      );
      for (const image of images) {
        expect(image.alt, "every image has an alt attribute").not.toBeNull();
        if (!image.decorative) expect(image.alt!.trim(), "content images describe themselves").not.toBe("");
      }

      await stillForAxe(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
      const summary = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
    });
  }
}
