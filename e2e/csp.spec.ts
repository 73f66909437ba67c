/**
 * The Content-Security-Policy breaks nothing: on every page type, with each dialog open, the calculator used and a
 * lead sent, Chromium reports no violation and logs no error. The suite runs against the generated nginx when it is
 * installed (CI installs it), else the Node fallback; both send the same policy.
 */
import { expect, test, type Page } from "./fixtures";
import { LOCALES, prefix, t, type Locale } from "./content";
import { pageTypes } from "./pages";
import { uniqueName } from "./service";

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

function watch(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    // playwright.config blocks service workers, so Gatsby's registration finds no navigator.serviceWorker.
    if (message.type() === "error" && !message.text().startsWith("Error during service worker registration"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    errors,
    violations: () => page.evaluate(() => window.__cspViolations),
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
});

const dialogNames = ["call", "consultation", "measurement", "calculator", "success"] as const;
const dialog = (page: Page, locale: Locale, name: (typeof dialogNames)[number]) =>
  page.getByRole("dialog", { name: t(locale).dialogs[name].title });

for (const locale of LOCALES) {
  const strings = t(locale);

  for (const { type, path } of pageTypes(locale)) {
    test(`${locale} ${type}: no CSP violation with each dialog open`, async ({ page }) => {
      const seen = watch(page);
      const response = await page.goto(path);
      const policy = (await response?.headerValue("content-security-policy")) ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      for (const name of dialogNames) {
        await page.evaluate((hash) => (window.location.hash = hash), name);
        await expect(dialog(page, locale, name)).toBeVisible();
        if (name === "calculator") {
          await expect(dialog(page, locale, name).getByRole("img").first()).toBeVisible();
          await dialog(page, locale, name).getByLabel(strings.calculator.width).fill("1500");
        }
        await page.keyboard.press("Escape");
        await expect(dialog(page, locale, name)).toBeHidden();
      }
      expect(await seen.violations()).toEqual([]);
      // The error page's own 404 is the one expected console error.
      const unexpected = seen.errors.filter((text) => !(type === "error" && /status of 404/.test(text)));
      expect(unexpected).toEqual([]);
    });
  }

  test(`${locale}: a lead sent from the call dialog reaches the content service under the policy`, async ({ page }) => {
    const seen = watch(page);
    await page.goto(`${prefix(locale)}/contacts#call`);
    const call = dialog(page, locale, "call");
    await call.getByLabel(strings.form.name).fill(uniqueName(`CSP ${locale}`));
    await call.getByLabel(strings.form.phone).pressSequentially("78123456");
    await call.getByLabel(new RegExp(strings.form.policyBefore.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).check();
    await call.getByRole("button", { name: strings.form.submit }).click();
    await expect(dialog(page, locale, "success").getByText(strings.dialogs.success.delivered)).toBeVisible();
    expect(await seen.violations()).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
}
