/**
 * The company's proof (issue 32) with the demo content, in both locales: the home page's figures, finished work,
 * reviews and certificates, a category's finished work, the footer's and the contacts page's address, hours and
 * legal identity, the map links, the business's structured data, the about page; and the thank-you message's
 * promise (issue 33), at instants set with page.clock inside and outside the opening hours.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, stillForAxe, test, type Page } from "./fixtures";
import { LOCALES, data, menu, prefix, t, type Locale } from "./content";
import { MIN_FILL_MS } from "../src/features/leads/spam-rules";
import { uniqueName } from "./service";

interface Review {
  author: string;
  place: string;
  rating: number | null;
}
interface Work {
  title: string;
  date: string;
  category_id: number | null;
  images: Array<{ alt: string }>;
}
interface Certificate {
  title: string;
  issuer: string;
}
interface Company {
  legal_name: string;
  idno: string;
  founded_year: number;
  street_address: string;
  locality: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  callback_minutes: number;
  figures: Array<{ value: string; label: string }>;
  rating: { value: number; count: number; source: string; url: string };
}

const company = (locale: Locale) => data<Company>(locale, "company");
const newest = (works: Work[]) => [...works].sort((a, b) => b.date.localeCompare(a.date));
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const locale of LOCALES) {
  const strings = t(locale);
  const p = prefix(locale);

  test(`${locale}: home shows the headline figures, the newest finished work, the reviews and the certificates`, async ({
    page,
  }) => {
    await page.goto(`${p}/`);
    const facts = company(locale);
    const figures = section(page, strings.proof.figures);
    await expect(figures.getByRole("listitem")).toHaveText([
      `${facts.founded_year} ${strings.proof.founded}`,
      ...facts.figures.map((figure) => `${figure.value} ${figure.label}`),
    ]);

    const works = section(page, strings.proof.finishedWork);
    await expect(works.getByRole("heading", { level: 3 })).toHaveText(
      newest(data<Work[]>(locale, "finished-work"))
        .slice(0, 3)
        .map((work) => work.title),
    );

    const reviews = section(page, strings.proof.reviews);
    const expected = data<Review[]>(locale, "reviews");
    await expect(reviews.getByRole("listitem")).toHaveCount(expected.length);
    for (const review of expected) {
      const card = reviews.getByRole("listitem").filter({ hasText: review.author });
      await expect(card).toContainText(review.place);
      if (review.rating) await expect(card).toContainText(strings.proof.rating.replace("{{rating}}", review.rating));
    }
    // The company's overall rating with its count, linking where it is kept.
    const { rating } = facts;
    await expect(
      reviews.getByText(strings.proof.overall.replace("{{rating}}", String(rating.value).replace(".", ","))),
    ).toBeVisible();
    await expect(
      reviews.getByRole("link", {
        name: strings.proof.overallCountAt
          .replace("{{source}}", rating.source)
          .replace("{{number}}", String(rating.count)),
      }),
    ).toHaveAttribute("href", rating.url);
    // A missing star is an outline against its background at 3:1 at least (WCAG 1.4.11), not a pale filled one.
    const rest = reviews.locator(".review__rating-rest", { hasText: "☆" }).first();
    await expect(rest).toHaveText(/^☆+$/);
    const contrast = await rest.evaluate((element) => {
      const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r, g, b] = channels(colour).map((value) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const star = luminance(getComputedStyle(element).color);
      const ground = luminance(getComputedStyle(element.closest(".review")!).backgroundColor);
      return (Math.max(star, ground) + 0.05) / (Math.min(star, ground) + 0.05);
    });
    expect(contrast).toBeGreaterThanOrEqual(3);

    const certificates = section(page, strings.proof.certificates);
    for (const certificate of data<Certificate[]>(locale, "certificates")) {
      const item = certificates.getByRole("listitem").filter({ hasText: certificate.title });
      await expect(item.getByRole("heading", { name: certificate.title })).toBeVisible();
      await expect(item).toContainText(strings.proof.issuedBy.replace("{{issuer}}", certificate.issuer));
      await expect(item.getByRole("img", { name: `${certificate.title}, ${certificate.issuer}` })).toBeAttached();
    }
  });

  test(`${locale}: the proof is in the HTML as served, its images load lazily`, async ({ browser, baseURL }) => {
    // No script at all: what a visitor sees before any JavaScript runs (and all a search engine needs).
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`${p}/`);
    for (const name of [strings.proof.figures, strings.proof.finishedWork, strings.proof.reviews]) {
      await expect(section(page, name)).toBeAttached();
    }
    await expect(section(page, strings.proof.certificates).getByRole("listitem")).toHaveCount(
      data<Certificate[]>(locale, "certificates").length,
    );
    const loading = await page
      .locator(".works img, .reviews img, .certificates img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("loading")));
    expect(loading.length).toBeGreaterThan(5);
    expect(new Set(loading)).toEqual(new Set(["lazy"]));
    await context.close();
  });

  test(`${locale}: a category page shows its own finished work, newest first`, async ({ page }) => {
    const category = menu(locale).find((entry) => entry.id === 1)!;
    await page.goto(`${p}/${category.slug}`);
    const title = strings.proof.categoryWork.replace("{{category}}", category.theme);
    const own = newest(data<Work[]>(locale, "finished-work").filter((work) => work.category_id === category.id));
    expect(own.length).toBeGreaterThan(1);
    await expect(section(page, title).getByRole("heading", { level: 3 })).toHaveText(own.map((work) => work.title));
  });

  test(`${locale}: the footer gives the address, the opening hours, the legal name and the IDNO`, async ({ page }) => {
    await page.goto(`${p}/blog`);
    const facts = company(locale);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: new RegExp(facts.street_address) })).toHaveAttribute(
      "href",
      `${p}/contacts`,
    );
    await expect(footer).toContainText(`${strings.weekdays.monday.short}–${strings.weekdays.friday.short} 09:00–18:00`);
    await expect(footer).toContainText(`${strings.weekdays.saturday.short} 10:00–15:00`);
    await expect(footer).toContainText(`${strings.weekdays.sunday.short} ${strings.company.closed}`);
    await expect(footer).toContainText(`${facts.legal_name}, IDNO ${facts.idno}`);
  });

  test(`${locale}: the contacts page gives the address with the exact pin, the week's hours and the requisites`, async ({
    page,
  }) => {
    await page.goto(`${p}/contacts`);
    const facts = company(locale);
    const main = page.getByRole("main");
    await expect(main).toContainText(`${facts.street_address}, ${facts.postal_code}, ${facts.locality}`);
    const pin = `${facts.latitude},${facts.longitude}`;
    const links = main.getByRole("list", { name: strings.company.map });
    await expect(links.getByRole("link", { name: strings.company.googleMaps })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${facts.latitude}%2C${facts.longitude}`,
    );
    await expect(links.getByRole("link", { name: strings.company.openStreetMap })).toHaveAttribute(
      "href",
      `https://www.openstreetmap.org/?mlat=${facts.latitude}&mlon=${facts.longitude}#map=17/${facts.latitude}/${facts.longitude}`,
    );
    await expect(links.getByRole("link", { name: strings.company.mapApp })).toHaveAttribute(
      "href",
      new RegExp(`^geo:${pin.replace(/\./g, "\\.")}\\?q=${pin.replace(/\./g, "\\.")}\\(TermoFort%2C%20`),
    );

    const hours = main.getByRole("table", { name: strings.company.hoursTable });
    await expect(hours.getByRole("row")).toHaveText([
      `${strings.weekdays.monday.name} – ${strings.weekdays.friday.name}09:00–18:00`,
      `${strings.weekdays.saturday.name}10:00–15:00`,
      `${strings.weekdays.sunday.name}${strings.company.closed}`,
    ]);
    await expect(main).toContainText(facts.legal_name);
    await expect(main).toContainText(`${strings.company.idno}: ${facts.idno}`);
  });

  for (const type of ["home", "contacts"] as const) {
    test(`${locale} ${type}: the business's structured data has its facts and no self-review`, async ({ page }) => {
      await page.goto(type === "home" ? `${p}/` : `${p}/contacts`);
      const facts = company(locale);
      const blocks = await jsonLd(page);
      const business = blocks.find((block) => block["@type"] === "HomeAndConstructionBusiness");
      expect(business).toMatchObject({
        name: "TermoFort",
        legalName: facts.legal_name,
        taxID: facts.idno,
        telephone: "+37369123456",
        address: {
          "@type": "PostalAddress",
          streetAddress: facts.street_address,
          addressLocality: facts.locality,
          postalCode: facts.postal_code,
          addressCountry: "MD",
        },
        geo: { "@type": "GeoCoordinates", latitude: facts.latitude, longitude: facts.longitude },
        sameAs: ["https://www.facebook.com/termofort.md", "https://www.instagram.com/termofort.md"],
      });
      expect(business!.openingHoursSpecification).toContainEqual({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Saturday",
        opens: "10:00",
        closes: "15:00",
      });
      expect(JSON.stringify(blocks)).not.toMatch(/"(Review|AggregateRating|review|aggregateRating)"/);
    });
  }

  test(`${locale}: the home page's about block leads to the page about the company`, async ({ page }) => {
    await page.goto(`${p}/`);
    const about = data<{ home: { title: string; slug: string } }>(locale, "info-home-footer-page").home;
    await section(page, about.title).getByRole("link", { name: strings.common.readMore }).click();
    await expect(page).toHaveURL(`${p}/info-page/${about.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      locale === "ro" ? "Despre companie" : "О компании",
    );
    await expect(page.getByRole("main")).toContainText(company(locale).idno);
  });

  for (const width of [375, 1280]) {
    for (const path of [`${p}/`, `${p}/contacts`]) {
      test(`${locale} ${path} at ${width} px: no WCAG 2.1 AA violation, the page no wider than the screen`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const [scrollWidth, clientWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        await stillForAxe(page);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
      });
    }
  }
}

/** Sends a call request from the contacts page at the instant `at`; returns the success dialog. */
async function sendCallAt(page: Page, locale: Locale, at: string) {
  const strings = t(locale);
  // The page's clock starts at `at` and runs on as usual (timers included).
  await page.clock.install({ time: new Date(at) });
  await page.goto(`${prefix(locale)}/contacts#call`);
  const form = page.getByRole("dialog", { name: strings.dialogs.call.title });
  await form.getByLabel(strings.form.name).fill(uniqueName(`Clock ${locale}`));
  await form.getByLabel(strings.form.phone).pressSequentially("69123456");
  await form.getByLabel(new RegExp(strings.form.policyBefore.replace(/[()]/g, "\\$&"))).check();
  // A person's pace: the form does not take the visitor for a bot.
  await page.waitForTimeout(MIN_FILL_MS);
  await form.getByRole("button", { name: strings.form.submit }).click();
  const success = page.getByRole("dialog", { name: strings.dialogs.success.title });
  await expect(success.getByText(strings.dialogs.success.delivered)).toBeVisible({ timeout: 15_000 });
  return success;
}

test.describe("the thank-you message promises when the company calls, in Moldova's time", () => {
  // The visitor's own clock is in New York: the promise must not follow it.
  test.use({ timezoneId: "America/New_York" });

  for (const locale of LOCALES) {
    const strings = t(locale);

    test(`${locale}: within the callback time during opening hours, with a call and a messenger as next step`, async ({
      page,
    }) => {
      // Tuesday 11:00 in Chisinau (04:00 in New York).
      const success = await sendCallAt(page, locale, "2025-03-04T11:00:00+02:00");
      const minutes = company(locale).callback_minutes;
      const within =
        locale === "ro" ? `Vă sunăm în ${minutes} minute.` : `Мы перезвоним вам в течение ${minutes} минут.`;
      await expect(success.getByText(within)).toBeVisible();
      await expect(success.getByText(strings.dialogs.success.nextStep)).toBeVisible();
      await expect(
        success.getByRole("link", { name: strings.dialogs.success.callNow.replace("{{phone}}", "+373 (69) 123-456") }),
      ).toHaveAttribute("href", "tel:+37369123456");
      await expect(
        success.getByRole("link", { name: strings.dialogs.success.writeUs.replace("{{messenger}}", "Viber") }),
      ).toHaveAttribute("href", "viber://chat?number=%2B37369123456");
    });

    test(`${locale}: a request that could not be sent on a Sunday says to call tomorrow from the opening, not 'any time'`, async ({
      page,
      context,
    }) => {
      // Sunday 12:00 in Chisinau: closed.
      await page.clock.install({ time: new Date("2025-03-09T12:00:00+02:00") });
      await page.goto(`${prefix(locale)}/contacts#call`);
      const form = page.getByRole("dialog", { name: strings.dialogs.call.title });
      await form.getByLabel(strings.form.name).fill(uniqueName(`Sunday ${locale}`));
      await form.getByLabel(strings.form.phone).pressSequentially("69123456");
      await form.getByLabel(new RegExp(strings.form.policyBefore.replace(/[()]/g, "\\$&"))).check();
      await page.waitForTimeout(MIN_FILL_MS);
      await context.setOffline(true);
      await form.getByRole("button", { name: strings.form.submit }).click();
      const success = page.getByRole("dialog", { name: strings.dialogs.success.title });
      await expect(success.getByText(strings.dialogs.success.queued)).toBeVisible();
      await expect(success).toContainText(
        `${strings.dialogs.success.callUs.tomorrow.replace("{{time}}", "09:00")} +373 (69) 123-456`,
      );
      await context.setOffline(false);
    });

    test(`${locale}: the next opening time outside opening hours`, async ({ page }) => {
      // Saturday 20:00 in Chisinau (13:00 in New York, when a visitor there would think the office open).
      const success = await sendCallAt(page, locale, "2025-03-08T20:00:00+02:00");
      const text = strings.dialogs.success.later
        .replace("{{day}}", strings.weekdays.monday.on)
        .replace("{{time}}", "09:00");
      await expect(success.getByText(text)).toBeVisible();
      await expect(success.getByRole("link", { name: /\+373 \(69\) 123-456/ })).toHaveAttribute(
        "href",
        "tel:+37369123456",
      );
    });
  }
});
