import { useMemo, useState } from "react";
import { usePage } from "../../lib/i18n";
import type { LimitProblem, SizeField } from "./limits";
import {
  defaultConfiguration,
  productOf,
  type CalculatorConfig,
  type OpeningId,
  type ProductId,
  type WindowConfiguration,
} from "./model";
import { estimate } from "./price";
import { isValidSize, parseSize, SIZE_MIN_MM } from "./size-mask";

export type Sizes = Record<SizeField, string>;

const sizesOf = (configuration: WindowConfiguration): Sizes => ({
  width: String(configuration.width),
  height: String(configuration.height),
  doorWidth: configuration.doorWidth == null ? "" : String(configuration.doorWidth),
  windowHeight: configuration.windowHeight == null ? "" : String(configuration.windowHeight),
  topLightHeight: String(configuration.topLightHeight),
});

/** Without a price list the visitor still chooses a product and its size; a manager prices it. */
const FALLBACK: WindowConfiguration = {
  product: "window",
  width: 1300,
  height: 1400,
  doorWidth: null,
  windowHeight: null,
  sashes: ["fixed", "tilt_turn"],
  topLight: false,
  topLightHeight: 450,
  profile: "",
  glazing: "",
  colour: "",
  extras: [],
  installation: true,
  removal: false,
  quantity: 1,
};

/**
 * The calculator's state: the visitor's choices (`base`) and the sizes as typed, the configuration they make, its
 * estimate and problems, and the texts that depend on them. The part components only read and call this.
 */
export function useCalculator(config: CalculatorConfig | null) {
  const { t } = usePage();
  const [base, setBase] = useState<WindowConfiguration>(() => (config ? defaultConfiguration(config) : FALLBACK));
  const [sizes, setSizes] = useState<Sizes>(() => sizesOf(base));
  const [showProblems, setShowProblems] = useState(false);

  const configuration = useMemo<WindowConfiguration>(
    () => ({
      ...base,
      width: parseSize(sizes.width),
      height: parseSize(sizes.height),
      doorWidth: base.product === "balcony_block" ? parseSize(sizes.doorWidth) : null,
      windowHeight: base.product === "balcony_block" ? parseSize(sizes.windowHeight) : null,
      topLightHeight: parseSize(sizes.topLightHeight),
    }),
    [base, sizes],
  );
  const result = useMemo(() => (config ? estimate(config, configuration) : null), [config, configuration]);
  const problems: LimitProblem[] = result && !result.ok ? result.problems : [];
  const fallbackProblems = config ? [] : (["width", "height"] as const).filter((field) => !isValidSize(sizes[field]));

  const change = (patch: Partial<WindowConfiguration>) => setBase((current) => ({ ...current, ...patch }));
  const setSize = (field: SizeField, value: string) => setSizes((current) => ({ ...current, [field]: value }));

  const chooseProduct = (product: ProductId) => {
    if (!config) return change({ product });
    const next = {
      ...defaultConfiguration(config, product),
      profile: base.profile,
      glazing: base.glazing,
      colour: base.colour,
      extras: base.extras,
    };
    setBase(next);
    setSizes(sizesOf(next));
  };

  const setSections = (count: number) => {
    const sashes = Array.from({ length: count }, (_, index) => base.sashes[index] ?? "fixed");
    change({ sashes });
  };

  const openingTitle = (opening: OpeningId) => config?.openings.find((item) => item.id === opening)?.title ?? opening;
  const problemText = (problem: LimitProblem) =>
    t(`calculator.problems.${problem.code}`, {
      ...problem,
      opening: "opening" in problem ? openingTitle(problem.opening as OpeningId) : "",
    });
  const sizeError = (field: SizeField): string | null => {
    if (!config) {
      return fallbackProblems.includes(field as "width") && showProblems
        ? t("calculator.problems.belowMinimum", { min: SIZE_MIN_MM })
        : null;
    }
    const problem = problems.find((item) => item.field === field);
    return problem && (showProblems || sizes[field].length >= 3) ? problemText(problem) : null;
  };

  const product = config ? productOf(config, base.product) : null;
  const productTitle = product?.title ?? t(`calculator.products.${base.product}`);

  return {
    config,
    base,
    sizes,
    configuration,
    result,
    product,
    productTitle,
    /** True when the request may go: the sizes (and, with a price list, every limit) are fine. */
    isComplete: problems.length === 0 && fallbackProblems.length === 0,
    sashProblems: problems.filter(
      (problem) => problem.field === "sash" || problem.field === "area" || problem.field === "quantity",
    ),
    change,
    setSize,
    chooseProduct,
    setSections,
    revealProblems: () => setShowProblems(true),
    openingTitle,
    problemText,
    sizeError,
  };
}

export type CalculatorState = ReturnType<typeof useCalculator>;
