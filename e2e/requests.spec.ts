/**
 * The calls to action (docs/leads.md, "Where each call to action is"): the free measurement in the header, the hero,
 * the catalogue and the mobile action bar, each lead saying what was asked for and where; the action bar itself; the
 * hero that holds still and reads.
 */
import { MIN_FILL_MS } from "../src/features/leads/spam-rules";
import { expect, test, type Locator, type Page } from "./fixtures";
import { LOCALES, data, menu, prefix, t, type Locale } from "./content";
import { leadsNamed, uniqueName } from "./service";

// These tests send leads; they share the service's leads file with the other lead tests.
test.describe.configure({ mode: "serial" });

const MEASUREMENT = "Заявка на бесплатный замер";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Product {
  id: number;
  title: string;
}

async function sendFrom(dialog: Locator, locale: Locale, name: string) {
  const strings = t(locale);
  await dialog.getByLabel(strings.form.name).fill(name);
  await dialog.getByLabel(strings.form.phone).pressSequentially("69123456");
  await dialog.getByLabel(new RegExp(escape(strings.form.policyBefore))).check();
  await dialog.page().waitForTimeout(MIN_FILL_MS);
  await dialog.getByRole("button", { name: strings.form.submit }).click();
  await expect(dialog.page().getByRole("dialog", { name: strings.dialogs.success.title })).toBeVisible();
  await expect.poll(() => leadsNamed(name).length).toBe(1);
  return leadsNamed(name)[0]!;
}

const measurementDialog = (page: Page, locale: Locale) =>
  page.getByRole("dialog", { name: t(locale).dialogs.measurement.title });

for (const locale of LOCALES) {
  const strings = t(locale);
  const p = prefix(locale);

  test(`${locale}: the header's free measurement sends a measurement request that says where it was asked for`, async ({
    page,
  }) => {
    await page.goto(`${p}/blog`);
    await page.getByRole("banner").getByRole("button", { name: strings.common.freeMeasurement }).click();
    const dialog = measurementDialog(page, locale);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(strings.dialogs.measurement.description);
    const lead = await sendFrom(dialog, locale, uniqueName(`Header measure ${locale}`));
    expect(lead.path).toBe("/ru/api/invoices/");
    expect(lead.body).toMatchObject({
      type: MEASUREMENT,
      request_kind: "measurement",
      form_place: "header",
      page: `${p}/blog`,
    });
    expect(lead.body).not.toHaveProperty("product");
  });

  test(`${locale}: a product's free measurement names the product`, async ({ page }) => {
    const product = data<Product[]>(locale, "product-item").find((item) => item.id === 1016)!;
    const category = menu(locale).find((item) => item.subThemes.some((sub) => sub.products.includes(product.id)))!;
    const sub = category.subThemes.find((item) => item.products.includes(product.id))!;
    await page.goto(`${p}/${category.slug}/${sub.slug}`);
    await page
      .getByRole("article", { name: product.title })
      .getByRole("button", { name: strings.common.freeMeasurement })
      .click();
    const lead = await sendFrom(measurementDialog(page, locale), locale, uniqueName(`Product measure ${locale}`));
    expect(lead.body).toMatchObject({
      request_kind: "measurement",
      form_place: "product",
      product: { id: product.id, name: product.title },
    });
  });

  test(`${locale}: the hero offers the free measurement and holds still behind a dialog, while used, and under reduced motion`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto(p || "/");
    const slides = data<Array<{ title: string }>>(locale, "homepage-banner");
    const hero = page.getByRole("region", { name: strings.home.banner });
    const first = hero.getByRole("heading", { name: slides[0]!.title });
    await expect(first).toBeVisible();
    // A minute without the visitor: the first slide stays.
    await page.clock.runFor(60_000);
    await expect(first).toBeVisible();
    await hero.getByRole("button", { name: strings.common.freeMeasurement }).first().click();
    const dialog = measurementDialog(page, locale);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(60_000);
    await dialog.getByRole("button", { name: strings.common.close }).click();
    await expect(first).toBeVisible();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.runFor(60_000);
    await expect(first).toBeVisible();
    // The visitor moves it.
    await hero.getByRole("button", { name: strings.carousel.next }).click();
    await expect(hero.getByRole("heading", { name: slides[1]!.title })).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(hero.getByRole("heading", { name: slides[1]!.title })).toBeVisible();
    await page.clock.resume();
    await hero.getByRole("button", { name: strings.common.freeMeasurement }).click();
    const lead = await sendFrom(dialog, locale, uniqueName(`Hero measure ${locale}`));
    expect(lead.body).toMatchObject({ request_kind: "measurement", form_place: "hero" });
  });

  test(`${locale}: at 375 px the action bar calls, writes and books the measurement, and covers nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`${p}/${menu(locale)[0]!.slug}`);
    const bar = page.getByRole("navigation", { name: strings.actionBar.label });
    await expect(bar).toBeVisible();
    // The number is on screen, on one line, without opening any menu; the link calls it.
    const call = bar.getByRole("link", { name: /^\S+ 0\d\d \d{3} \d{3}$/ });
    await expect(call).toHaveAttribute("href", /^tel:\+373\d{8}$/);
    const number = call.locator(".phone-number");
    const lineHeight = await number.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await number.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    const [messenger] = data<Array<{ name: string; link?: string }>>(locale, "messengers").filter(
      (entry) => entry.name !== "call",
    );
    await expect(bar.getByRole("link", { name: new RegExp(messenger!.name, "i") })).toHaveAttribute("href", /^viber:/);
    // The floating messenger button's job is the bar's below 1024 px.
    await expect(page.getByRole("button", { name: strings.messengers.toggle })).toBeHidden();

    // Scrolled to the end, the last of the page (the footer's last control) ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(700, 0);
    const lastBottom = await page
      .locator("footer")
      .evaluate((footer) =>
        Math.max(...[...footer.querySelectorAll("a, button, p")].map((node) => node.getBoundingClientRect().bottom)),
      );
    expect(lastBottom).toBeLessThanOrEqual(barBox.y);
    // Whatever the keyboard brings into view rests above the bar: the last twenty controls of the page, from the end.
    const controls = page.locator("main a[href], main button, footer a[href], footer button");
    const count = await controls.count();
    for (let index = Math.max(0, count - 20); index < count; index += 1) {
      const control = controls.nth(index);
      if (!(await control.isVisible())) continue;
      await page.evaluate(() => window.scrollTo(0, 0));
      await control.focus();
      const covered = await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit && !element.contains(hit) ? hit.closest("nav, header, div")?.className : null;
      });
      expect(covered, `control ${index} is covered`).toBeNull();
    }

    await bar.getByRole("button", { name: strings.common.freeMeasurement }).click();
    const lead = await sendFrom(measurementDialog(page, locale), locale, uniqueName(`Bar measure ${locale}`));
    expect(lead.body).toMatchObject({ request_kind: "measurement", form_place: "mobile-bar" });
  });
}

test("from 1024 px the action bar gives way to the header's messenger button", async ({ page }) => {
  const strings = t("ru");
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/ru/contacts");
  await expect(page.getByRole("navigation", { name: strings.actionBar.label })).toBeHidden();
  const toggle = page.getByRole("banner").getByRole("button", { name: strings.messengers.toggle });
  await expect(toggle).toBeVisible();
  // An icon whose name the pointer's tooltip shows too.
  await expect(toggle).toHaveAttribute("title", strings.messengers.toggle);
});

/** Reads a PNG screenshot's pixels in the page (a canvas), so no image library is needed here. */
async function luminances(
  page: Page,
  png: Buffer,
  boxes: Array<{ x: number; y: number; width: number; height: number }>,
) {
  return page.evaluate(
    async ({ data, boxes }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      // The lightest pixel under each box: the worst background its white text stands on.
      return boxes.map((box) => {
        const pixels = context.getImageData(box.x, box.y, Math.max(1, box.width), Math.max(1, box.height)).data;
        let lightest = 0;
        for (let i = 0; i < pixels.length; i += 4) {
          const luminance =
            0.2126 * linear(pixels[i]!) + 0.7152 * linear(pixels[i + 1]!) + 0.0722 * linear(pixels[i + 2]!);
          lightest = Math.max(lightest, luminance);
        }
        return lightest;
      });
    },
    { data: png.toString("base64"), boxes },
  );
}

for (const locale of LOCALES) {
  test(`${locale}: the hero's text reads on every slide at every width (4.5:1, 3:1 for its title), its controls on one row`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const strings = t(locale);
    await page.goto(prefix(locale) || "/");
    const hero = page.getByRole("region", { name: strings.home.banner });
    const count = data<unknown[]>(locale, "homepage-banner").length;
    for (const width of [320, 375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (let slide = 0; slide < count; slide += 1) {
        await hero.getByRole("button", { name: strings.carousel.goTo.replace("{{index}}", String(slide + 1)) }).click();
        const current = hero.locator(".carousel__slide.is-current");
        // The slides cross-fade: measure once the fade has ended.
        await hero.evaluate((element) =>
          Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
        );
        await current
          .locator("img")
          .first()
          .evaluate((image: HTMLImageElement) => image.decode().catch(() => undefined));
        await current.scrollIntoViewIfNeeded();
        // Each line of white text, as boxes in the page; then the picture under them with the text made invisible.
        const texts = await current.evaluate((element) =>
          [...element.querySelectorAll<HTMLElement>(".banner__title, .banner__description, .button--on-dark")].map(
            (node) => {
              // Relative to the hero, whose screenshot is taken.
              const origin = element.closest(".banner")!.getBoundingClientRect();
              const box = node.getBoundingClientRect();
              return {
                x: Math.round(box.x - origin.x),
                y: Math.round(box.y - origin.y),
                width: Math.round(box.width),
                height: Math.round(box.height),
                large: node.classList.contains("banner__title"),
              };
            },
          ),
        );
        await current.evaluate((element) =>
          element.querySelector<HTMLElement>(".banner__text")!.style.setProperty("color", "transparent"),
        );
        await current.evaluate((element) =>
          element.querySelectorAll<HTMLElement>(".banner__text *").forEach((node) => {
            node.style.setProperty("transition", "none", "important");
            node.style.setProperty("color", "transparent", "important");
            node.style.setProperty("border-color", "transparent", "important");
          }),
        );
        const png = await hero.screenshot();
        await current.evaluate((element) =>
          [
            element.querySelector<HTMLElement>(".banner__text")!,
            ...element.querySelectorAll<HTMLElement>(".banner__text *"),
          ].forEach((node) => node.removeAttribute("style")),
        );
        const lightest = await luminances(page, png, texts);
        texts.forEach((text, index) => {
          const contrast = 1.05 / (lightest[index]! + 0.05);
          expect(contrast, `slide ${slide + 1} at ${width} px, text ${index}`).toBeGreaterThanOrEqual(
            text.large ? 3 : 4.5,
          );
        });
      }
      // The controls: one row, each on screen and not covered.
      const controls = hero.locator(".carousel__controls button");
      const tops = await controls.evaluateAll((buttons) =>
        buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
      );
      expect(Math.max(...tops) - Math.min(...tops), `controls wrap at ${width} px`).toBeLessThanOrEqual(4);
      for (const button of await controls.all()) {
        const free = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        });
        expect(free, `a control is covered at ${width} px`).toBe(true);
      }
    }
  });
}
