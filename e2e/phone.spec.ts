import { expect, test, type Locator, type Page } from "./fixtures";
import { LOCALES, prefix, t, type Locale } from "./content";
import { uniqueName } from "./service";

/** How visitors type a Moldovan mobile number: with the country code, the international prefix, the trunk 0, or bare. */
const TYPED = ["+37369123456", "373 69 123 456", "0037369123456", "069123456", "69123456"] as const;
const MEANT = "+373 (69) 123-456";

type FormName = "call" | "consultation" | "calculator";

/** The lead form of each kind, ready for typing: the two dialogs, and the calculator page's request part. */
async function openForm(page: Page, locale: Locale, form: FormName): Promise<Locator> {
  const strings = t(locale);
  if (form === "calculator") {
    await page.goto(`${prefix(locale)}/calculator`);
    const main = page.getByRole("main");
    // The request part's code comes on interaction: the field formats once it is live.
    await expect(async () => {
      await main.getByLabel(strings.form.phone).clear();
      await main.getByLabel(strings.form.phone).pressSequentially("6");
      await expect(main.getByLabel(strings.form.phone)).toHaveValue("+373 (6", { timeout: 1000 });
    }).toPass();
    await main.getByLabel(strings.form.phone).clear();
    return main;
  }
  await page.goto(`${prefix(locale)}/contacts#${form}`);
  const dialog = page.getByRole("dialog", { name: strings.dialogs[form].title });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const locale of LOCALES) {
  const strings = t(locale);
  for (const form of ["call", "consultation", "calculator"] as const) {
    test(`${locale}: the ${form} form reads the phone typed with its country or trunk prefix as the number meant`, async ({
      page,
    }) => {
      const scope = await openForm(page, locale, form);
      const phone = scope.getByLabel(strings.form.phone);
      for (const typed of TYPED) {
        await phone.clear();
        await phone.pressSequentially(typed);
        await expect(phone, `typed ${typed}`).toHaveValue(MEANT);
      }
    });
  }

  test(`${locale}: a number that cannot be a Moldovan mobile is refused with the hint, not reshaped`, async ({
    page,
    forbidLeads,
  }) => {
    const form = await openForm(page, locale, "call");
    await forbidLeads();
    const name = uniqueName(`Foreign ${locale}`);
    await form.getByLabel(strings.form.name).fill(name);
    await form.getByLabel(strings.form.phone).pressSequentially("+40721123456");
    await expect(form.getByLabel(strings.form.phone)).toHaveValue("+40721123456");
    await form.getByLabel(new RegExp(strings.form.policyBefore.replace(/[()]/g, "\\$&"))).check();
    await form.getByRole("button", { name: strings.form.submit }).click();
    await expect(form.getByText(strings.validation.phoneIncomplete)).toBeVisible();
  });
}
