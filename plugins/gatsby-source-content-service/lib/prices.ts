/**
 * One price everywhere: a product with a calculator preset is priced by the calculator's own rules (contract:
 * window.ts, estimate.ts) from its locale's price list and offers, so the "from" price on its card and page is what
 * its "calculate the price" opens at. The CMS's `price_from` stays for products without a preset, and is compared:
 * a difference above PRICE_DRIFT is reported for the content managers. The offers' calculator terms are checked
 * here too: broken terms are reported and dropped, the offer block stays.
 */
import {
  configurationFromPreset,
  creditTermsSchema,
  estimate,
  giftTermsSchema,
  presetOf,
  writePresetValue,
  type CalculatorPreset,
  type CalculatorPresetField,
  type CreditTerms,
  type GiftTerms,
  type LimitProblem,
  type PriceList,
  type RawProduct,
} from "../../../contract";
import type { ContentReport } from "./content-report";
import type { NodeContent, Offer, PricedContent, PricedOffer } from "./content-shapes";

/**
 * How far the CMS's price may be from the calculator's before the managers hear of it: 2 %. Rounding a price to a
 * round figure stays below it (2.490 to 2.500 lei is 0.4 %, 4.950 to 5.000 lei 1 %); a price list changed since the
 * price was typed, or a preset that no longer describes the product, is above it (the prices a designer's review
 * found were 4 % to 55 % off).
 */
export const PRICE_DRIFT = 0.02;

type Report = Pick<ContentReport, "add">;

/** Checks the offers' terms and prices every product with a preset. */
export function withPrices(content: NodeContent, report: Report): PricedContent {
  const { locale } = content;
  const creditOffer = content.creditOffer && checkedOffer(content.creditOffer, "credit", report, locale);
  const giftOffer = content.giftOffer && checkedOffer(content.giftOffer, "gift", report, locale);
  const list = content.calculator;
  const offers = { credit: creditOffer?.credit ?? null, gift: giftOffer?.gift ?? null };
  const products = list
    ? content.products.map((product) => priced(product, list, offers, report, locale))
    : content.products;
  return { ...content, creditOffer, giftOffer, products };
}

function checkedOffer(offer: Offer, kind: "credit" | "gift", report: Report, locale: PricedContent["locale"]) {
  const { credit: rawCredit, gift: rawGift, ...rest } = offer;
  const raw = kind === "credit" ? rawCredit : rawGift;
  let terms: CreditTerms | GiftTerms | null = null;
  if (raw != null) {
    try {
      terms = (kind === "credit" ? creditTermsSchema : giftTermsSchema).validateSync(raw, { stripUnknown: true });
    } catch (error) {
      report.add({
        severity: "warning",
        type: `${kind} offer`,
        locale,
        title: offer.title,
        field: kind,
        problem: `its calculator terms are not usable (${(error as Error).message})`,
        outcome: `the offer's block is shown, and the calculator does not apply the ${kind} offer`,
        fix:
          kind === "credit"
            ? "give `credit` as {months: 1-120, bank: the bank's name, annual_rate_percent: 0-100, min_total: lei or null}"
            : "give `gift` as {extra: an extra's id of the price list, min_quantity: 1 or more}",
      });
    }
  }
  return {
    ...rest,
    credit: kind === "credit" ? (terms as CreditTerms | null) : null,
    gift: kind === "gift" ? (terms as GiftTerms | null) : null,
  } satisfies PricedOffer;
}

/** A limit the preset breaks, in the price list's terms. */
function problemText(problem: LimitProblem): string {
  switch (problem.code) {
    case "sashWidth":
    case "sashHeight": {
      const size = problem.code === "sashWidth" ? "wide" : "high";
      return `section ${problem.sash} (${problem.opening}) would be ${problem.actual} mm ${size}, the opening takes ${problem.min}-${problem.max} mm`;
    }
    case "sashArea":
      return `section ${problem.sash} (${problem.opening}) would be ${problem.actual} m², the opening takes ${problem.max} m² at most`;
    case "areaTooLarge":
      return `the frame would be ${problem.actual} m², one frame takes ${problem.max} m² at most`;
    case "outOfRange":
      return `${problem.field} takes ${problem.min}-${problem.max} mm`;
    default:
      return `${problem.field} does not fit`;
  }
}

/** The preset's fields the price list could not honour (an unknown id, a size out of range, too many sections). */
export function unhonoured(list: PriceList, preset: CalculatorPreset): CalculatorPresetField[] {
  const built = presetOf(null, configurationFromPreset(list, preset));
  return (Object.keys(preset) as CalculatorPresetField[]).filter((field) => {
    const asked = preset[field];
    if (asked == null || (Array.isArray(asked) && asked.length === 0)) return false;
    const got = built[field];
    if (field === "openings") return (asked as string[]).some((id, index) => id !== (got as string[])[index]);
    if (field === "extras") return (asked as string[]).some((id) => !(got as string[]).includes(id));
    // Installation and removal: presetOf(null) writes every value, defaults included.
    return writePresetValue(asked) !== writePresetValue(got ?? null);
  });
}

function priced(
  product: RawProduct,
  list: PriceList & { currency: string },
  offers: { credit: CreditTerms | null; gift: GiftTerms | null },
  report: Report,
  locale: PricedContent["locale"],
): RawProduct {
  const preset = product.calculator;
  if (!preset) return product;
  const item = { type: "product", id: product.id, locale, title: product.title };
  const cms = product.price_from ?? null;
  const kept = cms == null ? "no price is shown" : `its price_from (${cms} lei) is shown`;
  const missed = unhonoured(list, preset);
  if (missed.length) {
    report.add({
      severity: "warning",
      ...item,
      field: "calculator",
      problem: `the price list cannot build its preset's ${missed.join(", ")}`,
      outcome: `the calculator opens with its defaults for ${missed.length > 1 ? "them" : "it"}, and ${kept}`,
      fix: "use ids and sizes of the calculator's price list in the preset",
    });
    return product;
  }
  const result = estimate(list, configurationFromPreset(list, preset), offers);
  if (!result.ok) {
    report.add({
      severity: "warning",
      ...item,
      field: "calculator",
      problem: `its preset breaks the price list's limits (${result.problems.map(problemText).join("; ")})`,
      outcome: `the calculator asks the visitor to correct it, and ${kept}`,
      fix: "change the preset's size or sections so that the calculator can price it",
    });
    return product;
  }
  if (cms != null && Math.abs(cms - result.total) > PRICE_DRIFT * result.total) {
    const off = Math.round((100 * (cms - result.total)) / result.total);
    report.add({
      severity: "warning",
      ...item,
      field: "price_from",
      problem: `${cms} lei is ${off > 0 ? "+" : ""}${off}% off the ${result.total} lei the calculator gives for its preset`,
      outcome: `the calculator's ${result.total} lei is shown`,
      fix: `set price_from to ${result.total}, or change the preset or the price list`,
    });
  }
  return { ...product, price_from: result.total };
}
