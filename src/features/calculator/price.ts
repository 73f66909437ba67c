import { checkLimits, type LimitProblem } from "./limits";
import { areaOf, sashesOf, type CalculatorConfig, type WindowConfiguration } from "./model";

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
  /** Lei for the whole order (all units), whole numbers. */
  amount: number;
}

export type Estimate =
  | { ok: true; currency: string; area: number; unitPrice: number; quantity: number; lines: PriceLine[]; total: number }
  | { ok: false; problems: LimitProblem[] };

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * The 'from' price of a configuration, from the price list alone: frame by area and profile, glazing by area,
 * each sash's opening mechanism, the colour surcharge on frame and mechanisms, the chosen extras, installation and
 * removal of the old window (with their minimum charges), times the quantity, rounded to the list's step. The lines
 * add up to the total (a customer who checks the sum finds it): each is rounded to whole lei, and what rounding the
 * total to the step adds or takes (a few lei) goes to the largest line, the frame, rather than to a "rounding" line
 * of its own, which read as a discount or a fee.
 */
export function estimate(config: CalculatorConfig, configuration: WindowConfiguration): Estimate {
  const problems = checkLimits(config, configuration);
  if (problems.length) return { ok: false, problems };

  const profile = config.profiles.find((item) => item.id === configuration.profile) ?? config.profiles[0]!;
  const glazing = config.glazing.find((item) => item.id === configuration.glazing) ?? config.glazing[0]!;
  const colour = config.colours.find((item) => item.id === configuration.colour) ?? config.colours[0]!;
  const sashes = sashesOf(configuration);
  const area = areaOf(configuration);
  const perUnit: Array<[PriceLineId, number]> = [];

  const frame = area * profile.price_per_m2;
  perUnit.push(["frame", frame]);
  perUnit.push(["glazing", area * glazing.price_per_m2]);
  const openings = sashes.reduce(
    (sum, sash) => sum + (config.openings.find((item) => item.id === sash.opening)?.price ?? 0),
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
  const openingSashes = sashes.filter((sash) => sash.opening !== "fixed").length;
  for (const extra of config.extras) {
    if (!configuration.extras.includes(extra.id)) continue;
    const quantity = extra.basis === "width" ? sillWidth : extra.basis === "perimeter" ? perimeter : openingSashes;
    perUnit.push([extra.id, quantity * extra.price]);
  }
  if (configuration.installation) {
    perUnit.push(["installation", Math.max(config.installation.min_price, area * config.installation.price_per_m2)]);
  }
  if (configuration.removal) {
    perUnit.push(["removal", Math.max(config.removal.min_price, area * config.removal.price_per_m2)]);
  }

  const quantity = configuration.quantity;
  const unitPrice = perUnit.reduce((sum, [, amount]) => sum + amount, 0);
  const lines: PriceLine[] = perUnit
    .filter(([, amount]) => amount > 0)
    .map(([id, amount]) => ({ id, amount: Math.round(amount * quantity) }));
  const total = roundTo(unitPrice * quantity, config.rounding);
  const rounding = total - lines.reduce((sum, line) => sum + line.amount, 0);
  const largest = lines.reduce<PriceLine | null>(
    (best, line) => (best && best.amount >= line.amount ? best : line),
    null,
  );
  if (largest) largest.amount += rounding;
  return {
    ok: true,
    currency: config.currency,
    area: Math.round(area * 100) / 100,
    unitPrice: Math.round(unitPrice),
    quantity,
    lines,
    total,
  };
}
