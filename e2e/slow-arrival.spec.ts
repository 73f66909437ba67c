import { expect, layoutShifts, test } from "./fixtures";
import { LOCALES } from "./content";
import { pageTypes } from "./pages";
import { startTrickle, type Trickle } from "./trickle";

/**
 * CLS 0 on a slow network: the HTML arrives in pieces (e2e/trickle.ts) and the browser may paint a half-parsed page.
 * Nothing it paints may move when the rest arrives: at a phone's width and at the desktop's.
 */
let trickle: Trickle;
test.beforeAll(async ({ baseURL }) => {
  trickle = await startTrickle(baseURL!);
});
test.afterAll(async () => {
  await trickle.close();
});

for (const locale of LOCALES) {
  for (const { type, path } of pageTypes(locale)) {
    test(`${locale} ${type}: nothing moves while the page arrives in pieces`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 720 });
        await page.goto(`${trickle.url}${path}`);
        await page.waitForLoadState("networkidle");
        const shifts = (await layoutShifts(page)).map(
          ({ value, at, moved }) => `${value.toFixed(4)} at ${at} ms: ${moved.join(", ")}`,
        );
        expect(shifts, `layout shifts at ${width} px`).toEqual([]);
      }
    });
  }
}
