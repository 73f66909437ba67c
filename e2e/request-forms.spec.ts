/**
 * The request form that ends the content pages (docs/leads.md): on the home, category, subcategory, article, info and
 * contacts pages, server-rendered, its code loaded when the page is idle or the visitor reaches for it, and each lead
 * saying what was asked for and where.
 */
import { MIN_FILL_MS } from "../src/features/leads/spam-rules";
import { expect, test, type Locator, type Page } from "./fixtures";
import { LOCALES, prefix, t, type Locale } from "./content";
import { pageTypes } from "./pages";
import { leadsNamed, uniqueName } from "./service";

// These tests send leads; they share the service's leads file with the other lead tests.
test.describe.configure({ mode: "serial" });

const TYPES = {
  call: "Заявка на обратный звонок",
  consultation: "Заявка на консультацию",
  measurement: "Заявка на бесплатный замер",
} as const;

/** What each page type's form asks for, and its place. */
const FORMS: Record<string, { kind: keyof typeof TYPES; place: string }> = {
  home: { kind: "measurement", place: "page-end" },
  category: { kind: "measurement", place: "page-end" },
  subcategory: { kind: "measurement", place: "page-end" },
  article: { kind: "consultation", place: "page-end" },
  "info page": { kind: "consultation", place: "page-end" },
  contacts: { kind: "call", place: "contacts" },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const requestCard = (page: Page, locale: Locale, kind: keyof typeof TYPES) =>
  page.getByRole("region", { name: t(locale).requestForm[kind].title });

async function fill(card: Locator, locale: Locale, name: string) {
  const strings = t(locale);
  await card.getByLabel(strings.form.name).fill(name);
  await card.getByLabel(strings.form.phone).pressSequentially("69123456");
  await card.getByLabel(new RegExp(escape(strings.form.policyBefore))).check();
}

for (const locale of LOCALES) {
  const strings = t(locale);
  for (const { type, path } of pageTypes(locale).filter((entry) => entry.type in FORMS)) {
    const { kind, place } = FORMS[type]!;
    test(`${locale} ${type}: the page ends with a ${kind} form that sends a lead with its place`, async ({ page }) => {
      await page.goto(path);
      const card = requestCard(page, locale, kind);
      await expect(card).toBeVisible();
      // The last of the page's content: nothing of the main content after it.
      const last = await page.getByRole("main").evaluate((main) => main.lastElementChild?.textContent ?? "");
      expect(last).toContain(strings.requestForm[kind].title);
      // The same checks as the dialogs': nothing is sent without a name.
      await card.getByRole("button", { name: strings.form.submit }).click();
      await expect(card.getByText(strings.validation.nameRequired)).toBeVisible();
      const name = uniqueName(`End ${type} ${locale}`);
      await fill(card, locale, name);
      await page.waitForTimeout(MIN_FILL_MS);
      await card.getByRole("button", { name: strings.form.submit }).click();
      await expect(page.getByRole("dialog", { name: strings.dialogs.success.title })).toBeVisible();
      await expect.poll(() => leadsNamed(name).length).toBe(1);
      const [lead] = leadsNamed(name);
      expect(lead!.path).toBe("/ru/api/invoices/");
      expect(lead!.body).toMatchObject({
        type: TYPES[kind],
        name,
        phone: "+373 (69) 123-456",
        page: path,
        request_kind: kind,
        form_place: place,
        attribution: expect.objectContaining({ landing_page: path }),
      });
      // Sent: the form is empty again, so a second click cannot send the same request twice.
      await expect(card.getByLabel(strings.form.name)).toHaveValue("");
    });
  }

  test(`${locale}: the form's code comes when the visitor reaches for it, keeping what was typed and an early submit`, async ({
    page,
  }) => {
    // No idle time ever: the code is asked for only by the visitor's touch; scripts asked for after load are held.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const article = pageTypes(locale).find((entry) => entry.type === "article")!.path;
    await page.goto(article, { waitUntil: "networkidle" });
    const laterScripts: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.js", async (route) => {
      laterScripts.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    const card = requestCard(page, locale, "consultation");
    // The server's fields are there before their code.
    const name = uniqueName(`Early end ${locale}`);
    await card.getByLabel(strings.form.name).fill(name);
    await expect
      .poll(() => laterScripts.length, "the form's code is asked for on the visitor's touch")
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
    expect(leadsNamed(name)[0]!.body).toMatchObject({ phone: "+373 (78) 123-456", form_place: "page-end" });
  });

  test(`${locale}: no script of the form's up front: the page-end form's code is not among the first scripts`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${prefix(locale)}/contacts`, { waitUntil: "networkidle" });
    const bodies = await Promise.all(
      scripts.map((url) => page.evaluate((address) => fetch(address).then((response) => response.text()), url)),
    );
    // The form's validation hints live in its chunk only: no script loaded without idle time or a touch holds them.
    expect(bodies.filter((text) => text.includes("validation.phoneRequired"))).toEqual([]);
    await expect(requestCard(page, locale, "call").getByLabel(strings.form.name)).toBeVisible();
  });
}
