import { areaOf, productOf, sashesOf, type CalculatorConfig, type WindowConfiguration } from "./model";

export type SizeField = "width" | "height" | "doorWidth" | "windowHeight" | "topLightHeight";

/** A reason the configuration cannot be built; the form shows it translated, with its values. */
export type LimitProblem =
  | { field: SizeField; code: "outOfRange"; min: number; max: number }
  | { field: SizeField; code: "noRoom" }
  | {
      field: "sash";
      code: "sashWidth" | "sashHeight";
      sash: number;
      opening: string;
      actual: number;
      min: number;
      max: number;
    }
  | { field: "sash"; code: "sashArea"; sash: number; opening: string; actual: number; max: number }
  | { field: "area"; code: "areaTooLarge"; actual: number; max: number }
  | { field: "quantity"; code: "quantity"; max: number };

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

export interface SizeRange {
  min: number;
  max: number;
}

/**
 * The sizes a field accepts for the configuration as it stands: the product's own range, never below the spec's
 * 210 mm minimum, and for the parts inside the frame (a balcony block's door and window part, the top light) no more
 * than leaves 210 mm for the rest. Null when the field does not apply. The hint under a field and the check use this
 * one range, so a hint never promises what the check refuses.
 */
export function sizeRange(
  config: CalculatorConfig,
  configuration: WindowConfiguration,
  field: SizeField,
): SizeRange | null {
  const product = productOf(config, configuration.product);
  const minSize = config.min_size_mm;
  const range = (min: number, max: number) => ({ min: Math.max(minSize, min), max });
  switch (field) {
    case "width":
      return range(product.min_width, product.max_width);
    case "height":
      return range(product.min_height, product.max_height);
    case "doorWidth":
      return product.id === "balcony_block" && product.door_width
        ? range(product.door_width.min, Math.min(product.door_width.max, configuration.width - minSize))
        : null;
    case "windowHeight":
      return product.id === "balcony_block" && product.window_height
        ? range(product.window_height.min, Math.min(product.window_height.max, configuration.height - minSize))
        : null;
    case "topLightHeight":
      return configuration.topLight && product.top_light
        ? range(config.top_light_height.min, Math.min(config.top_light_height.max, configuration.height - minSize))
        : null;
  }
}

const SIZE_FIELDS: readonly SizeField[] = ["width", "height", "doorWidth", "windowHeight", "topLightHeight"];

/** The value of a size field in a configuration. */
const sizeOf = (configuration: WindowConfiguration, field: SizeField): number =>
  field === "doorWidth"
    ? (configuration.doorWidth ?? Number.NaN)
    : field === "windowHeight"
      ? (configuration.windowHeight ?? Number.NaN)
      : configuration[field];

/**
 * Checks a configuration against the price list's limits: every size within its range (sizeRange: the product's,
 * never below the spec's 210 mm), each sash's size and area limits for its opening type (real PVC sashes sag beyond
 * them), and the largest area one frame may have.
 */
export function checkLimits(config: CalculatorConfig, configuration: WindowConfiguration): LimitProblem[] {
  const problems: LimitProblem[] = [];
  for (const field of SIZE_FIELDS) {
    const range = sizeRange(config, configuration, field);
    if (!range) continue;
    const value = sizeOf(configuration, field);
    // A part with no room left in the frame: the frame is what to change (it is checked on its own).
    if (range.max < range.min) problems.push({ field, code: "noRoom" });
    else if (!Number.isFinite(value) || value < range.min || value > range.max) {
      problems.push({ field, code: "outOfRange", ...range });
    }
  }
  if (problems.length) return problems;

  for (const sash of sashesOf(configuration)) {
    if (sash.role === "topLight") continue;
    const opening = config.openings.find((item) => item.id === sash.opening);
    if (!opening) continue;
    const width = Math.round(sash.width);
    const height = Math.round(sash.height);
    if (width < opening.min_width || width > opening.max_width) {
      problems.push({
        field: "sash",
        code: "sashWidth",
        sash: sash.number,
        opening: opening.id,
        actual: width,
        min: opening.min_width,
        max: opening.max_width,
      });
    }
    if (height < opening.min_height || height > opening.max_height) {
      problems.push({
        field: "sash",
        code: "sashHeight",
        sash: sash.number,
        opening: opening.id,
        actual: height,
        min: opening.min_height,
        max: opening.max_height,
      });
    }
    const area = (sash.width * sash.height) / 1e6;
    if (area > opening.max_area_m2) {
      problems.push({
        field: "sash",
        code: "sashArea",
        sash: sash.number,
        opening: opening.id,
        actual: round2(area),
        max: opening.max_area_m2,
      });
    }
  }
  const area = areaOf(configuration);
  if (area > config.max_area_m2)
    problems.push({ field: "area", code: "areaTooLarge", actual: round1(area), max: config.max_area_m2 });
  if (
    !Number.isInteger(configuration.quantity) ||
    configuration.quantity < 1 ||
    configuration.quantity > config.max_quantity
  ) {
    problems.push({ field: "quantity", code: "quantity", max: config.max_quantity });
  }
  return problems;
}
