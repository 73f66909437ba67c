/**
 * The request form that ends the content pages (docs/leads.md): on the home, category, subcategory, blog, article,
 * info and contacts pages, server-rendered, its code loaded when the page is idle or the visitor reaches for it, and each lead
 * saying what was asked for and where.
 */
import { MIN_FILL_MS } from "../src/features/leads/spam-rules";
import { expect, test, type Locator, type Page } from "./fixtures";
import { LOCALES, data, prefix, t, type Locale } from "./content";
import { pageTypes } from "./pages";
import { leadsNamed, uniqueName } from "./service";

const TYPES = {
  call: "Заявка на обратный звонок",
  consultation: "Заявка на консультацию",
  measurement: "Заявка на бесплатный замер",
} as const;
type Kind = keyof typeof TYPES;

/** What each page type's form asks for, and its place (the lead's `request_kind` and `form_place`). */
const FORMS: Record<string, { kind: Kind; place: string }> = {
  home: { kind: "measurement", place: "page-end" },
  category: { kind: "measurement", place: "page-end" },
  subcategory: { kind: "measurement", place: "page-end" },
  blog: { kind: "consultation", place: "page-end" },
  article: { kind: "consultation", place: "page-end" },
  "info page": { kind: "consultation", place: "page-end" },
  contacts: { kind: "call", place: "contacts" },
};

/** A Tuesday at 11:00 in Chisinau, within the company's opening hours: the thank-you promises its callback time. */
const OPEN_AT = "2025-03-04T11:00:00+02:00";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const requestCard = (page: Page, locale: Locale, kind: Kind) =>
  page.getByRole("region", { name: t(locale).requestForm[kind].title });

/** The thank-you's promise during opening hours, in the locale's plural form (as i18next picks it). */
function withinText(locale: Locale): string {
  const minutes = data<{ callback_minutes: number }>(locale, "company").callback_minutes;
  const forms = t(locale).dialogs.success as unknown as Record<string, string>;
  const form = forms[`within_${new Intl.PluralRules(locale).select(minutes)}`] ?? forms.within_other!;
  return form.replace("{{count}}", String(minutes));
}

async function fillValid(card: Locator, locale: Locale, name: string) {
  const strings = t(locale);
  await card.getByLabel(strings.form.name).fill(name);
  await card.getByLabel(strings.form.phone).pressSequentially("69123456");
  await expect(card.getByLabel(strings.form.phone)).toHaveValue("+373 (69) 123-456");
  await card.getByLabel(new RegExp(escape(strings.form.policyBefore))).check();
  // Faster than a person can type, the form takes the visitor for a bot (spam-rules.ts): a duration is the rule.
  await card.page().waitForTimeout(MIN_FILL_MS);
}

/** The scripts the page has requested whose text holds the forms' validation hints: the forms' chunk. */
async function formChunks(page: Page, scripts: string[]): Promise<string[]> {
  const bodies = await Promise.all(
    scripts.map((url) => page.evaluate((address) => fetch(address).then((response) => response.text()), url)),
  );
  return scripts.filter((_, index) => bodies[index]!.includes("validation.phoneRequired"));
}

for (const locale of LOCALES) {
  const strings = t(locale);
  const p = prefix(locale);

  for (const { type, path } of pageTypes(locale).filter((entry) => entry.type in FORMS)) {
    const { kind, place } = FORMS[type]!;
    test(`${locale} ${type}: the page ends with a ${kind} form whose lead says what was asked for and where`, async ({
      page,
    }) => {
      await page.clock.install({ time: new Date(OPEN_AT) });
      await page.goto(path);
      const card = requestCard(page, locale, kind);
      await expect(card).toBeVisible();
      // The last of the page's main content.
      const last = await page.getByRole("main").evaluate((main) => main.lastElementChild?.textContent ?? "");
      expect(last).toContain(strings.requestForm[kind].title);

      // A text field by its type too: one accessibility engine reads an input without one as not a text field.
      await expect(card.getByLabel(strings.form.name)).toHaveAttribute("type", "text");
      const name = uniqueName(`End ${type} ${locale}`);
      await fillValid(card, locale, name);
      await card.getByRole("button", { name: strings.form.submit }).click();
      const success = page.getByRole("dialog", { name: strings.dialogs.success.title });
      await expect(success.getByText(strings.dialogs.success.delivered)).toBeVisible();
      // The same promise as the dialogs' thank-you.
      await expect(success.getByText(withinText(locale))).toBeVisible();

      // What the CMS received through the site's gateway.
      await expect.poll(() => leadsNamed(name).length).toBe(1);
      const [lead] = leadsNamed(name);
      expect(lead!.path).toBe("/ru/api/invoices/");
      expect(lead!.idempotency_key).toEqual(expect.any(String));
      expect(lead!.body).toEqual({
        request_kind: kind,
        form_place: place,
        type: TYPES[kind],
        name,
        phone: "+373 (69) 123-456",
        site: "termofort",
        page: path,
        attribution: { landing_page: path, landed_at: expect.any(String) },
      });

      // Sent: the form is empty again, so a second click cannot send the same request twice.
      await page.keyboard.press("Escape");
      await expect(success).toBeHidden();
      await expect(card.getByLabel(strings.form.name)).toHaveValue("");
      await expect(card.getByLabel(strings.form.phone)).toHaveValue("");
    });
  }

  test(`${locale}: an incomplete phone or a missing name is refused with a message and nothing is sent`, async ({
    page,
    forbidLeads,
  }) => {
    const path = pageTypes(locale).find((entry) => entry.type === "subcategory")!.path;
    await page.goto(path);
    await forbidLeads();
    const card = requestCard(page, locale, "measurement");
    const submit = card.getByRole("button", { name: strings.form.submit });
    await submit.click();
    await expect(card.getByText(strings.validation.nameRequired)).toBeVisible();
    await expect(card.getByText(strings.validation.phoneRequired)).toBeVisible();
    await expect(card.getByText(strings.validation.policyRequired)).toBeVisible();

    await card.getByLabel(strings.form.name).fill("Ion Popescu");
    await card.getByLabel(strings.form.phone).pressSequentially("691");
    await card.getByLabel(new RegExp(escape(strings.form.policyBefore))).check();
    await page.waitForTimeout(MIN_FILL_MS);
    await submit.click();
    await expect(card.getByText(strings.validation.phoneIncomplete)).toBeVisible();
    await expect(card.getByLabel(strings.form.phone)).toHaveAttribute("aria-invalid", "true");
    await expect(card.getByText(strings.validation.nameRequired)).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: strings.dialogs.success.title })).toBeHidden();
  });

  test(`${locale}: the form's code is not among the page's first scripts; it comes when the visitor reaches for it`, async ({
    page,
  }) => {
    // No idle time ever: only the visitor's touch asks for the form's code.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${p}/contacts`, { waitUntil: "networkidle" });
    const card = requestCard(page, locale, "call");
    // The server's fields are there without their code.
    await expect(card.getByLabel(strings.form.name)).toBeVisible();
    expect(await formChunks(page, scripts)).toEqual([]);

    await card.getByLabel(strings.form.name).focus();
    await expect.poll(async () => (await formChunks(page, scripts)).length).toBeGreaterThan(0);
  });

  test(`${locale}: what was typed before the form's code came is kept, and an early submit is made once it is here`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const article = pageTypes(locale).find((entry) => entry.type === "article")!.path;
    await page.goto(article, { waitUntil: "networkidle" });
    // Scripts asked for from now on are held until released: the visitor is faster than the network.
    const heldScripts: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.js", async (route) => {
      heldScripts.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    const card = requestCard(page, locale, "consultation");
    const name = uniqueName(`Early end ${locale}`);
    await card.getByLabel(strings.form.name).fill(name);
    await expect
      .poll(() => heldScripts.length, "the form's code is asked for on the visitor's touch")
      .toBeGreaterThan(0);
    await card.getByRole("button", { name: strings.form.submit }).click();
    release();
    // The early submit is made once the part is ready: the phone is missing, the name was kept.
    await expect(card.getByText(strings.validation.phoneRequired)).toBeVisible();
    await expect(card.getByLabel(strings.form.name)).toHaveValue(name);
    await card.getByLabel(strings.form.phone).pressSequentially("78123456");
    await card.getByLabel(new RegExp(escape(strings.form.policyBefore))).check();
    await page.waitForTimeout(MIN_FILL_MS);
    await card.getByRole("button", { name: strings.form.submit }).click();
    await expect(page.getByRole("dialog", { name: strings.dialogs.success.title })).toBeVisible();
    await expect.poll(() => leadsNamed(name).length).toBe(1);
    expect(leadsNamed(name)[0]!.body).toMatchObject({
      phone: "+373 (78) 123-456",
      request_kind: "consultation",
      form_place: "page-end",
    });
  });

  test(`${locale}: with a dialog's form open beside the page's, every id is unique and each field has its own label`, async ({
    page,
  }) => {
    await page.goto(`${p}/contacts#call`);
    const dialog = page.getByRole("dialog", { name: strings.dialogs.call.title });
    await expect(dialog.getByLabel(strings.form.name)).toBeVisible();
    const card = requestCard(page, locale, "call");
    await expect(card.getByLabel(strings.form.name)).toHaveCount(1);
    await expect(card.getByLabel(strings.form.phone)).toHaveCount(1);
    const duplicates = await page.evaluate(() => {
      const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(duplicates).toEqual([]);
  });
}
