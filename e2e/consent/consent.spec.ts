/**
 * The `consent` variant (scripts/lib/variants/consent-fixture.ts): GTM, GA4 and Metrica configured in content, a
 * live chat and a CRM script in the build. Every request to Google, Yandex and the chat and CRM hosts is caught here
 * and answered empty (never let out), and recorded: nothing that tracks may be asked for before the matching consent.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, layoutShifts, test, type Page } from "../fixtures";
import { LOCALES, prefix, t, type Locale } from "../content";
import { leadsNamed, uniqueName } from "../service";
import { MIN_FILL_MS } from "../../src/features/leads/spam-rules";
import { CONSENT_FIXTURE } from "../../scripts/lib/variants/consent-fixture";

const TRACKERS =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|google\.com|doubleclick\.net|yandex\.ru|yandex\.com|yastatic\.net|example\.com)\//;

/** Every tracker request the page makes, answered with an empty script. */
async function recordTrackers(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.context().route(TRACKERS, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return requests;
}

type Entry = Record<string, unknown> & { 0?: unknown; 1?: unknown; 2?: unknown };
/** The data layer as plain data (gtag's entries are `arguments` objects: read by index). */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      JSON.parse(JSON.stringify(entry)),
    ),
  ) as Promise<Entry[]>;
const consentCommands = async (page: Page, kind: "default" | "update") =>
  (await dataLayer(page)).filter((entry) => entry[0] === "consent" && entry[1] === kind).map((entry) => entry[2]);

const DENIED = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const GRANTED = {
  analytics_storage: "granted",
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

const prompt = (page: Page, locale: Locale) => page.getByRole("dialog", { name: t(locale).consent.title });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function fillContact(page: Page, locale: Locale, name: string, root = page.locator("body")) {
  const strings = t(locale);
  await root.getByLabel(strings.form.name).fill(name);
  await root.getByLabel(strings.form.phone).pressSequentially("69123456");
  await root.getByLabel(new RegExp(escape(strings.form.policyBefore))).check();
  // Faster than a person can type, the form takes the visitor for a bot (spam-rules.ts).
  await page.waitForTimeout(MIN_FILL_MS);
}

for (const locale of LOCALES) {
  const strings = t(locale);
  const p = prefix(locale);

  test(`${locale}: before a choice nothing that tracks is requested and Consent Mode defaults are in the data layer`, async ({
    page,
  }) => {
    const requests = await recordTrackers(page);
    await page.goto(`${p}/`);
    const dialog = prompt(page, locale);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: strings.consent.acceptAll })).toBeVisible();
    await expect(dialog.getByRole("button", { name: strings.consent.rejectAll })).toBeVisible();
    expect(await consentCommands(page, "default")).toEqual([expect.objectContaining(DENIED)]);
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    // Only the language cookie (necessary) may be there: no consent cookie yet, nothing of a tracker.
    const cookies = (await page.evaluate(() => document.cookie)).split(/;\s*/).filter(Boolean);
    expect(cookies.filter((cookie) => !cookie.startsWith("i18n_redirected="))).toEqual([]);
  });

  test(`${locale}: "Reject all" loads nothing on this page and the next, and the prompt stays away`, async ({
    page,
  }) => {
    const requests = await recordTrackers(page);
    await page.goto(`${p}/`);
    await prompt(page, locale).getByRole("button", { name: strings.consent.rejectAll }).click();
    await expect(prompt(page, locale)).toBeHidden();
    expect(await consentCommands(page, "update")).toEqual([expect.objectContaining(DENIED)]);
    // A client navigation, then a full page load.
    await page.getByRole("banner").getByRole("link", { name: strings.nav.contacts }).first().click();
    await expect(page).toHaveURL(new RegExp(`${p}/contacts$`));
    await page.goto(`${p}/blog`);
    await page.waitForLoadState("networkidle");
    await expect(prompt(page, locale)).toBeHidden();
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem("termofort.attribution.v1"))).toBeNull();
  });

  test(`${locale}: the footer's cookie settings reopen the choice, and a withdrawal stops the trackers`, async ({
    page,
  }) => {
    await recordTrackers(page);
    await page.goto(`${p}/contacts`);
    await prompt(page, locale).getByRole("button", { name: strings.consent.acceptAll }).click();
    await expect(prompt(page, locale)).toBeHidden();
    // What GA4 and Metrica would have stored (the scripts here are empty).
    await page.evaluate(() => {
      document.cookie = "_ga=GA1.1.123.456; path=/";
      document.cookie = "_ym_uid=789; path=/";
    });
    await page.getByRole("contentinfo").getByRole("button", { name: strings.consent.settings }).click();
    const settings = page.getByRole("dialog", { name: strings.consent.preferencesTitle });
    await expect(settings).toBeVisible();
    await settings.getByRole("button", { name: strings.consent.rejectAll }).click();
    await expect(settings).toBeHidden();
    expect((await consentCommands(page, "update")).at(-1)).toEqual(expect.objectContaining(DENIED));
    await expect.poll(() => page.evaluate(() => document.cookie)).not.toMatch(/_ga=|_ym_uid=/);
    expect(
      await page.evaluate(
        ([googleId, yandexId]) => [
          (window as unknown as Record<string, unknown>)[`ga-disable-${googleId}`],
          (window as unknown as Record<string, unknown>)[`disableYaCounter${yandexId}`],
        ],
        [CONSENT_FIXTURE.googleId, CONSENT_FIXTURE.yandexId],
      ),
    ).toEqual([true, true]);
  });

  test(`${locale}: "Accept all" loads GTM, gtag.js, Metrica and the live chat without a reload, then web vitals after the first input`, async ({
    page,
  }) => {
    const requests = await recordTrackers(page);
    await page.goto(`${p}/`);
    const url = page.url();
    await prompt(page, locale).getByRole("button", { name: strings.consent.acceptAll }).click();
    await expect
      .poll(() => requests.map((request) => new URL(request).origin + new URL(request).pathname).sort())
      .toEqual(
        [
          "https://chat.example.com/widget.js",
          "https://mc.yandex.ru/metrika/tag.js",
          "https://www.googletagmanager.com/gtag/js",
          "https://www.googletagmanager.com/gtm.js",
        ].sort(),
      );
    expect(requests).toContain(`https://www.googletagmanager.com/gtm.js?id=${CONSENT_FIXTURE.gtmId}`);
    expect(requests).toContain(`https://www.googletagmanager.com/gtag/js?id=${CONSENT_FIXTURE.googleId}`);
    expect(page.url()).toBe(url);
    const layer = await dataLayer(page);
    const defaultAt = layer.findIndex((entry) => entry[0] === "consent" && entry[1] === "default");
    const updateAt = layer.findIndex((entry) => entry[0] === "consent" && entry[1] === "update");
    const gtmAt = layer.findIndex((entry) => entry.event === "gtm.js");
    expect(defaultAt).toBeGreaterThanOrEqual(0);
    expect(updateAt).toBeGreaterThan(defaultAt);
    expect(gtmAt).toBeGreaterThan(updateAt);
    expect(layer[updateAt]![2]).toEqual(GRANTED);
    expect(layer).toContainEqual({ 0: "config", 1: CONSENT_FIXTURE.googleId });

    // web-vitals finalises LCP at the first input after it has loaded (at idle, after the consent): a click that
    // comes before it finalises nothing, so the visitor clicks again while LCP has not come.
    await expect
      .poll(async () => {
        const names = (await dataLayer(page)).filter((entry) => entry.event === "web_vitals").map((e) => e.metric_name);
        if (!names.includes("LCP")) await page.getByRole("main").click({ position: { x: 5, y: 5 } });
        return names;
      })
      .toEqual(expect.arrayContaining(["LCP", "FCP", "TTFB"]));
    const [vital] = (await dataLayer(page)).filter((entry) => entry.event === "web_vitals");
    expect(vital).toMatchObject({ page_type: "home", locale, metric_value: expect.any(Number) });
  });

  test(`${locale}: axe finds no violation with the prompt open`, async ({ page }) => {
    await recordTrackers(page);
    await page.goto(`${p}/`);
    await expect(prompt(page, locale)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  });

  // The library moves the focus into the prompt when it opens and keeps Tab within its buttons while it is open (a
  // dialog's pattern); a choice, always one key press away, closes it and gives the page back.
  test(`${locale}: the prompt takes the focus, and its buttons are reached and chosen with the keyboard`, async ({
    page,
  }) => {
    await recordTrackers(page);
    await page.goto(`${p}/`);
    const dialog = prompt(page, locale);
    await expect(dialog).toHaveCSS("opacity", "1");
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), "focus moved to the prompt")
      .toBe(true);
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: strings.consent.acceptAll })).toBeFocused();
    await page.keyboard.press("Tab");
    const reject = dialog.getByRole("button", { name: strings.consent.rejectAll });
    await expect(reject).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    // The focus leaves the prompt with it, back to the page.
    await expect
      .poll(() => page.evaluate(() => !document.activeElement?.closest("#cc-main")), "focus given back to the page")
      .toBe(true);
  });
}

for (const locale of LOCALES) {
  for (const path of ["/", "/contacts", "/calculator", "/no-such-page"]) {
    const url = locale === "ro" ? path : `/ru${path === "/" ? "" : path}`;
    test(`${locale} ${path}: the prompt is never the largest paint and moves nothing`, async ({ page }) => {
      await recordTrackers(page);
      await page.goto(url);
      await expect(prompt(page, locale)).toBeVisible();
      await page.waitForLoadState("networkidle");
      const largest = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const largest: string[] = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>)
                largest.push(entry.element?.closest("#cc-main") ? "the prompt" : (entry.element?.tagName ?? "?"));
            }).observe({ type: "largest-contentful-paint", buffered: true });
            // Buffered entries arrive in the observer's first callback, queued before this one.
            requestAnimationFrame(() => setTimeout(() => resolve(largest)));
          }),
      );
      expect(largest.length).toBeGreaterThan(0);
      expect(largest).not.toContain("the prompt");
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
}

/** Romanian accepts (touches kept on the device), Russian rejects (the visit's landing in memory only). */
for (const [locale, choice] of [
  ["ro", "acceptAll"],
  ["ru", "rejectAll"],
] as const) {
  const strings = t(locale);
  const p = prefix(locale);

  test(`${locale}: after "${choice}", a visit landing from a campaign sends each kind of lead with its attribution and counts it`, async ({
    page,
  }) => {
    const requests = await recordTrackers(page);
    // The home page's own address (the server redirects "/ru/" to "/ru"), with a campaign's parameters.
    const landing = `${p || "/"}?utm_source=google&utm_medium=cpc&utm_campaign=winter-${locale}&gclid=CLICK-${locale}`;
    await page.goto(landing);
    await prompt(page, locale).getByRole("button", { name: strings.consent[choice] }).click();
    // Away from the landing page by client navigation: the campaign must still go with the leads.
    await page.getByRole("banner").getByRole("link", { name: strings.nav.contacts }).first().click();
    await expect(page).toHaveURL(new RegExp(`${p}/contacts$`));

    const names: string[] = [];
    for (const kind of ["call", "consultation"] as const) {
      const name = uniqueName(`Campaign ${kind}`);
      names.push(name);
      await page.evaluate((hash) => (window.location.hash = hash), kind);
      const form = page.getByRole("dialog", { name: strings.dialogs[kind].title });
      await fillContact(page, locale, name, form);
      await form.getByRole("button", { name: strings.form.submit }).click();
      const success = page.getByRole("dialog", { name: strings.dialogs.success.title });
      await expect(success.getByText(strings.dialogs.success.delivered)).toBeVisible();
      // No alert tells anyone of a lead here (LEAD_ALERTS=none): received, the phone to call, and no call-back time.
      // When the phone is answered depends on the hour of the run (now, or from the next opening).
      await expect(success.getByText(/^(Ne puteți suna|Позвоните нам)/)).toBeVisible();
      await expect(success.getByRole("link", { name: /^\+373/ })).toHaveAttribute("href", /^tel:\+373/);
      await expect(success.getByText(/Vă sunăm|перезвоним/)).toHaveCount(0);
      await expect(success.getByText(strings.dialogs.success.soon)).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(success).toBeHidden();
    }
    await page.getByRole("banner").getByRole("link", { name: strings.nav.calculator }).first().click();
    await expect(page).toHaveURL(new RegExp(`${p}/calculator$`));
    const main = page.getByRole("main");
    const calcName = uniqueName("Campaign calculator");
    names.push(calcName);
    await fillContact(page, locale, calcName, main);
    await main.getByRole("button", { name: strings.calculator.submit }).click();
    await expect(
      page.getByRole("dialog", { name: strings.dialogs.success.title }).getByText(strings.dialogs.success.delivered),
    ).toBeVisible();

    const expected = {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: `winter-${locale}`,
      gclid: `CLICK-${locale}`,
      landing_page: landing,
      landed_at: expect.any(String),
    };
    const conversions = (await dataLayer(page)).filter((entry) => entry.event === "generate_lead");
    for (const [index, name] of names.entries()) {
      await expect.poll(() => leadsNamed(name).length).toBe(1);
      const [lead] = leadsNamed(name);
      expect(lead!.body.attribution).toEqual(
        choice === "acceptAll"
          ? { ...expected, ...Object.fromEntries(Object.entries(expected).map(([k, v]) => [`first_${k}`, v])) }
          : expected,
      );
      const conversion = conversions.find((entry) => entry.lead_id === lead!.idempotency_key);
      expect(conversion).toMatchObject({
        lead_type: ["call", "consultation", "calculator"][index],
        locale,
        form_location: index < 2 ? `${p}/contacts` : `${p}/calculator`,
      });
      if (index === 2) expect(conversion).toMatchObject({ value: expect.any(Number), currency: "MDL" });
    }
    // The CRM form script is a marketing third party: after a call request only with that consent.
    const crm = requests.filter((request) => request.startsWith(CONSENT_FIXTURE.crmFormScriptUrl));
    expect(crm.length > 0).toBe(choice === "acceptAll");
    if (choice === "acceptAll") {
      expect(await page.evaluate(() => window.localStorage.getItem("termofort.attribution.v1"))).toContain("winter-ro");
    } else {
      expect(await page.evaluate(() => window.localStorage.getItem("termofort.attribution.v1"))).toBeNull();
    }
  });
}

test("built for static-only hosting (LEAD_DELIVERY=direct), the page sends a lead straight to the content service under its strict CORS, once, with its key", async ({
  page,
}) => {
  const strings = t("ro");
  const posts: Array<{ url: string; headers: string[] }> = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push({ url: request.url(), headers: Object.keys(request.headers()) });
  });
  await page.goto("/contacts");
  await prompt(page, "ro").getByRole("button", { name: strings.consent.rejectAll }).click();
  await page.evaluate(() => (window.location.hash = "call"));
  const form = page.getByRole("dialog", { name: strings.dialogs.call.title });
  const name = uniqueName("Direct call");
  await fillContact(page, "ro", name, form);
  await form.getByRole("button", { name: strings.form.submit }).click();
  await expect(
    page.getByRole("dialog", { name: strings.dialogs.success.title }).getByText(strings.dialogs.success.delivered),
  ).toBeVisible();
  await expect.poll(() => leadsNamed(name).length).toBe(1);
  expect(leadsNamed(name)[0]!.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  const leadPosts = posts.filter((post) => /\/api\/(invoices|leads)/.test(post.url));
  expect(leadPosts.map((post) => new URL(post.url).pathname)).toEqual(["/ru/api/invoices/"]);
  // Only what django-cors-headers' defaults allow without a custom header: no Idempotency-Key header.
  expect(leadPosts[0]!.headers).not.toContain("idempotency-key");
});
