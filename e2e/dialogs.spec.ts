import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./fixtures";
import { LOCALES, data, prefix, t, type Locale } from "./content";
import { HASH_DIALOG_WAIT_MS } from "../src/components/dialog/use-hash-dialogs";

const dialog = (page: Page, locale: Locale, name: "call" | "consultation" | "measurement" | "calculator" | "success") =>
  page.getByRole("dialog", { name: t(locale).dialogs[name].title });

for (const locale of LOCALES) {
  const strings = t(locale);
  const p = prefix(locale);

  test.describe(`dialogs (${locale})`, () => {
    test("the call dialog opens from the header button and closes with Escape, giving focus back", async ({ page }) => {
      await page.goto(p || "/");
      const button = page.getByRole("banner").getByRole("button", { name: strings.header.orderCall });
      await button.click();
      await expect(dialog(page, locale, "call")).toBeVisible();
      await expect(dialog(page, locale, "call").getByLabel(strings.form.name)).toBeFocused();
      await expect(page.locator("html")).toHaveClass(/is-scroll-locked/);
      await page.keyboard.press("Escape");
      await expect(dialog(page, locale, "call")).toBeHidden();
      await expect(button).toBeFocused();
      await expect(page.locator("html")).not.toHaveClass(/is-scroll-locked/);
    });

    test("the credit offer's button opens a consultation that says it is about the credit", async ({ page }) => {
      // The credit offer's button asks for a consultation (its content says so).
      await page.goto(p || "/");
      const credit = data<{ title: string; button: { text: string } }>(locale, "credit-offer-section");
      await page.getByRole("region", { name: credit.title }).getByRole("button", { name: credit.button.text }).click();
      const consultation = page.getByRole("dialog", { name: strings.dialogs.consultation.creditTitle });
      await expect(consultation).toBeVisible();
      await expect(consultation).toHaveAccessibleDescription(strings.dialogs.consultation.creditDescription);
      await consultation.getByRole("button", { name: strings.common.close }).click();
      await expect(consultation).toBeHidden();
      // Asked for elsewhere, the consultation is the general one again.
      await page.getByRole("contentinfo").evaluate(() => (window.location.hash = "consultation"));
      await expect(dialog(page, locale, "consultation")).toBeVisible();
    });

    for (const name of ["call", "consultation", "measurement", "calculator", "success"] as const) {
      test(`#${name} opens the ${name} dialog, clears the hash, and a backdrop click closes it`, async ({ page }) => {
        await page.goto(`${p}/contacts#${name}`);
        await expect(dialog(page, locale, name)).toBeVisible();
        await expect.poll(() => new URL(page.url()).hash).toBe("");
        await page.mouse.click(5, 5);
        await expect(dialog(page, locale, name)).toBeHidden();
      });
    }

    test("opening one dialog closes the other", async ({ page }) => {
      await page.goto(`${p}/calculator#call`);
      await expect(dialog(page, locale, "call")).toBeVisible();
      await page.evaluate(() => (window.location.hash = "consultation"));
      await expect(dialog(page, locale, "consultation")).toBeVisible();
      await expect(dialog(page, locale, "call")).toBeHidden();
    });

    test("an ordinary anchor opens no dialog and logs nothing", async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      // The page's clock moves when told: past the second after which a hash naming no dialog would be logged.
      await page.clock.install();
      await page.goto(`${p}/contacts#content`);
      await page.clock.runFor(HASH_DIALOG_WAIT_MS + 200);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(errors.filter((text) => text.includes("Dialog"))).toEqual([]);
    });

    test("a hash naming no dialog (#no-such-dialog) opens none and logs an error", async ({ page }) => {
      const logged = page.waitForEvent("console", {
        predicate: (message) => message.type() === "error" && message.text().includes("'no-such-dialog'"),
      });
      await page.goto(`${p}/contacts#no-such-dialog`);
      await logged;
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("a malformed hash (#%) opens no dialog, breaks nothing, and a dialog hash still works after it", async ({
      page,
    }) => {
      const failures: string[] = [];
      page.on("pageerror", (error) => failures.push(error.message));
      await page.goto(`${p}/contacts#%`);
      // The hash change is handled, and React has rendered what followed it.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            window.addEventListener("hashchange", () => requestAnimationFrame(() => resolve()), { once: true });
            window.location.hash = "%E0%A4%A";
          }),
      );
      await expect(page.getByRole("heading", { level: 1, name: strings.pages.contactsTitle })).toBeVisible();
      await expect(page.getByText(strings.error.pageFailed)).toHaveCount(0);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.evaluate(() => (window.location.hash = "call"));
      await expect(dialog(page, locale, "call")).toBeVisible();
      expect(failures).toEqual([]);
    });

    for (const name of ["call", "consultation", "measurement", "calculator", "success"] as const) {
      test(`no WCAG 2.1 AA violation with the ${name} dialog open`, async ({ page }) => {
        await page.goto(`${p}/contacts#${name}`);
        await expect(dialog(page, locale, name)).toBeVisible();
        if (name === "calculator") await expect(dialog(page, locale, name).getByRole("img")).toBeVisible();
        if (name === "call" || name === "consultation" || name === "measurement") {
          await dialog(page, locale, name).getByRole("button", { name: strings.form.submit }).click();
          await expect(dialog(page, locale, name).getByText(strings.validation.nameRequired)).toBeVisible();
        }
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          ),
        ).toEqual([]);
      });
    }
  });
}
