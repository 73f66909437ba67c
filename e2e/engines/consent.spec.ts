/**
 * The consent prompt in WebKit and Firefox, on the build whose content configures Google Tag Manager, GA4 and
 * Metrica (the `consent` variant): shown on a first visit with nothing of a tracker requested, and "Reject all"
 * keeps it that way on the next page load. (Accepting would load the trackers from the internet, which the Chromium
 * suite fakes by intercepting requests: e2e/consent/.)
 */
import { expect, test, type Visitor } from "./fixtures";
import { t } from "../content";
import { E2E } from "../../playwright.config";
import { variantPort } from "../../scripts/lib/variants";

test.use({ baseURL: `http://localhost:${variantPort("consent", E2E.port)}` });

const strings = t("ro");
const prompt = { role: "dialog", name: strings.consent.title } as const;

/** Every resource the page has asked for from another origin than the site's (a tracker, a chat, a CRM form). */
const foreignRequests = (visitor: Visitor) =>
  visitor.run(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => new URL(url).hostname !== "localhost"),
  );

test("the consent prompt comes first, and after 'Reject all' nothing that tracks is requested", async ({ visitor }) => {
  await visitor.open("/");
  await expect.poll(() => visitor.isVisible(prompt)).toBe(true);
  expect(await visitor.isVisible({ role: "button", name: strings.consent.acceptAll, within: prompt })).toBe(true);
  expect(await foreignRequests(visitor)).toEqual([]);
  await visitor.click({ role: "button", name: strings.consent.rejectAll, within: prompt });
  await expect.poll(() => visitor.isVisible(prompt)).toBe(false);
  await visitor.open("/blog");
  expect(await visitor.isVisible(prompt)).toBe(false);
  expect(await foreignRequests(visitor)).toEqual([]);
  expect(await visitor.run(() => document.cookie)).not.toMatch(/_ga=|_ym_uid=/);
});
