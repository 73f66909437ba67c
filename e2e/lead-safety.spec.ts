import { E2E } from "../playwright.config";
import { FAST_SUBMIT_FIELD, MIN_FILL_MS, TRAP_NAME } from "../src/features/leads/spam-rules";
import { LOCALES, prefix, t, type Locale } from "./content";
import { expect, test, waitForApp, type Locator, type Page } from "./fixtures";
import { leadsNamed, uniqueName } from "./service";

const SERVICE = `http://localhost:${E2E.contentPort}`;
const INVOICES = `${SERVICE}/ru/api/invoices/?site_url=termofort`;

async function openCallForm(page: Page, locale: Locale, path: string) {
  await page.goto(`${path}#call`);
  const form = page.getByRole("dialog", { name: t(locale).dialogs.call.title });
  await expect(form).toBeVisible();
  return form;
}

async function fill(form: Locator, locale: Locale, name: string) {
  const strings = t(locale);
  await form.getByLabel(strings.form.name).fill(name);
  await form.getByLabel(strings.form.phone).pressSequentially("69123456");
  await form.getByLabel(new RegExp(strings.form.policyBefore.replace(/[()]/g, "\\$&"))).check();
}

/** A person takes longer than the minimum fill time; so does this visitor. */
const takeHumanTime = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 200);

test.describe("leads with the content service in strict CORS (django-cors-headers defaults)", () => {
  test("the service's preflight refuses a custom header, so the mode is real", async ({ page }) => {
    await page.goto("/contacts");
    const outcome = await page.evaluate(async (url) => {
      const body = JSON.stringify({ name: "CORS probe", phone: "+373 (69) 123-456" });
      const tryPost = (headers: Record<string, string>) =>
        fetch(url, { method: "POST", headers, body }).then(
          (response) => response.status,
          (error: Error) => `refused: ${error.name}`,
        );
      return {
        custom: await tryPost({ "Content-Type": "application/json", "Idempotency-Key": "probe" }),
      };
    }, INVOICES);
    expect(outcome.custom).toBe("refused: TypeError");
    expect(leadsNamed("CORS probe")).toHaveLength(0);
  });

  for (const locale of LOCALES) {
    test(`${locale}: a call request goes to the site's own origin, and is stored once with its key`, async ({
      page,
    }) => {
      const strings = t(locale);
      const toService: string[] = [];
      const toSite: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "POST") return;
        if (request.url().startsWith(SERVICE)) toService.push(request.url());
        if (request.url() === `${new URL(page.url()).origin}/api/leads`) toSite.push(request.url());
      });
      const name = uniqueName(`CORS ${locale}`);
      const form = await openCallForm(page, locale, `${prefix(locale)}/contacts`);
      await fill(form, locale, name);
      await takeHumanTime(page);
      await form.getByRole("button", { name: strings.form.submit }).click();
      await expect(
        page.getByRole("dialog", { name: strings.dialogs.success.title }).getByText(strings.dialogs.success.delivered),
      ).toBeVisible();
      await expect.poll(() => leadsNamed(name).length).toBe(1);
      const [lead] = leadsNamed(name);
      expect(lead!.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
      expect(lead!.body).not.toHaveProperty("idempotency_key");
      // The browser needs no CORS at all: the gateway (same origin) forwards to the service.
      expect(toService).toEqual([]);
      expect(toSite).toHaveLength(1);
    });
  }
});

test.describe("a browser that refuses storage", () => {
  for (const locale of LOCALES) {
    test(`${locale}: pages render and a lead is still delivered`, async ({ page }) => {
      // As Chromium does with site data blocked: merely reading window.localStorage or sessionStorage throws.
      await page.addInitScript(() => {
        for (const name of ["localStorage", "sessionStorage"]) {
          Object.defineProperty(window, name, {
            configurable: true,
            get() {
              throw new DOMException(`Access to '${name}' is denied for this document.`, "SecurityError");
            },
          });
        }
      });
      const strings = t(locale);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const p = prefix(locale);
      for (const path of [`${p}/`, `${p}/blog`, `${p}/calculator`]) {
        await page.goto(path);
        await expect(page.getByRole("main")).toBeVisible();
        await expect(page.getByText(strings.error.pageFailed)).toHaveCount(0);
        await expect(page.getByRole("banner")).toBeVisible();
      }
      const name = uniqueName(`No storage ${locale}`);
      const form = await openCallForm(page, locale, `${p}/contacts`);
      await fill(form, locale, name);
      await takeHumanTime(page);
      await form.getByRole("button", { name: strings.form.submit }).click();
      await expect(page.getByText(strings.dialogs.success.delivered)).toBeVisible();
      await expect.poll(() => leadsNamed(name).length).toBe(1);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("spam", () => {
  for (const locale of LOCALES) {
    const strings = t(locale);

    test(`${locale}: a bot filling the honeypot sees the usual success, and nothing is sent`, async ({
      page,
      forbidLeads,
    }) => {
      const name = uniqueName(`Bot trap ${locale}`);
      const form = await openCallForm(page, locale, `${prefix(locale)}/contacts`);
      await fill(form, locale, name);
      // Bots fill every field they find by name; the honeypot is invisible to people.
      await form.locator(`input[name="${TRAP_NAME}"]`).fill("http://spam.example");
      await takeHumanTime(page);
      await forbidLeads();
      await form.getByRole("button", { name: strings.form.submit }).click();
      await expect(page.getByText(strings.dialogs.success.delivered)).toBeVisible();
    });

    for (const kind of ["call", "consultation"] as const) {
      test(`${locale}: a ${kind} request sent at autofill speed arrives once, flagged fast_submit`, async ({
        page,
      }) => {
        // The page's clock stands still: however slow this machine is, the submit comes within the minimum fill
        // time, as a visitor's does whose browser fills the name and the phone in one click.
        await page.clock.setFixedTime(new Date());
        const name = uniqueName(`Autofill ${kind} ${locale}`);
        await page.goto(`${prefix(locale)}/contacts#${kind}`);
        const form = page.getByRole("dialog", { name: strings.dialogs[kind].title });
        await form.getByLabel(strings.form.name).fill(name);
        await form.getByLabel(strings.form.phone).fill("+37369123456");
        await form.getByLabel(new RegExp(strings.form.policyBefore.replace(/[()]/g, "\\$&"))).check();
        await form.getByRole("button", { name: strings.form.submit }).click();
        await expect(page.getByText(strings.dialogs.success.delivered)).toBeVisible();
        await expect.poll(() => leadsNamed(name).length).toBe(1);
        expect(leadsNamed(name)[0]!.body).toMatchObject({
          name,
          phone: "+373 (69) 123-456",
          [FAST_SUBMIT_FIELD]: true,
        });
      });
    }

    test(`${locale}: a calculator request sent at autofill speed arrives once, flagged fast_submit`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date());
      const name = uniqueName(`Autofill calculator ${locale}`);
      await page.goto(`${prefix(locale)}/calculator`);
      const main = page.getByRole("main");
      await main.getByLabel(strings.form.name).fill(name);
      await main.getByLabel(strings.form.phone).fill("+37369123456");
      await main.getByLabel(new RegExp(strings.form.policyBefore.replace(/[()]/g, "\\$&"))).check();
      await main.getByRole("button", { name: strings.calculator.submit }).click();
      await expect(page.getByText(strings.dialogs.success.delivered)).toBeVisible();
      await expect.poll(() => leadsNamed(name).length).toBe(1);
      const [lead] = leadsNamed(name);
      expect(lead!.path).toBe("/ru/api/calculate-invoice/");
      expect(lead!.body).toMatchObject({ name, phone: "+373 (69) 123-456", [FAST_SUBMIT_FIELD]: true });
    });

    test(`${locale}: the calculator page's time counts from its server-rendered form, not from hydration`, async ({
      page,
    }) => {
      // The page's code is held: the visitor fills the server's fields at a person's pace before React has hydrated.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/*.js", async (route) => {
        await held;
        await route.continue();
      });
      await page.mainFrame().goto(`${prefix(locale)}/calculator`, { waitUntil: "domcontentloaded" });
      const main = page.getByRole("main");
      const name = uniqueName(`Early person ${locale}`);
      await main.getByLabel(strings.form.name).fill(name);
      await main.getByLabel(strings.form.phone).fill("069123456");
      await main.getByLabel(new RegExp(strings.form.policyBefore.replace(/[()]/g, "\\$&"))).check();
      await takeHumanTime(page);
      release();
      await waitForApp(page);
      // Sent the moment the page is live: long after the form could be used, so not a fast submit.
      await main.getByRole("button", { name: strings.calculator.submit }).click();
      await expect(page.getByRole("dialog", { name: strings.dialogs.success.title })).toBeVisible();
      await expect.poll(() => leadsNamed(name).length).toBe(1);
      expect(leadsNamed(name)[0]!.body).toMatchObject({ name, phone: "+373 (69) 123-456" });
      expect(leadsNamed(name)[0]!.body).not.toHaveProperty(FAST_SUBMIT_FIELD);
    });

    test(`${locale}: the honeypot is out of the tab order and hidden from assistive technology`, async ({ page }) => {
      const form = await openCallForm(page, locale, `${prefix(locale)}/contacts`);
      const trap = form.locator(`input[name="${TRAP_NAME}"]`);
      await expect(trap).toHaveAttribute("tabindex", "-1");
      await expect(form.getByRole("textbox", { name: strings.form.trap })).toHaveCount(0);
    });
  }
});
