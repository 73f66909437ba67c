/**
 * Every page type in both locales, in WebKit and Firefox, at a small phone's 320 px: no console error or uncaught
 * exception (the policy included: WebKit logs a directive it does not know on every page), and no sideways scroll,
 * on the demo build and on the xss build, whose content holds long unbroken strings (a URL, a code) in every field
 * (scripts/lib/variants/xss-fixture.ts).
 */
import { expect, test, type Visitor } from "./fixtures";
import { LOCALES } from "../content";
import { pageTypes } from "../pages";
import { E2E } from "../../playwright.config";
import { variantPort } from "../../scripts/lib/variants";

const ERROR_PAGE = "this-does-not-exist";
// The error page is answered 404, as it should be; WebKit logs that status for the document itself.
test.use({ allowedErrors: [new RegExp(`/${ERROR_PAGE}\\b.*status of 404|status of 404.*/${ERROR_PAGE}\\b`)] });
// Eleven pages a test, each read until its idle loads are done (WebKit has no requestIdleCallback: 2 s each).
test.describe.configure({ timeout: 3 * 60_000 });

/** How far the page reaches past the viewport's right edge, in CSS pixels (0: no sideways scroll). */
const overflow = (visitor: Visitor) =>
  visitor.run(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectEveryPageTypeFits(visitor: Visitor, origin: string, locale: (typeof LOCALES)[number]) {
  await visitor.resize(320, 640);
  const wide: string[] = [];
  for (const { type, path } of pageTypes(locale)) {
    await visitor.open(new URL(path, origin).href);
    const past = await overflow(visitor);
    if (past > 0) wide.push(`${type} (${path}): ${past} px too wide`);
  }
  expect(wide).toEqual([]);
}

for (const locale of LOCALES) {
  test(`${locale}: every page type loads without a console error and fits 320 px`, async ({ visitor, baseURL }) => {
    await expectEveryPageTypeFits(visitor, baseURL!, locale);
  });

  test(`${locale}: long unbroken words in every content field wrap at 320 px`, async ({ visitor }) => {
    await expectEveryPageTypeFits(visitor, `http://localhost:${variantPort("xss", E2E.port)}`, locale);
  });
}
