/**
 * The `xss` variant: the site built from a copy of the demo content with a payload in every field
 * (scripts/lib/variants/xss-fixture.ts). Every payload calls __xss(); this init script defines it, so any call is a
 * payload that ran. Every page of the variant's sitemap, in both locales, must show none of them, no javascript:
 * URL anywhere in the DOM, and no CSP violation, also with each dialog open.
 */
import { expect, test, type Page } from "../fixtures";
import { LOCALES, articles, menu, prefix } from "../content";
import { pageTypes } from "../pages";

declare global {
  interface Window {
    __xssCalls: string[];
    __cspViolations: string[];
  }
}

const listen = `
  window.__xssCalls = [];
  window.__cspViolations = [];
  window.__xss = (tag) => window.__xssCalls.push(String(tag));
  for (const name of ["alert", "confirm", "prompt", "print"]) {
    window[name] = (message) => { window.__xssCalls.push(name + ":" + String(message)); };
  }
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__cspViolations.push(event.violatedDirective + " " + (event.blockedURI || "inline") + " " + event.sourceFile + ":" + event.lineNumber);
  });
`;

interface Findings {
  executions: string[];
  cspViolations: string[];
  javascriptUrls: string[];
}

async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(listen);
  return async (): Promise<Findings> => {
    const found = await page.evaluate(() => {
      const javascriptUrls: string[] = [];
      for (const element of document.querySelectorAll("*")) {
        for (const attribute of element.attributes) {
          // eslint-disable-next-line no-control-regex
          const value = attribute.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
          if (
            value.startsWith("javascript:") ||
            value.includes("url(javascript:") ||
            value.includes('url("javascript:')
          )
            javascriptUrls.push(`<${element.localName} ${attribute.name}="${attribute.value.slice(0, 80)}">`);
        }
      }
      return { executions: window.__xssCalls, cspViolations: window.__cspViolations, javascriptUrls };
    });
    return { ...found, executions: [...found.executions, ...dialogs] };
  };
}

const none: Findings = { executions: [], cspViolations: [], javascriptUrls: [] };

async function sitemapPaths(page: Page): Promise<string[]> {
  const locs = async (url: string) =>
    [...(await (await page.request.get(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const sitemaps = await locs("/sitemap-index.xml");
  const pages = (await Promise.all(sitemaps.map((sitemap) => locs(new URL(sitemap).pathname)))).flat();
  return pages.map((url) => new URL(url).pathname);
}

test.describe("content with XSS payloads in every field", () => {
  test("every page of the sitemap, in both locales, runs no payload and renders no javascript: URL", async ({
    page,
  }) => {
    test.setTimeout(10 * 60_000);
    const paths = await sitemapPaths(page);
    expect(paths.filter((path) => path.startsWith("/ru")).length).toBeGreaterThan(20);
    expect(paths.filter((path) => !path.startsWith("/ru")).length).toBeGreaterThan(20);
    const findings = await watch(page);
    const problems: Record<string, Findings> = {};
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const found = await findings();
      if (found.executions.length || found.cspViolations.length || found.javascriptUrls.length) problems[path] = found;
    }
    expect(problems).toEqual({});
  });

  for (const locale of LOCALES) {
    for (const { type, path } of pageTypes(locale)) {
      test(`${type} (${locale}) with each dialog open: no execution, no javascript: URL, no CSP violation`, async ({
        page,
      }) => {
        const findings = await watch(page);
        for (const dialog of ["call", "consultation", "measurement", "calculator"]) {
          await page.goto(`${path}#${dialog}`);
          await expect(page.getByRole("dialog")).toBeVisible();
          await page.waitForLoadState("networkidle");
          expect({ dialog, ...(await findings()) }).toEqual({ dialog, ...none });
        }
      });
    }
  }

  test("a payload that slips into the page is blocked by the CSP, and the detector reports it", async ({ page }) => {
    const findings = await watch(page);
    await page.goto("/contacts");
    await page.evaluate(() =>
      document.body.insertAdjacentHTML("beforeend", `<img src="/no-such-image" onerror="__xss('probe')">`),
    );
    await expect.poll(async () => (await findings()).cspViolations.length).toBeGreaterThan(0);
    expect((await findings()).executions).toEqual([]);
  });

  test.describe("without the CSP", () => {
    test.use({ bypassCSP: true });

    test("the detectors see a payload that does run", async ({ page }) => {
      const findings = await watch(page);
      await page.goto("/contacts");
      await page.evaluate(() =>
        document.body.insertAdjacentHTML(
          "beforeend",
          `<img src="/no-such-image" onerror="__xss('probe')"><a href=" JavaScript:void 0">probe</a>`,
        ),
      );
      await expect.poll(async () => (await findings()).executions).toEqual(["probe"]);
      expect((await findings()).javascriptUrls).toEqual(['<a href=" JavaScript:void 0">']);
    });
  });

  test("the payloads reached the pages, as inert text", async ({ page }) => {
    await page.goto(`/blog/${articles("ro")[0]!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText('onerror=__xss("blog-item:title")');
  });

  test("a link to a category by its other-language slug points at the page's own language", async ({ page }) => {
    for (const locale of LOCALES) {
      await page.goto(`${prefix(locale)}/blog/${articles(locale)[0]!.slug}`);
      await expect(page.getByRole("link", { name: "other-language link" })).toHaveAttribute(
        "href",
        `${prefix(locale)}/${menu(locale)[0]!.slug}`,
      );
    }
  });
});
