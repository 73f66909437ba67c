import { readFileSync } from "node:fs";
import * as path from "node:path";
import { calculatorSchema, productSchema, type RawProduct } from "../../../../contract";
import type { ContentIssue } from "../content-report";
import type { NodeContent, Offer } from "../content-shapes";
import { withOfferDefaults } from "../normalise";
import { PRICE_DRIFT, withPrices } from "../prices";

const DEMO = path.resolve(__dirname, "../../../../content-service/data/ro");
const demo = (file: string) => JSON.parse(readFileSync(path.join(DEMO, `${file}.json`), "utf8"));
const priceList = calculatorSchema.validateSync(demo("calculator"));

const product = (id: number, price: number | null, calculator: object | null): RawProduct =>
  productSchema.validateSync({
    id,
    title: `Product ${id}`,
    slug: `p${id}`,
    slug_ro: `p${id}`,
    slug_ru: `p${id}`,
    price_from: price,
    calculator,
  });

/** One locale's content as withDefaults leaves it, with only what pricing reads. */
function content(products: RawProduct[], offers: { credit?: unknown; gift?: unknown } = {}): NodeContent {
  const offer = (title: string, terms: object): Offer => withOfferDefaults({ title, ...terms });
  return {
    locale: "ro",
    products,
    calculator: priceList,
    creditOffer: offer("Credit", { credit: offers.credit }),
    giftOffer: offer("Gift", { gift: offers.gift }),
  } as unknown as NodeContent;
}

function priced(input: NodeContent) {
  const issues: ContentIssue[] = [];
  const result = withPrices(input, { add: (issue) => issues.push(issue) });
  return { result, issues, price: (id: number) => result.products.find((item) => item.id === id)!.price_from };
}

const window = { product: "window", sections: 2, openings: ["fixed", "tilt_turn"], width: 1300, height: 1400 };

describe("one price everywhere", () => {
  it("prices a product with a preset by the calculator, and leaves the others' CMS price", () => {
    const { price, issues } = priced(content([product(1, 5750, window), product(2, 180, null)]));
    expect(price(1)).toBe(5750);
    expect(price(2)).toBe(180);
    expect(issues).toEqual([]);
  });

  it(`reports a CMS price more than ${PRICE_DRIFT * 100}% off the calculator's, and shows the calculator's`, () => {
    const { price, issues } = priced(content([product(1, 4200, window), product(2, 5800, window)]));
    expect(price(1)).toBe(5750);
    expect(price(2)).toBe(5750);
    expect(issues).toEqual([
      expect.objectContaining({
        severity: "warning",
        type: "product",
        id: 1,
        field: "price_from",
        problem: "4200 lei is -27% off the 5750 lei the calculator gives for its preset",
        outcome: "the calculator's 5750 lei is shown",
      }),
    ]);
  });

  it("reports a preset the price list cannot build or price, and keeps the CMS price", () => {
    const { price, issues } = priced(
      content([
        product(1, 3000, { ...window, profile: "gone", sections: 7 }),
        product(2, 2000, { product: "window", sections: 1, openings: ["tilt_turn"], width: 1400, height: 1400 }),
      ]),
    );
    expect([price(1), price(2)]).toEqual([3000, 2000]);
    expect(issues.map((issue) => [issue.id, issue.field, issue.problem])).toEqual([
      [1, "calculator", "the price list cannot build its preset's sections, profile"],
      [
        2,
        "calculator",
        "its preset breaks the price list's limits (section 1 (tilt_turn) would be 1400 mm wide, the opening takes 400-1000 mm)",
      ],
    ]);
  });

  it("gives the calculator the offers' terms, and drops broken ones with a report, keeping the offer", () => {
    const good = priced(
      content([], { credit: { months: 12, bank: "CodruCredit" }, gift: { extra: "mosquito_net", min_quantity: 3 } }),
    );
    expect(good.result.creditOffer?.credit).toEqual({ months: 12, bank: "CodruCredit", annual_rate_percent: 0 });
    expect(good.result.giftOffer?.gift).toEqual({ extra: "mosquito_net", min_quantity: 3 });
    expect(good.result.creditOffer?.gift).toBeNull();

    const bad = priced(content([], { credit: { months: "twelve", bank: "B" }, gift: { extra: "rocket" } }));
    expect(bad.result.creditOffer).toMatchObject({ title: "Credit", credit: null });
    expect(bad.result.giftOffer).toMatchObject({ title: "Gift", gift: null });
    expect(bad.issues.map((issue) => [issue.type, issue.field, issue.outcome])).toEqual([
      ["credit offer", "credit", "the offer's block is shown, and the calculator does not apply the credit offer"],
      ["gift offer", "gift", "the offer's block is shown, and the calculator does not apply the gift offer"],
    ]);
  });

  it("prices the demo's products as they state their price", () => {
    const products = (demo("product-item") as unknown[]).map((item) => productSchema.validateSync(item));
    const { issues } = priced(content(products, { credit: demo("credit-offer-section").credit }));
    expect(issues).toEqual([]);
  });
});
