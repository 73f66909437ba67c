import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { calculatorQuery, readCalculatorLink } from "../../lib/calculator-link";
import { formatDecimal } from "../../lib/format";
import { usePage } from "../../lib/i18n";
import { sizeRange, type LimitProblem, type SizeField } from "./limits";
import {
  defaultConfiguration,
  productOf,
  type CalculatorConfig,
  type OpeningId,
  type ProductId,
  type WindowConfiguration,
} from "./model";
import { configurationFromLink, isDoorSection, linkOf } from "./preset";
import { estimate } from "./price";
import { isValidSize, parseSize, SIZE_MIN_MM } from "./size-mask";

/** A layout effect in the browser (before the next paint); nothing on the server. */
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

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
 *
 * With `linked` (the calculator page) the page's URL is part of the state: a configuration in its query
 * (lib/calculator-link.ts, a product's "calculate the price") is what the calculator opens with, and each choice of
 * the visitor's is written back, so the address can be shared or bookmarked. The server renders the defaults; the
 * link's configuration is applied as the calculator first commits in the browser.
 */
export function useCalculator(config: CalculatorConfig | null, { linked = false }: { linked?: boolean } = {}) {
  const { t, locale } = usePage();
  const [base, setBase] = useState<WindowConfiguration>(() => (config ? defaultConfiguration(config) : FALLBACK));
  const [sizes, setSizes] = useState<Sizes>(() => sizesOf(base));
  const [showProblems, setShowProblems] = useState(false);
  /** Set by the visitor's first choice: from then on the URL follows the configuration. */
  const chosen = useRef(false);

  useCommitEffect(() => {
    if (!linked || !config) return;
    const link = readCalculatorLink(window.location.search);
    if (Object.keys(link).length === 0) return;
    const next = configurationFromLink(config, link);
    setBase(next);
    setSizes(sizesOf(next));
  }, [linked, config]);

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

  useEffect(() => {
    if (!linked || !chosen.current) return;
    const { pathname, hash } = window.location;
    // The router's own state stays: only the address changes, no navigation (as the hash dialogs clear a hash).
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}${calculatorQuery(linkOf(configuration))}${hash}`,
    );
  }, [linked, configuration]);

  const change = (patch: Partial<WindowConfiguration>) => {
    chosen.current = true;
    setBase((current) => ({ ...current, ...patch }));
  };
  const setSize = (field: SizeField, value: string) => {
    chosen.current = true;
    setSizes((current) => ({ ...current, [field]: value }));
  };

  const chooseProduct = (product: ProductId) => {
    if (!config) return change({ product });
    chosen.current = true;
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

  const isBlock = base.product === "balcony_block";
  const windowCount = base.sashes.length - (isBlock ? 1 : 0);
  /** What the visitor calls a section (0-based, left to right): the door, the window of a block, or a sash by number. */
  const sectionName = (index: number) => {
    if (isDoorSection(base.product, index)) return t("calculator.door");
    if (isBlock) return windowCount === 1 ? t("calculator.windowPart") : t("calculator.windowSash", { number: index });
    return t("calculator.sash", { number: index + 1 });
  };

  const openingTitle = (opening: OpeningId) => config?.openings.find((item) => item.id === opening)?.title ?? opening;
  const problemText = (problem: LimitProblem) =>
    t(`calculator.problems.${problem.code}`, {
      ...problem,
      // Areas are decimals: written with the language's decimal comma.
      ...(problem.code === "sashArea" || problem.code === "areaTooLarge"
        ? { actual: formatDecimal(problem.actual, locale), max: formatDecimal(problem.max, locale) }
        : {}),
      opening: "opening" in problem ? openingTitle(problem.opening as OpeningId) : "",
      sash: "sash" in problem ? sectionName(problem.sash - 1) : "",
    });
  /** The range a size field accepts now, as its hint says it: the same range the check applies. */
  const sizeHint = (field: SizeField): string => {
    const range = config ? sizeRange(config, configuration, field) : null;
    return range && range.min <= range.max
      ? t("calculator.sizeHint", { min: range.min, max: range.max })
      : t("calculator.problems.belowMinimum", { min: SIZE_MIN_MM });
  };
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
    sectionName,
    sizeHint,
    sizeError,
  };
}

export type CalculatorState = ReturnType<typeof useCalculator>;
