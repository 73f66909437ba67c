/**
 * The `fidelity` variant's company has none of the proof (scripts/lib/variants/fidelity-fixture.ts: reviews,
 * finished work, certificates and company facts answer 404): the build is clean, no page shows an empty section,
 * and the contacts' own address and hours text stand in for the company's facts.
 */
import { readFileSync } from "node:fs";
import { FIDELITY } from "../../scripts/lib/variants/fidelity-fixture";
import { expect, test } from "../fixtures";
import { LOCALES, data, menu, prefix, t } from "../content";
import { MIN_FILL_MS } from "../../src/features/leads/spam-rules";
import { variantReportFile } from "../../scripts/lib/variants";
import { uniqueName } from "../service";

interface Contact {
  address: string;
  working_hours: string;
  map_url: string;
}
const contact = (locale: (typeof LOCALES)[number]) => data<Contact[]>(locale, "contacts")[0]!;

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(www\.googletagmanager\.com|mc\.yandex\.ru|chat\.example\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
});

test("the build says nothing alarming about the missing proof: its report names only the renamed banner link", () => {
  const report = JSON.parse(readFileSync(variantReportFile("fidelity"), "utf8")) as { issues: unknown[] };
  expect(report.issues).toEqual(
    LOCALES.map((locale) =>
      expect.objectContaining({
        type: "banner slide",
        locale,
        field: "button.link",
        problem: `'${FIDELITY.renamedLink[locale]}' is a page that does not exist`,
      }),
    ),
  );
});

for (const locale of LOCALES) {
  const strings = t(locale);
  const p = prefix(locale);
  const proofHeadings = [strings.proof.finishedWork, strings.proof.reviews, strings.proof.certificates];

  test(`${locale}: home and a category page show no proof section and no empty heading`, async ({ page }) => {
    await page.goto(`${p}/`);
    for (const name of [strings.proof.figures, ...proofHeadings]) {
      await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(0);
    }
    await expect(page.locator(".figures, .reviews, .works, .certificates")).toHaveCount(0);
    // Every section of the page has something besides its heading: no text, no picture, only a title is empty.
    const empty = await page.locator("main section").evaluateAll((sections) =>
      sections
        .filter((element) => {
          const rest = element.cloneNode(true) as HTMLElement;
          rest.querySelectorAll("h2").forEach((heading) => heading.remove());
          return !rest.textContent?.trim() && !rest.querySelector("img");
        })
        .map((element) => element.querySelector("h2")?.textContent),
    );
    expect(empty).toEqual([]);

    const category = menu(locale)[0]!;
    await page.goto(`${p}/${category.slug}`);
    await expect(
      page.getByRole("heading", { name: strings.proof.categoryWork.replace("{{category}}", category.theme) }),
    ).toHaveCount(0);
  });

  test(`${locale}: the footer and the contacts page fall back to the contacts' address and hours`, async ({ page }) => {
    await page.goto(`${p}/contacts`);
    const { address, working_hours: hours, map_url: mapUrl } = contact(locale);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(address);
    await expect(footer).toContainText(hours);
    await expect(footer).not.toContainText("IDNO");
    const main = page.getByRole("main");
    await expect(main).toContainText(address);
    await expect(main).toContainText(hours);
    await expect(main.getByRole("link", { name: strings.contacts.map })).toHaveAttribute("href", mapUrl);
    await expect(main.getByText(strings.company.requisites)).toHaveCount(0);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((block) => block["@type"] === "HomeAndConstructionBusiness");
    expect(business).toMatchObject({ address: { streetAddress: address }, openingHours: hours });
  });

  test(`${locale}: the thank-you message promises no time it does not know, and offers only what is configured`, async ({
    page,
  }) => {
    await page.goto(`${p}/contacts#call`);
    const form = page.getByRole("dialog", { name: strings.dialogs.call.title });
    await form.getByLabel(strings.form.name).fill(uniqueName(`No proof ${locale}`));
    await form.getByLabel(strings.form.phone).pressSequentially("69123456");
    await form.getByLabel(new RegExp(strings.form.policyBefore.replace(/[()]/g, "\\$&"))).check();
    await page.waitForTimeout(MIN_FILL_MS);
    await form.getByRole("button", { name: strings.form.submit }).click();
    const success = page.getByRole("dialog", { name: strings.dialogs.success.title });
    await expect(success.getByText(strings.dialogs.success.soon)).toBeVisible({ timeout: 15_000 });
    await expect(success.getByRole("link", { name: /^(Sunați acum|Позвонить)/ })).toHaveAttribute("href", /^tel:/);
    // The Russian site of this variant has no messenger: no messenger is offered.
    await expect(success.getByRole("link", { name: /Viber/ })).toHaveCount(locale === "ro" ? 1 : 0);
  });
}
