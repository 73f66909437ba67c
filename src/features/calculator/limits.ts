import { areaOf, productOf, sashesOf, type CalculatorConfig, type WindowConfiguration } from "./model";

export type SizeField = "width" | "height" | "doorWidth" | "windowHeight" | "topLightHeight";

/** A reason the configuration cannot be built; the form shows it translated, with its values. */
export type LimitProblem =
  | { field: SizeField; code: "belowMinimum"; min: number }
  | { field: SizeField; code: "outOfRange"; min: number; max: number }
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

function checkSize(
  problems: LimitProblem[],
  field: SizeField,
  value: number,
  minSize: number,
  min: number,
  max: number,
) {
  if (!Number.isFinite(value) || value < minSize) problems.push({ field, code: "belowMinimum", min: minSize });
  else if (value < min || value > max) problems.push({ field, code: "outOfRange", min, max });
}

/**
 * Checks a configuration against the price list's limits: the spec's 210 mm minimum for every size, the product's
 * size range, each sash's size and area limits for its opening type (real PVC sashes sag beyond them), and the
 * largest area one frame may have.
 */
export function checkLimits(config: CalculatorConfig, configuration: WindowConfiguration): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const product = productOf(config, configuration.product);
  const minSize = config.min_size_mm;
  checkSize(problems, "width", configuration.width, minSize, product.min_width, product.max_width);
  checkSize(problems, "height", configuration.height, minSize, product.min_height, product.max_height);
  if (product.id === "balcony_block" && product.door_width && product.window_height) {
    const doorMax = Math.min(product.door_width.max, configuration.width - minSize);
    checkSize(problems, "doorWidth", configuration.doorWidth ?? 0, minSize, product.door_width.min, doorMax);
    const windowMax = Math.min(product.window_height.max, configuration.height - minSize);
    checkSize(problems, "windowHeight", configuration.windowHeight ?? 0, minSize, product.window_height.min, windowMax);
  }
  if (configuration.topLight && product.top_light) {
    const { min, max } = config.top_light_height;
    checkSize(
      problems,
      "topLightHeight",
      configuration.topLightHeight,
      minSize,
      min,
      Math.min(max, configuration.height - minSize),
    );
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
