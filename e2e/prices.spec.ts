/**
 * One price everywhere, the offers the calculator honours, the estimate that goes with the visitor, and the
 * calculator's layout on a phone (docs/design.md, "Prices and offers"). Every expected figure is read from the page
 * or computed from the demo data's terms, none is written here.
 */
import { expect, test, type Locator, type Page } from "./fixtures";
import { LOCALES, data, menu, prefix, t, type Locale } from "./content";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Product {
  id: number;
  title: string;
  unit: string | null;
  calculator: object | null;
}
interface Terms {
  credit: { months: number; bank: string };
  gift: { extra: string; min_quantity: number };
}

/**
 * A template's text with its price as a pattern that captures the price. Playwright reads text with its white space
 * made plain (a no-break space is a space).
 */
const pricePattern = (template: string) =>
  new RegExp(
    `^${escape(template)
      .replace(escape("{{price}}"), "([\\d.\\s]+)")
      .replace(/\u00a0/g, "\\s")}$`,
  );
const amount = (text: string) => Number(text.replace(/\D/g, ""));

/** The price a text in this template shows. */
async function priceIn(scope: Locator, template: string) {
  const text = await scope.getByText(pricePattern(template)).first().textContent();
  return amount(text!.match(pricePattern(template))![1]!);
}

for (const locale of LOCALES) {
  const strings = t(locale);
  const p = prefix(locale);
  const calculator = strings.calculator;
  const config = data<{ extras: Array<{ id: string; title: string }> }>(locale, "calculator");
  const terms: Terms = {
    credit: data<Terms>(locale, "credit-offer-section").credit,
    gift: data<Terms>(locale, "gift-offer-section").gift,
  };
  const extraTitle = (id: string) => config.extras.find((extra) => extra.id === id)!.title;
  const estimateOf = (page: Page) => page.getByRole("main").getByRole("region", { name: calculator.estimate });
  const total = (page: Page) => priceIn(estimateOf(page), calculator.from);
  /** A product's price as its card and its page write it: per its unit when it has one. */
  const productPrice = (product: Product) =>
    product.unit ? strings.common.pricePer.replace("{{unit}}", product.unit) : strings.common.priceFrom;

  test(`${locale}: every product's price is what its "calculate the price" opens the calculator at, which names it`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const priced = data<Product[]>(locale, "product-item").filter((product) => product.calculator);
    expect(priced.length).toBeGreaterThan(5);
    for (const category of menu(locale)) {
      for (const sub of category.subThemes) {
        const products = priced.filter((product) => sub.products.includes(product.id));
        if (!products.length) continue;
        // The category page's cards show the prices the subcategory page does.
        await page.goto(`${p}/${category.slug}`);
        const cards = new Map<number, number>();
        for (const product of products) {
          const card = page
            .getByRole("listitem")
            .filter({ has: page.getByRole("heading", { name: product.title, exact: true }) });
          cards.set(product.id, await priceIn(card, productPrice(product)));
        }
        await page.goto(`${p}/${category.slug}/${sub.slug}`);
        const links = [];
        for (const product of products) {
          const article = page.getByRole("article", { name: product.title });
          const price = await priceIn(article, productPrice(product));
          expect(cards.get(product.id), `${product.title}: card and page`).toBe(price);
          const href = await article.getByRole("link", { name: strings.common.calculatePrice }).getAttribute("href");
          links.push({ product, price, href: href! });
        }
        for (const { product, price, href } of links) {
          await page.goto(href);
          // The calculator names the product once it has read the address, in the same update as its estimate.
          const named = page.getByRole("main").getByRole("link", { name: product.title, exact: true });
          await expect(named).toBeVisible();
          await expect(named).toHaveAttribute("href", new RegExp(`${escape(`${p}/${category.slug}/${sub.slug}`)}#`));
          expect(await total(page), `${product.title}: its price and its calculator`).toBe(price);
        }
      }
    }
  });

  test(`${locale}: the gift offer is a line at 0 from its quantity on, and the total is the unit price times the quantity`, async ({
    page,
  }) => {
    await page.goto(`${p}/calculator`);
    const main = page.getByRole("main");
    const estimate = estimateOf(page);
    const giftLine = estimate.getByRole("term").filter({
      hasText: calculator.giftLine.replace("{{item}}", calculator.lines[terms.gift.extra]),
    });
    const screens = main.getByRole("checkbox", { name: new RegExp(`^${escape(extraTitle(terms.gift.extra))}`) });
    const quantity = main.getByLabel(calculator.quantity);
    const unitTimes = (count: number) => calculator.perUnitTimes.replace("{{count}}", String(count));

    await quantity.fill(String(terms.gift.min_quantity - 1));
    await expect(giftLine).toHaveCount(0);
    await expect(screens).toBeEnabled();
    await screens.check();
    const paid = await total(page);
    const paidUnit = await priceIn(estimate, unitTimes(terms.gift.min_quantity - 1));
    expect(paid).toBe(paidUnit * (terms.gift.min_quantity - 1));

    await quantity.fill(String(terms.gift.min_quantity));
    await expect(giftLine).toHaveCount(1);
    await expect(estimate.getByRole("definition").last()).toHaveText(calculator.amount.replace("{{price}}", "0"));
    await expect(screens).toBeChecked();
    await expect(screens).toBeDisabled();
    const unit = await priceIn(estimate, unitTimes(terms.gift.min_quantity));
    const withGift = await total(page);
    expect(withGift).toBe(unit * terms.gift.min_quantity);
    // The screens cost nothing now: one unit is cheaper than the one that paid for them.
    expect(unit).toBeLessThan(paidUnit);
    const lines = (await estimate.getByRole("definition").allTextContents()).map(amount);
    expect(lines.reduce((sum, line) => sum + line, 0)).toBe(withGift);
  });

  test(`${locale}: the credit offer gives the monthly payment with its term and bank`, async ({ page }) => {
    await page.goto(`${p}/calculator`);
    const estimate = estimateOf(page);
    const credit = estimate.getByText(new RegExp(escape(terms.credit.bank)));
    const expectCredit = async () => {
      const monthly = Math.ceil((await total(page)) / terms.credit.months);
      await expect(credit).toContainText(String(monthly).replace(/\B(?=(\d{3})+$)/g, locale === "ro" ? "." : " "));
      await expect(credit).toContainText(`${terms.credit.months} `);
    };
    await expectCredit();
    await page.getByRole("main").getByLabel(calculator.width).fill("1800");
    await expect(page.getByRole("main").getByRole("img", { name: /1800 × 1400/ })).toBeVisible();
    await expectCredit();
  });

  test(`${locale}: insect screens are offered only where a sash opens, a sill only where there is a window`, async ({
    page,
  }) => {
    await page.goto(`${p}/calculator`);
    const main = page.getByRole("main");
    const option = (id: string) =>
      main.getByRole("checkbox", { name: new RegExp(`^${escape(extraTitle(id))}(\\s|$)`) });
    await expect(option("mosquito_net")).toHaveCount(1);
    await main.getByLabel(calculator.sections).selectOption("1");
    const sash = main.getByLabel(new RegExp(escape(calculator.sash.replace("{{number}}", "1"))));
    await sash.selectOption("fixed");
    await expect(option("mosquito_net")).toHaveCount(0);
    await expect(option("sill")).toHaveCount(1);
    await sash.selectOption("tilt_turn");
    await expect(option("mosquito_net")).toHaveCount(1);
    await main.getByRole("radio", { name: new RegExp(`^${escape(calculator.products.balcony_door)}`) }).check();
    await expect(option("sill")).toHaveCount(0);
    await expect(option("mosquito_net")).toHaveCount(1);
  });

  test(`${locale}: "send me this estimate" links open the same configuration and total`, async ({ page }) => {
    await page.goto(`${p}/calculator`);
    const main = page.getByRole("main");
    await main.getByLabel(calculator.width).fill("1500");
    await main.getByLabel(calculator.quantity).fill("2");
    await main.getByRole("checkbox", { name: new RegExp(`^${escape(extraTitle("sill"))}`) }).check();
    await expect(main.getByRole("img", { name: /1500 × 1400/ })).toBeVisible();
    const shared = await total(page);
    const share = main.getByRole("region", { name: calculator.share.title });
    const whatsapp = await share.getByRole("link", { name: strings.messengers.whatsapp }).getAttribute("href");
    const viber = await share.getByRole("link", { name: strings.messengers.viber }).getAttribute("href");
    const email = await share.getByRole("link", { name: calculator.share.email }).getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(viber).toMatch(/^viber:\/\/forward\?text=/);
    expect(email).toMatch(/^mailto:\?subject=/);
    const text = new URL(whatsapp!).searchParams.get("text")!;
    expect(new URL(viber!).searchParams.get("text")).toBe(text);
    const url = text.match(/https?:\/\/\S+$/)![0];
    expect(text).toContain(String(shared).replace(/\B(?=(\d{3})+$)/g, locale === "ro" ? "." : "\u00a0"));

    // The link, opened afresh (as the one who receives it does), gives the same calculator and total.
    const opened = await page.context().newPage();
    await opened.goto(url);
    await opened.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const again = opened.getByRole("main");
    await expect(again.getByRole("img", { name: /1500 × 1400/ })).toBeVisible();
    await expect(again.getByLabel(calculator.quantity)).toHaveValue("2");
    await expect(again.getByRole("checkbox", { name: new RegExp(`^${escape(extraTitle("sill"))}`) })).toBeChecked();
    expect(await total(opened)).toBe(shared);
  });

  test(`${locale}: switching the product type keeps the size and the quantity, and says what it changed`, async ({
    page,
  }) => {
    await page.goto(`${p}/calculator`);
    const main = page.getByRole("main");
    const products = data<{
      products: Array<{ id: string; title: string; min_width: number; max_width: number; default_width: number }>;
    }>(locale, "calculator").products;
    const radio = (id: string) =>
      main.getByRole("radio", { name: new RegExp(`^${escape(products.find((item) => item.id === id)!.title)}`) });
    const status = main.getByRole("status").filter({ hasText: calculator.switch.done.split("{{")[0]!.trim() });
    await main.getByLabel(calculator.width).fill("2100");
    await main.getByLabel(calculator.height).fill("2100");
    await main.getByLabel(calculator.quantity).fill("4");
    await radio("balcony_block").check();
    await expect(main.getByLabel(calculator.width)).toHaveValue("2100");
    await expect(main.getByLabel(calculator.height)).toHaveValue("2100");
    await expect(main.getByLabel(calculator.quantity)).toHaveValue("4");
    await expect(status).toContainText(calculator.switch.kept);

    const door = products.find((item) => item.id === "balcony_door")!;
    await radio("balcony_door").check();
    await expect(main.getByLabel(calculator.width)).toHaveValue(String(door.default_width));
    await expect(main.getByLabel(calculator.height)).toHaveValue("2100");
    await expect(main.getByLabel(calculator.quantity)).toHaveValue("4");
    await expect(status).toContainText(
      calculator.switch.width
        .replace("{{from}}", "2100")
        .replace("{{to}}", String(door.default_width))
        .replace("{{min}}", String(door.min_width))
        .replace("{{max}}", String(door.max_width)),
    );
  });
}

for (const [locale, width] of [
  ["ro", 320],
  ["ru", 320],
  ["ro", 375],
  ["ru", 375],
  ["ru", 768],
] as Array<[Locale, number]>) {
  const strings = t(locale);
  test(`${locale} at ${width} px: one red action at a time, nothing under the estimate bar, labels whole, boxes beside their labels`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    // Focus scrolls at once (the site scrolls smoothly otherwise), so that where a control comes to rest is read.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${prefix(locale)}/calculator`);
    const main = page.getByRole("main");
    await expect(main.getByRole("img", { name: /1300 × 1400/ })).toBeVisible();

    // The estimate bar's button is the one red action: the action bar's measurement button is neutral beside it.
    const red = await page.evaluate(() => {
      const buttonColour = getComputedStyle(document.documentElement).getPropertyValue("--button-color").trim();
      const probe = document.createElement("i");
      probe.style.color = buttonColour;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      const fixed = [...document.querySelectorAll(".calculator__sticky, .action-bar")];
      return fixed.flatMap((bar) =>
        [...bar.querySelectorAll("a, button")]
          .filter(
            (item) => item.getBoundingClientRect().height > 0 && getComputedStyle(item).backgroundColor === colour,
          )
          .map((item) => item.textContent?.trim()),
      );
    });
    expect(red).toEqual([strings.calculator.submit]);

    // Every control the keyboard reaches comes to rest clear of the estimate bar and the action bar.
    await main.getByRole("radio").first().focus();
    const sticky = page.locator(".calculator__sticky");
    for (let step = 0; step < 40; step += 1) {
      const clash = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const box = focused.getBoundingClientRect();
        const bars = [...document.querySelectorAll<HTMLElement>(".calculator__sticky, .action-bar")];
        const under = bars.find(
          (bar) =>
            !bar.contains(focused) &&
            getComputedStyle(bar).display !== "none" &&
            (() => {
              const other = bar.getBoundingClientRect();
              return (
                box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom
              );
            })(),
        );
        return under
          ? `${focused.tagName} ${focused.id || focused.getAttribute("name")} under ${under.className}`
          : null;
      });
      expect(clash).toBeNull();
      if (await page.evaluate(() => document.activeElement?.id?.endsWith("contact-name"))) break;
      await page.keyboard.press("Tab");
    }
    await expect(sticky).toBeVisible();

    // The drawing's size labels lie inside the drawing.
    const picture = main.locator("svg.window-picture");
    await picture.scrollIntoViewIfNeeded();
    const svg = (await picture.boundingBox())!;
    for (const label of await picture.locator("text").all()) {
      const box = (await label.boundingBox())!;
      const inside = { ...box, right: box.x + box.width, bottom: box.y + box.height };
      expect(inside.x).toBeGreaterThanOrEqual(svg.x);
      expect(inside.y).toBeGreaterThanOrEqual(svg.y);
      expect(inside.right).toBeLessThanOrEqual(svg.x + svg.width);
      expect(inside.bottom).toBeLessThanOrEqual(svg.y + svg.height);
    }

    // The top light's box sits beside its label's first line, not on a line of its own.
    const topLight = main.getByRole("checkbox", { name: strings.calculator.topLight });
    const box = await topLight.boundingBox();
    const text = await main.getByText(strings.calculator.topLight, { exact: true }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(text!.x);
    expect(box!.y < text!.y + text!.height && text!.y < box!.y + box!.height).toBe(true);
  });
}
