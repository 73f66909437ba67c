/**
 * The demo content tells one story: what a product says about its profile, glass and size is what its calculator
 * preset builds, its price is what the calculator gives, the company is a dealer of the profiles it sells, and no
 * placeholder host or token is left in it.
 */
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { configurationFromPreset, estimate, productSchema } from "..";
import { demoOffers, demoPriceList } from "./demo-price-list";

const DEMO = path.resolve(__dirname, "../../content-service/data");
const LOCALES = ["ro", "ru"] as const;
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(path.join(DEMO, locale, `${file}.json`), "utf8"));
const products = (locale: string) =>
  (read(locale, "product-item") as unknown[]).map((item) => productSchema.validateSync(item));

/** Every text of a JSON document, with where it is. */
function texts(value: unknown, at = ""): Array<[string, string]> {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${at}.${key}`));
  return [];
}

const FILES = [
  "blog-item",
  "calculator",
  "certificates",
  "company",
  "contacts",
  "credit-offer-section",
  "finished-work",
  "gift-offer-section",
  "homepage-banner",
  "homepage-product",
  "homepage-seo",
  "info-block",
  "info-home-footer-page",
  "info-page",
  "menu-item",
  "messengers",
  "partners",
  "product-item",
  "registered-sites",
  "reviews",
  "site-contacts",
];

describe.each(LOCALES)("the demo content (%s)", (locale) => {
  const list = demoPriceList(locale);
  const offers = demoOffers(locale);
  const unit = locale === "ro" ? { mm: "mm", chambers: "camere" } : { mm: "мм", chambers: "камер" };

  it("has no placeholder host or token", () => {
    const found = FILES.flatMap((file) =>
      texts(read(locale, file))
        .filter(([, text]) => /\.example\b|example\.(com|org)|localhost|\bdemo-/i.test(text))
        .map(([at, text]) => `${file}${at}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("states, for each product with a preset, the profile, glass, size and price the calculator builds", () => {
    for (const product of products(locale).filter((item) => item.calculator)) {
      const configuration = configurationFromPreset(list, product.calculator!);
      const profile = list.profiles.find((item) => item.id === configuration.profile)!;
      const glazing = list.glazing.find((item) => item.id === configuration.glazing)!;
      const row = (name: RegExp) => product.characteristics.find((item) => name.test(item.name))?.value ?? "";
      const context = `product ${product.id}`;
      expect([context, row(/^(Profil|Профиль)$/)]).toEqual([
        context,
        expect.stringContaining(
          `${profile.title}: PVC ${profile.depth_mm} ${unit.mm}, ${profile.chambers} ${unit.chambers}`.replace(
            "PVC",
            locale === "ro" ? "PVC" : "ПВХ",
          ),
        ),
      ]);
      const glass = row(/^(Pachet de sticlă|Стеклопакет)$/);
      const formula = glazing.title.match(/\d+(-\d+)+/)?.[0];
      if (formula) expect([context, glass]).toEqual([context, expect.stringContaining(formula)]);
      if (glazing.energy_saving) expect([context, glass]).toEqual([context, expect.stringContaining("Low-E")]);
      const size = row(/^(Dimensiuni de referință|Базовый размер)$/);
      if (size)
        expect([context, size]).toEqual([
          context,
          expect.stringContaining(`${configuration.width} × ${configuration.height}`),
        ]);
      const result = estimate(list, configuration, offers);
      expect([context, product.price_from]).toEqual([context, result.ok ? result.total : "priceable"]);
    }
  });

  it("gives a profile depth the chambers of the calculator's profile of that depth, wherever a product names it", () => {
    const depths = new Map(list.profiles.map((profile) => [profile.depth_mm, profile.chambers]));
    const statement = new RegExp(`(\\d{2}) ${unit.mm}(?:,| cu| с)? (\\d) ${unit.chambers}`, "g");
    const wrong = products(locale).flatMap((product) =>
      texts(product).flatMap(([, text]) =>
        [...text.matchAll(statement)]
          .filter(([, depth, chambers]) => depths.has(Number(depth)) && depths.get(Number(depth)) !== Number(chambers))
          .map(([statementText]) => `product ${product.id}: ${statementText}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it("gives each product, wherever its texts name a price, the price it shows", () => {
    const wrong = products(locale).flatMap((product) =>
      texts(product).flatMap(([at, text]) =>
        [...text.matchAll(/(?:de la|от) (\d[\d\u00a0 ]*) (?:lei|леев)/g)]
          .filter(([, price]) => Number(price!.replace(/\D/g, "")) !== product.price_from)
          .map(([statement]) => `product ${product.id}${at}: ${statement} (shows ${product.price_from})`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it("is a dealer of the maker of every profile the calculator sells", () => {
    const dealer = (read(locale, "certificates") as Array<{ title: string; issuer: string }>).find((item) =>
      /dealer|дилер/i.test(item.title),
    );
    expect(dealer).toBeDefined();
    for (const profile of list.profiles) expect(profile.title.startsWith(`${dealer!.issuer} `)).toBe(true);
    const partners = (read(locale, "partners") as Array<{ name: string }>).map((partner) => partner.name);
    expect(partners).toContain(dealer!.issuer);
  });

  it("starts each home tile's price at its category's cheapest product", () => {
    const menu = read(locale, "menu-item") as Array<{ id: number; subThemes: Array<{ products: number[] }> }>;
    const prices = new Map(products(locale).map((product) => [product.id, product.price_from]));
    for (const tile of read(locale, "homepage-product") as Array<{ category_id: number; price_from: number }>) {
      const ids = menu.find((item) => item.id === tile.category_id)!.subThemes.flatMap((sub) => sub.products);
      const cheapest = Math.min(...ids.map((id) => prices.get(id) ?? Number.POSITIVE_INFINITY));
      expect(tile.price_from).toBe(cheapest);
    }
  });
});
