import { expect, test } from "./fixtures";
import { LOCALES, articles, data, infoPages, menu, prefix, t } from "./content";

interface Titled {
  id: number;
  title: string;
}
interface Product extends Titled {
  benefits: Array<{ title: string }>;
  characteristics: Array<{ name: string; value: string }>;
  price_from: number;
  unit: string | null;
  calculator?: Record<string, unknown> | null;
}

/** What a visitor should read, written here with Intl (the site writes prices and dates by hand, src/lib/format.ts). */
const TAGS = { ro: "ro-RO", ru: "ru-RU" } as const;
const intlPrice = (locale: keyof typeof TAGS, value: number) =>
  new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 0 }).format(value);
const intlDate = (locale: keyof typeof TAGS, iso: string) =>
  new Intl.DateTimeFormat(TAGS[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Chisinau",
  }).format(new Date(iso));

for (const locale of LOCALES) {
  const p = prefix(locale);
  const strings = t(locale);

  test.describe(`page content (${locale})`, () => {
    test("home shows the banner, benefits, categories, offers, articles, partners and the info section", async ({
      page,
    }) => {
      await page.goto(p || "/");
      const slides = data<Titled[]>(locale, "homepage-banner");
      const banner = page.getByRole("region", { name: strings.home.banner });
      await expect(banner.getByRole("heading", { name: slides[0]!.title })).toBeVisible();
      await banner.getByRole("button", { name: strings.carousel.next }).click();
      await expect(banner.getByRole("heading", { name: slides[1]!.title })).toBeVisible();
      await expect(banner.getByRole("heading", { name: slides[0]!.title })).toBeHidden();

      for (const benefit of data<Titled[]>(locale, "info-block")) {
        await expect(page.getByRole("heading", { name: benefit.title, exact: true })).toBeVisible();
      }
      const categories = page.getByRole("region", { name: strings.home.categories });
      for (const item of data<Titled[]>(locale, "homepage-product")) {
        await expect(categories.getByRole("link", { name: item.title, exact: true })).toBeVisible();
      }
      for (const name of ["credit-offer-section", "gift-offer-section"]) {
        await expect(page.getByRole("heading", { name: data<{ title: string }>(locale, name).title })).toBeVisible();
      }
      const home = articles(locale).filter((article) => (article as unknown as { show_on_home: boolean }).show_on_home);
      const section = page.getByRole("region", { name: strings.home.articles });
      for (const article of home) {
        await expect(section.getByRole("link", { name: article.title })).toHaveAttribute(
          "href",
          `${p}/blog/${article.slug}`,
        );
      }
      const partners = page.getByRole("region", { name: strings.home.partners });
      for (const partner of data<Array<{ name: string }>>(locale, "partners")) {
        await expect(partners.getByRole("img", { name: partner.name, exact: true })).toBeAttached();
      }
      const info = data<{ home: { title: string } }>(locale, "info-home-footer-page").home;
      await expect(page.getByRole("heading", { name: info.title })).toBeVisible();
    });

    test("a category page lists its subcategories and their products", async ({ page }) => {
      const category = menu(locale)[1]!;
      await page.goto(`${p}/${category.slug}`);
      const products = data<Product[]>(locale, "product-item");
      for (const sub of category.subThemes) {
        await expect(page.getByRole("link", { name: sub.theme, exact: true }).first()).toHaveAttribute(
          "href",
          `${p}/${category.slug}/${sub.slug}`,
        );
        for (const id of sub.products) {
          const product = products.find((item) => item.id === id)!;
          await expect(page.getByRole("link", { name: product.title, exact: true })).toBeVisible();
        }
      }
    });

    test("a subcategory page shows each product with benefits, characteristics and calls to action", async ({
      page,
    }) => {
      const category = menu(locale)[0]!;
      const sub = category.subThemes[1]!;
      await page.goto(`${p}/${category.slug}/${sub.slug}`);
      const products = data<Product[]>(locale, "product-item");
      for (const id of sub.products) {
        const product = products.find((item) => item.id === id)!;
        const article = page.getByRole("article", { name: product.title });
        await expect(article).toBeVisible();
        await expect(article.getByText(product.benefits[0]!.title)).toBeVisible();
        const price = intlPrice(locale, product.price_from);
        const priceText = product.unit
          ? strings.common.pricePer.replace("{{price}}", price).replace("{{unit}}", product.unit)
          : strings.common.priceFrom.replace("{{price}}", price);
        await expect(article.getByText(priceText, { exact: true })).toBeVisible();
        const spec = product.characteristics[0]!;
        await expect(article.getByRole("row", { name: new RegExp(spec.name) })).toContainText(spec.value);
        await expect(article.getByRole("button", { name: strings.common.freeMeasurement })).toHaveAttribute(
          "aria-haspopup",
          "dialog",
        );
        // A product the calculator prices opens it set to the product (e2e/calculator.spec.ts); others offer none.
        const calculate = article.getByRole("link", { name: strings.common.calculatePrice });
        if (product.calculator)
          await expect(calculate).toHaveAttribute("href", new RegExp(`^${p}/calculator\\?product=`));
        else await expect(calculate).toHaveCount(0);
      }
    });

    test("the blog pages through every article with previous and next links", async ({ page }) => {
      const all = articles(locale);
      const pageCount = Math.ceil(all.length / 6);
      await page.goto(`${p}/blog`);
      for (const article of all.slice(0, 6)) {
        await expect(page.getByRole("link", { name: article.title })).toBeVisible();
      }
      await expect(
        page.getByText(strings.common.pageOf.replace("{{page}}", "1").replace("{{count}}", String(pageCount))),
      ).toBeVisible();
      await page.getByRole("link", { name: new RegExp(strings.common.next) }).click();
      await expect(page).toHaveURL(`${p}/blog/page/2`);
      await expect(page.getByRole("link", { name: all[6]!.title })).toBeVisible();
      await page.getByRole("link", { name: new RegExp(strings.common.previous) }).click();
      await expect(page).toHaveURL(`${p}/blog`);
      const last = await page.request.get(`${p}/blog/page/${pageCount}`);
      expect(last.status()).toBe(200);
      expect((await page.request.get(`${p}/blog/page/${pageCount + 1}`)).status()).toBe(404);
    });

    test("an article shows its date, body, gallery and neighbours", async ({ page }) => {
      const all = articles(locale);
      const article = all[1]!;
      await page.goto(`${p}/blog/${article.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(page.locator("article time")).toHaveAttribute("datetime", article.created_at);
      await expect(page.locator("article time")).toHaveText(intlDate(locale, article.created_at));
      const gallery = page.getByRole("region", { name: strings.blog.gallery });
      await expect(gallery.getByRole("img").first()).toBeAttached();
      await expect(page.getByRole("link", { name: all[0]!.title })).toHaveAttribute(
        "href",
        `${p}/blog/${all[0]!.slug}`,
      );
      await expect(page.getByRole("link", { name: all[2]!.title })).toHaveAttribute(
        "href",
        `${p}/blog/${all[2]!.slug}`,
      );
    });

    test("an info page shows its rich content", async ({ page }) => {
      const info = data<Array<{ slug: string; title: string; content: string }>>(locale, "info-page")[1]!;
      await page.goto(`${p}/info-page/${info.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.title);
      const firstHeading = /<h2[^>]*>(.*?)<\/h2>/.exec(info.content)?.[1];
      if (firstHeading) await expect(page.getByRole("heading", { level: 2, name: firstHeading })).toBeVisible();
      await expect(
        page
          .getByRole("navigation", { name: strings.nav.breadcrumbs })
          .getByRole("link", { name: strings.nav.infoPages }),
      ).toBeVisible();
      expect(infoPages(locale).length).toBeGreaterThan(1);
    });

    test("contacts show phone, e-mail, social links, messengers, address and hours", async ({ page }) => {
      const contact = data<Array<Record<string, string>>>(locale, "contacts")[0]!;
      const company = data<Record<string, string>>(locale, "company");
      await page.goto(`${p}/contacts`);
      const main = page.getByRole("main");
      // Two numbers: the messengers' call number and the office phone (contacts' phone_number).
      const phones = main.getByRole("link", { name: /\+373/ });
      await expect(phones).toHaveCount(2);
      for (const phone of await phones.all()) await expect(phone).toHaveAttribute("href", /^tel:\+373\d+$/);
      await expect(main.getByRole("link", { name: contact.phone_number! })).toHaveAttribute(
        "href",
        `tel:${contact.phone_number!.replace(/\s/g, "")}`,
      );
      await expect(main.getByRole("link", { name: contact.mail })).toHaveAttribute("href", `mailto:${contact.mail}`);
      await expect(main.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", contact.facebook!);
      await expect(main.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", contact.instagram!);
      await expect(main.getByRole("link", { name: "Viber" })).toHaveAttribute(
        "href",
        /^viber:\/\/chat\?number=%2B\d+$/,
      );
      await expect(main.getByRole("link", { name: "Telegram" })).toHaveAttribute("href", /^https:\/\/t\.me\//);
      await expect(main.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
      // The company's facts (company/) give the address and the week's hours; without them, the contacts' text
      // stands in (e2e/fidelity/no-proof.spec.ts).
      await expect(
        main.getByText(`${company.street_address}, ${company.postal_code}, ${company.locality}`),
      ).toBeVisible();
      await expect(main.getByRole("table", { name: strings.company.hoursTable })).toBeVisible();
    });

    test("the error page offers the way home, a consultation, the phone, the calculator and the contacts", async ({
      page,
    }) => {
      await page.goto(`${p}/missing-page`);
      const main = page.getByRole("main");
      await expect(page.getByText(strings.error.code.replace("{{code}}", "404"))).toBeVisible();
      await expect(main.getByRole("link", { name: strings.error.home })).toHaveAttribute("href", p || "/");
      await expect(
        main.getByRole("link", { name: strings.error.call.replace("{{phone}}", "+373 (69) 123-456") }),
      ).toHaveAttribute("href", "tel:+37369123456");
      await expect(main.getByRole("link", { name: strings.error.contacts })).toHaveAttribute("href", `${p}/contacts`);
      await main.getByRole("button", { name: strings.error.consultation }).click();
      const dialog = page.getByRole("dialog", { name: strings.dialogs.consultation.title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await main.getByRole("link", { name: strings.error.calculator }).click();
      await expect(page).toHaveURL(`${p}/calculator`);
    });
  });
}
