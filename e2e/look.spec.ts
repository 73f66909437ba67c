/**
 * One visual language (docs/design.md): the navy for focus and the active field, red for the primary action and
 * errors (with an icon); offers without pictures on a phone and beside them from 575 px; grids without holes; contacts in content as links; footer
 * groups that fold on a phone and start level on a wide screen. The hero's stillness and contrast are tested in requests.spec.ts.
 */
import { expect, test, type Locator, type Page } from "./fixtures";
import { LOCALES, articles, data, infoPages, menu, prefix, t } from "./content";

/** The brand's navy (src/styles/tokens.css --select-color) and the primary action's red, as computed colours. */
const NAVY = "rgb(31, 58, 95)";

const css = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** Whether the colour is a red: the red channel well above the others. */
const isRed = (colour: string) => {
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number) as [number, number, number];
  return r > 120 && r > g * 2 && r > b * 2;
};

const measurementDialog = (page: Page, locale: (typeof LOCALES)[number]) =>
  page.getByRole("dialog", { name: t(locale).dialogs.measurement.title });

for (const locale of LOCALES) {
  const strings = t(locale);
  const p = prefix(locale);

  test(`${locale}: the focused field and the focused primary button wear the navy, an error its icon and red`, async ({
    page,
  }) => {
    await page.goto(`${p}/blog`);
    await page.getByRole("banner").getByRole("button", { name: strings.common.freeMeasurement }).click();
    const dialog = measurementDialog(page, locale);
    const name = dialog.getByLabel(strings.form.name);
    await name.focus();
    await expect(name).toBeFocused();
    expect(await css(name, "border-top-color")).toBe(NAVY);

    // Sent empty: the errors are red, each with its icon; the field in error keeps its red border.
    const submit = dialog.getByRole("button", { name: strings.form.submit });
    await submit.click();
    const error = dialog.getByText(strings.validation.nameRequired);
    await expect(error).toBeVisible();
    expect(isRed(await css(error, "color"))).toBe(true);
    const icon = await error.evaluate((element) => {
      const style = getComputedStyle(element, "::before");
      return { mask: style.maskImage || style.webkitMaskImage, width: parseFloat(style.width) };
    });
    expect(icon.mask).toMatch(/^url\(/);
    expect(icon.width).toBeGreaterThan(10);

    // The primary button reached with the keyboard: a navy ring around the red button.
    await dialog.getByRole("checkbox").focus();
    for (let step = 0; step < 4 && !(await submit.evaluate((element) => element === document.activeElement)); step += 1)
      await page.keyboard.press("Tab");
    await expect(submit).toBeFocused();
    expect(await submit.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
    expect(await css(submit, "outline-color")).toBe(NAVY);
    expect(parseFloat(await css(submit, "outline-width"))).toBeGreaterThanOrEqual(2);
    expect(isRed(await css(submit, "background-color"))).toBe(true);
  });

  test(`${locale}: each offer is its words and button on a phone, beside its picture at 768 px, never a screen tall`, async ({
    page,
  }) => {
    await page.goto(p || "/");
    for (const width of [375, 768]) {
      await page.setViewportSize({ width, height: 1000 });
      for (const name of ["credit-offer-section", "gift-offer-section"]) {
        const { title } = data<{ title: string }>(locale, name);
        const offer = page.getByRole("region", { name: title });
        const heading = offer.getByRole("heading", { name: title });
        await heading.scrollIntoViewIfNeeded();
        const {
          height,
          lineHeight,
          width: textWidth,
        } = await heading.evaluate((element) => ({
          height: element.getBoundingClientRect().height,
          width: element.getBoundingClientRect().width,
          lineHeight: parseFloat(getComputedStyle(element).lineHeight),
        }));
        expect(height, `${title}: ${height} px for lines of ${lineHeight} px`).toBeLessThanOrEqual(lineHeight * 2 + 2);
        // The words take the block's width on a phone; beside a picture from 575 px, still a readable column.
        expect(textWidth).toBeGreaterThan(width < 575 ? width - 100 : 300);
        const pictures = await offer
          .locator("picture")
          .evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).checkVisibility()));
        if (width < 575) expect(pictures).toHaveLength(0);
        // The gift block was 1,060 px tall at 768 px with its picture and illustration stacked over its words.
        expect((await offer.boundingBox())!.height, `${title} at ${width} px`).toBeLessThan(width < 575 ? 420 : 360);
      }
    }
  });

  test(`${locale}: phone numbers and e-mail addresses in the content are links`, async ({ page }) => {
    await page.goto(`${p}/blog/${articles(locale)[0]!.slug}`);
    const call = page.getByRole("article").getByRole("link", { name: "022 123 456" });
    await expect(call).toHaveAttribute("href", "tel:+37322123456");
    // An info page's number and address, as the CMS wrote them.
    const warranty = infoPages(locale).find((info) => /\+373 22 123 456/.test(JSON.stringify(info)));
    expect(warranty).toBeDefined();
    await page.goto(`${p}/info-page/${warranty!.slug}`);
    const text = page.getByRole("article");
    await expect(text.getByRole("link", { name: "+373 22 123 456" })).toHaveAttribute("href", "tel:+37322123456");
    await expect(text.getByRole("link", { name: "office@termofort.md" }).first()).toHaveAttribute(
      "href",
      "mailto:office@termofort.md",
    );
  });

  test(`${locale}: product and article grids leave no hole in their last row`, async ({ page }) => {
    const category = menu(locale)[0]!;
    for (const path of [`${p}/${category.slug}`, `${p}/blog`, p || "/"]) {
      await page.goto(path);
      for (const width of [375, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const holes = await page.locator("main ul.card-grid:not(.swipe)").evaluateAll((grids) =>
          grids.map((grid) => {
            const right = grid.getBoundingClientRect().right;
            const items = [...grid.children].map((item) => item.getBoundingClientRect());
            // The last item of each row reaches the grid's right edge.
            const rowEnds = items.filter((box, index) => !items[index + 1] || items[index + 1]!.top > box.top + 1);
            return rowEnds.filter((box) => right - box.right > 2).length;
          }),
        );
        expect(holes, `${path} at ${width} px`).toEqual(holes.map(() => 0));
      }
    }
  });

  test(`${locale}: on a phone the footer's link groups fold under their headings`, async ({ page }) => {
    const category = menu(locale)[0]!;
    const sub = category.subThemes[0]!;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(p || "/");
    const footer = page.getByRole("contentinfo");
    const toggle = footer.getByRole("button", {
      name: strings.footer.groupLinks.replace("{{group}}", category.theme),
    });
    const link = footer.getByRole("link", { name: sub.theme, exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(link).toBeHidden();
    await expect(footer.getByRole("link", { name: category.theme, exact: true })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(link).toBeVisible();

    // From 768 px every group shows, with no toggle.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.reload();
    await expect(toggle).toBeHidden();
    await expect(link).toBeVisible();
  });

  test(`${locale}: on a wide screen the footer's columns start level`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(p || "/");
    const footer = page.getByRole("contentinfo");
    // Where each column's first line of text starts: a category heading (a link), the info pages' heading (not a
    // link) and the column with no heading, whose first line is the calculator's link.
    const firsts = [
      footer.getByRole("link", { name: menu(locale)[0]!.theme, exact: true }),
      footer.getByRole("heading", { name: strings.nav.infoPages }),
      footer.getByRole("link", { name: strings.nav.calculator, exact: true }),
    ];
    const tops = await Promise.all(
      firsts.map((first) =>
        first.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return range.getBoundingClientRect().top;
        }),
      ),
    );
    for (const top of tops) expect(Math.abs(top - tops[0]!), `text tops ${tops.join(", ")}`).toBeLessThanOrEqual(1);
  });
}

test("on the navy surfaces (the category bar, the footer) the focus ring is white", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const category = menu("ro")[0]!;
  const nav = page.getByRole("navigation", { name: t("ro").nav.mainMenu });
  for (const link of [
    nav.getByRole("link", { name: category.theme, exact: true }),
    page.getByRole("contentinfo").getByRole("link", { name: category.theme, exact: true }),
  ]) {
    await link.focus();
    await page.keyboard.press("Shift");
    expect(await link.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
    expect(await css(link, "outline-color")).toBe("rgb(255, 255, 255)");
  }
});

test("the cookie prompt takes the site's type and colours through the library's variables", async ({ page }) => {
  await page.goto("/");
  const root = page.locator("html");
  const body = await css(page.locator("body"), "font-family");
  // The prompt's own elements read these (vanilla-cookieconsent v3: var(--cc-font-family), var(--cc-btn-primary-bg)).
  const probe = await page.evaluate(() => {
    const element = document.createElement("div");
    element.style.fontFamily = "var(--cc-font-family)";
    element.style.backgroundColor = "var(--cc-btn-primary-bg)";
    element.style.color = "var(--cc-primary-color)";
    document.body.append(element);
    const style = getComputedStyle(element);
    return { font: style.fontFamily, button: style.backgroundColor, text: style.color };
  });
  expect(probe.font).toBe(body);
  expect(probe.button).toBe(NAVY);
  expect(probe.text).toBe(await css(page.locator("body"), "color"));
  expect(await css(root, "--cc-font-family")).not.toBe("");
});
