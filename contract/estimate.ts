/**
 * The price of a configuration from a price list and the offers the CMS publishes: the one computation behind the
 * calculator's estimate and a product's "from" price (both read it, so they cannot disagree). Pure and
 * dependency-free. How it rounds is in docs/design.md ("Prices and offers").
 */
import {
  areaOf,
  checkLimits,
  extraApplies,
  openingSashes,
  sashesOf,
  type ExtraId,
  type LimitProblem,
  type PriceList,
  type WindowConfiguration,
} from "./window";

/** The gift offer's terms (gift-offer-section `gift`): an extra of the price list, free from a quantity on. */
export interface GiftTerms {
  extra: ExtraId;
  min_quantity: number;
}

/** The credit offer's terms (credit-offer-section `credit`): equal monthly payments through a named bank. */
export interface CreditTerms {
  months: number;
  bank: string;
  /** Yearly interest; 0 for an instalment plan without interest. */
  annual_rate_percent: number;
  /** The smallest order the bank finances, in lei; null: any. */
  min_total?: number | null;
}

/** The offers the estimate applies; an absent or broken one is null (the contract's checks degrade it). */
export interface Offers {
  gift?: GiftTerms | null;
  credit?: CreditTerms | null;
}

export type PriceLineId =
  | "frame"
  | "glazing"
  | "openings"
  | "colour"
  | "sill"
  | "drip_sill"
  | "slopes"
  | "mosquito_net"
  | "installation"
  | "removal";

export interface PriceLine {
  id: PriceLineId;
  /** Lei for the whole order: the line's amount per unit times the quantity, whole lei. */
  amount: number;
  /** True on the gift offer's line, whose amount is 0. */
  gift?: boolean;
}

export interface CreditPlan {
  /** Each month's payment, whole lei, rounded up. */
  monthly: number;
  months: number;
  bank: string;
  annualRatePercent: number;
}

export type Estimate =
  | {
      ok: true;
      currency: string;
      area: number;
      /** The price of one unit, rounded to the list's step; `total` is exactly this times `quantity`. */
      unitPrice: number;
      quantity: number;
      lines: PriceLine[];
      total: number;
      /** The gift offer's extra when its condition holds (its line is at 0). */
      gift: ExtraId | null;
      credit: CreditPlan | null;
    }
  | { ok: false; problems: LimitProblem[] };

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Whether the gift offer holds for the configuration: enough units, and its extra applies to them. */
export function giftApplies(list: PriceList, configuration: WindowConfiguration, gift: GiftTerms | null | undefined) {
  const extra = gift && list.extras.find((item) => item.id === gift.extra);
  return Boolean(extra && configuration.quantity >= gift.min_quantity && extraApplies(extra.basis, configuration));
}

/**
 * The monthly payment of a credit: an annuity at the yearly rate (the total split evenly when the rate is 0), rounded
 * up to whole lei so the site never promises less than the bank asks. Null when the bank does not finance the total.
 */
export function creditPlan(total: number, credit: CreditTerms | null | undefined): CreditPlan | null {
  if (!credit || total <= 0 || (credit.min_total != null && total < credit.min_total)) return null;
  const rate = credit.annual_rate_percent / 1200;
  const payment = rate > 0 ? (total * rate) / (1 - (1 + rate) ** -credit.months) : total / credit.months;
  return {
    monthly: Math.ceil(payment - 1e-9),
    months: credit.months,
    bank: credit.bank,
    annualRatePercent: credit.annual_rate_percent,
  };
}

/**
 * The price of a configuration from the price list alone: frame by area and profile, glazing by area, each sash's
 * opening mechanism, the colour surcharge on frame and mechanisms, the chosen extras that apply to it, installation
 * and removal of the old window (with their minimum charges). One unit is priced and rounded to the list's step
 * first; each line is that unit's share in whole lei (what rounding adds or takes, a few lei, goes to the largest
 * line, the frame, rather than to a "rounding" line of its own, which read as a discount or a fee), and every line
 * and the total are the unit's times the quantity, so unit × quantity is the total and the lines add up to it.
 * The gift offer's extra, when its condition holds, is a line at 0; the credit offer gives the monthly payment.
 */
export function estimate(
  list: PriceList & { currency: string },
  configuration: WindowConfiguration,
  offers: Offers = {},
): Estimate {
  const problems = checkLimits(list, configuration);
  if (problems.length) return { ok: false, problems };

  const profile = list.profiles.find((item) => item.id === configuration.profile) ?? list.profiles[0]!;
  const glazing = list.glazing.find((item) => item.id === configuration.glazing) ?? list.glazing[0]!;
  const colour = list.colours.find((item) => item.id === configuration.colour) ?? list.colours[0]!;
  const area = areaOf(configuration);
  const gift = giftApplies(list, configuration, offers.gift) ? offers.gift!.extra : null;
  const perUnit: Array<[PriceLineId, number]> = [];

  const frame = area * profile.price_per_m2;
  perUnit.push(["frame", frame]);
  perUnit.push(["glazing", area * glazing.price_per_m2]);
  const openings = sashesOf(configuration).reduce(
    (sum, sash) => sum + (list.openings.find((item) => item.id === sash.opening)?.price ?? 0),
    0,
  );
  perUnit.push(["openings", openings]);
  perUnit.push(["colour", ((frame + openings) * colour.surcharge_percent) / 100]);

  // A balcony block's sill and drip sill run under its window part only.
  const sillWidth =
    (configuration.product === "balcony_block"
      ? configuration.width - (configuration.doorWidth ?? 0)
      : configuration.width) / 1000;
  const perimeter = (2 * configuration.height + configuration.width) / 1000;
  for (const extra of list.extras) {
    if (!configuration.extras.includes(extra.id) || extra.id === gift || !extraApplies(extra.basis, configuration)) {
      continue;
    }
    const basis =
      extra.basis === "width" ? sillWidth : extra.basis === "perimeter" ? perimeter : openingSashes(configuration);
    perUnit.push([extra.id, basis * extra.price]);
  }
  if (configuration.installation) {
    perUnit.push(["installation", Math.max(list.installation.min_price, area * list.installation.price_per_m2)]);
  }
  if (configuration.removal) {
    perUnit.push(["removal", Math.max(list.removal.min_price, area * list.removal.price_per_m2)]);
  }

  const unitPrice = roundTo(
    perUnit.reduce((sum, [, amount]) => sum + amount, 0),
    list.rounding,
  );
  const unitLines = perUnit
    .filter(([, amount]) => amount > 0)
    .map(([id, amount]) => ({ id, amount: Math.round(amount) }));
  const largest = unitLines.reduce((best, line) => (line.amount > best.amount ? line : best), unitLines[0]!);
  largest.amount += unitPrice - unitLines.reduce((sum, line) => sum + line.amount, 0);

  const { quantity } = configuration;
  const lines: PriceLine[] = unitLines.map((line) => ({ id: line.id, amount: line.amount * quantity }));
  if (gift) lines.push({ id: gift, amount: 0, gift: true });
  const total = unitPrice * quantity;
  return {
    ok: true,
    currency: list.currency,
    area: Math.round(area * 100) / 100,
    unitPrice,
    quantity,
    lines,
    total,
    gift,
    credit: creditPlan(total, offers.credit),
  };
}
