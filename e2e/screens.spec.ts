import { expect, test, type Locator, type Page } from "./fixtures";
import { LOCALES, menu, prefix, t, type Locale } from "./content";
import { pageTypes } from "./pages";

/** The widths the layout must hold at: the spec's smallest screen, a phone, the header's layouts, desktops. */
const WIDTHS = [320, 390, 575, 900, 1024, 1100, 1280];

/**
 * What does not fit at the viewport's current width: a page wider than the screen, and every control of `scope`
 * (visible links, buttons and fields) that reaches past either edge.
 */
async function misfits(page: Page, scope: Locator): Promise<string[]> {
  const width = page.viewportSize()!.width;
  const pageFits = await page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth <= root.clientWidth
      ? null
      : `page scrolls sideways: ${root.scrollWidth}/${root.clientWidth}`;
  });
  const controls = await scope.evaluate((element) => {
    const right = document.documentElement.clientWidth;
    const selector = "a[href], button, input:not([type=hidden]), select, textarea";
    return (
      [...element.querySelectorAll<HTMLElement>(selector)]
        // Hidden from everyone (a form's honeypot sits clipped in an aria-hidden box) is not on screen at all.
        .filter(
          (control) => control.checkVisibility({ visibilityProperty: true }) && !control.closest("[aria-hidden=true]"),
        )
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 1 && (box.left < -0.5 || box.right > right + 0.5);
        })
        .map((control) => {
          const box = control.getBoundingClientRect();
          const name = (control.getAttribute("aria-label") || control.textContent || control.tagName).trim();
          return `${name.slice(0, 40)} at ${Math.round(box.left)}..${Math.round(box.right)} of ${right}`;
        })
    );
  });
  return [pageFits, ...controls]
    .filter((entry): entry is string => entry !== null)
    .map((entry) => `${width}px: ${entry}`);
}

/** Every width in turn on the page as it is (no reload): what does not fit at any of them. */
async function misfitsAtEveryWidth(page: Page, scope: Locator): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    found.push(...(await misfits(page, scope)));
  }
  return found;
}

const dialog = (page: Page, locale: Locale, name: "call" | "consultation" | "measurement" | "calculator" | "success") =>
  page.getByRole("dialog", { name: t(locale).dialogs[name].title });

for (const locale of LOCALES) {
  const strings = t(locale);
  const p = prefix(locale);

  test.describe(`small and large screens (${locale})`, () => {
    for (const { type, path } of pageTypes(locale)) {
      test(`the ${type} page fits from 320 to 1280 px with its header's controls on screen`, async ({ page }) => {
        await page.goto(path);
        expect(await misfitsAtEveryWidth(page, page.getByRole("banner"))).toEqual([]);
      });
    }

    for (const name of ["call", "consultation", "measurement", "calculator", "success"] as const) {
      test(`the open ${name} dialog fits from 320 to 1280 px with all its controls on screen`, async ({ page }) => {
        await page.goto(`${p}/contacts#${name}`);
        const open = dialog(page, locale, name);
        await expect(open).toBeVisible();
        if (name === "calculator") await expect(open.getByRole("img")).toBeVisible();
        if (name === "call" || name === "consultation" || name === "measurement") {
          await expect(open.getByRole("button", { name: strings.form.submit })).toBeVisible();
        }
        const found = await misfitsAtEveryWidth(page, open);
        // Nothing clipped inside the dialog either: it scrolls only downwards.
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const inside = await open.evaluate((element) => [element.scrollWidth, element.clientWidth]);
          if (inside[0]! > inside[1]!) found.push(`${width}px: dialog content ${inside[0]} wide in ${inside[1]}`);
        }
        expect(found).toEqual([]);
      });
    }

    test("below 1024 px the open menus fit the screen too", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(p || "/");
      await page.getByRole("button", { name: strings.nav.openMenu }).click();
      const mobile = page.getByRole("navigation", { name: strings.nav.mobileMenu });
      await mobile.getByRole("button", { name: menu(locale)[3]!.theme }).click();
      expect(await misfits(page, mobile)).toEqual([]);
      await page.getByRole("button", { name: strings.nav.callMenu }).click();
      expect(await misfits(page, page.locator("#call-menu"))).toEqual([]);
    });

    test("the home page's benefits and categories leave no item alone on a row, at any width", async ({ page }) => {
      await page.goto(p || "/");
      const grids = [
        page.getByRole("region", { name: strings.home.benefits }).getByRole("list"),
        page.getByRole("region", { name: strings.home.categories }).getByRole("list"),
      ];
      const found: string[] = [];
      for (const width of [...WIDTHS, 1536]) {
        await page.setViewportSize({ width, height: 800 });
        for (const grid of grids) {
          // Items by row; an orphan is one item alone on a row, narrower than the row, in a grid of several columns.
          const rows = await grid.evaluate((list) => {
            const byTop = new Map<number, number[]>();
            for (const item of list.children) {
              const box = item.getBoundingClientRect();
              byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box.width]);
            }
            return { rows: [...byTop.values()], width: list.getBoundingClientRect().width };
          });
          const columns = Math.max(...rows.rows.map((row) => row.length));
          const orphan = rows.rows.some((row) => row.length === 1 && row[0]! < rows.width * 0.75);
          expect(rows.rows.flat().length).toBeGreaterThan(3);
          if (columns > 1 && orphan) found.push(`${width}px: ${rows.rows.map((row) => row.length).join(" + ")}`);
        }
      }
      expect(found).toEqual([]);
    });

    test("from 1024 px the category bar keeps one row", async ({ page }) => {
      await page.goto(p || "/");
      const nav = page.getByRole("navigation", { name: strings.nav.mainMenu });
      for (const width of [1024, 1100, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        // The bar's own items (its dropdowns' items are lists of their own).
        const tops = await nav.evaluate((element) =>
          [...element.querySelectorAll<HTMLElement>(":scope > ul > li")].map((item) => item.offsetTop),
        );
        expect([width, new Set(tops).size]).toEqual([width, 1]);
      }
    });
  });
}

test.describe("on a touch screen of 1280 px", () => {
  test.use({ hasTouch: true, viewport: { width: 1280, height: 800 } });

  for (const locale of LOCALES) {
    const strings = t(locale);
    const p = prefix(locale);
    const category = menu(locale)[1]!;

    test(`the first tap on a category opens its dropdown, which leads with the category's own link (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${p}/contacts`);
      const nav = page.getByRole("navigation", { name: strings.nav.mainMenu });
      await nav.getByRole("link", { name: category.theme, exact: true }).tap();
      const dropdown = nav.getByRole("list", {
        name: strings.nav.subcategoriesOf.replace("{{category}}", category.theme),
      });
      for (const sub of category.subThemes) await expect(dropdown.getByRole("link", { name: sub.theme })).toBeVisible();
      await expect(page).toHaveURL(`${p}/contacts`);
      await dropdown.getByRole("link", { name: strings.nav.allOf.replace("{{category}}", category.theme) }).tap();
      await expect(page).toHaveURL(`${p}/${category.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.theme);
    });
  }
});
