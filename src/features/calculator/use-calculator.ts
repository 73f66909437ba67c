import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  configurationFromPreset,
  defaultConfiguration,
  estimate,
  extrasFor,
  isDoorSection,
  presetOf,
  productOf,
  sizeRange,
  switchProduct,
  type SwitchChange,
} from "../../../contract/browser";
import { calculatorQuery, readCalculatorLink, type CalculatorLink } from "../../lib/calculator-link";
import { formatDecimal } from "../../lib/format";
import { usePage } from "../../lib/i18n";
import type { CalculatorData, LimitProblem, OpeningId, ProductId, SizeField, WindowConfiguration } from "./model";
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
 * estimate (with the offers) and problems, and the texts that depend on them. The part components only read and call
 * this.
 *
 * With `linked` (the calculator page) the page's URL is part of the state: a configuration in its query
 * (lib/calculator-link.ts: a product's "calculate the price", a shared estimate) is what the calculator opens with,
 * with the catalogue product it came from, and each choice of the visitor's is written back, so the address can be
 * shared or bookmarked. The server renders the defaults; the link's configuration is applied as the calculator first
 * commits in the browser.
 */
export function useCalculator(data: CalculatorData | null, { linked = false }: { linked?: boolean } = {}) {
  const { t, locale } = usePage();
  const config = data?.config ?? null;
  const [base, setBase] = useState<WindowConfiguration>(() => (config ? defaultConfiguration(config) : FALLBACK));
  const [sizes, setSizes] = useState<Sizes>(() => sizesOf(base));
  const [showProblems, setShowProblems] = useState(false);
  /** The catalogue product the link came from (its remote id), named above the calculator and sent with the request. */
  const [item, setItem] = useState<number | null>(null);
  /** What the last switch of the product type changed, said under the product choice until the next choice. */
  const [switched, setSwitched] = useState<SwitchChange[] | null>(null);
  /** Set by the visitor's first choice: from then on the URL follows the configuration. */
  const chosen = useRef(false);

  useCommitEffect(() => {
    if (!linked || !config) return;
    const link = readCalculatorLink(window.location.search);
    if (Object.keys(link).length === 0) return;
    const next = configurationFromPreset(config, link);
    setBase(next);
    setSizes(sizesOf(next));
    setItem(link.item ?? null);
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
  const result = useMemo(
    () => (config ? estimate(config, configuration, { credit: data?.credit, gift: data?.gift }) : null),
    [config, data, configuration],
  );
  const problems: LimitProblem[] = result && !result.ok ? result.problems : [];
  const fallbackProblems = config ? [] : (["width", "height"] as const).filter((field) => !isValidSize(sizes[field]));

  /** The configuration as an address says it, with the product it came from. */
  const link = useMemo<CalculatorLink>(
    () => ({ ...presetOf(config, configuration), item }),
    [config, configuration, item],
  );

  useEffect(() => {
    if (!linked || !chosen.current) return;
    const { pathname, hash } = window.location;
    // The router's own state stays: only the address changes, no navigation (as the hash dialogs clear a hash).
    window.history.replaceState(window.history.state, "", `${pathname}${calculatorQuery(link)}${hash}`);
  }, [linked, link]);

  const change = (patch: Partial<WindowConfiguration>) => {
    chosen.current = true;
    setSwitched(null);
    setBase((current) => ({ ...current, ...patch }));
  };
  const setSize = (field: SizeField, value: string) => {
    chosen.current = true;
    setSwitched(null);
    setSizes((current) => ({ ...current, [field]: value }));
  };

  /** Another product type: what still applies stays (contract: switchProduct), and the visitor reads what changed. */
  const chooseProduct = (product: ProductId) => {
    if (!config) return change({ product });
    chosen.current = true;
    const next = switchProduct(config, configuration, product);
    setBase(next.configuration);
    setSizes(sizesOf(next.configuration));
    setSwitched(next.changes);
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
  const extraTitle = (id: string) => config?.extras.find((extra) => extra.id === id)?.title ?? id;

  /** What the last product switch changed, in the visitor's words; null before any switch. */
  const switchNote =
    switched &&
    [
      t("calculator.switch.done", { product: productTitle }),
      ...(switched.length === 0 ? [t("calculator.switch.kept")] : []),
      ...switched.map((item) =>
        item.field === "extras"
          ? t("calculator.switch.extras", { extras: item.dropped.map(extraTitle).join(", ") })
          : item.field === "topLight"
            ? t("calculator.switch.topLight")
            : t(`calculator.switch.${item.field}`, item),
      ),
    ].join(" ");

  return {
    data,
    config,
    linked,
    base,
    link,
    /** The catalogue product the calculator was opened for, when the link named one the calculator knows. */
    presetProduct: data?.products.find((entry) => entry.id === item) ?? null,
    /** The extras that apply to the configuration (a fixed window takes no insect screen, a door no sill). */
    extras: config ? extrasFor(config, configuration) : [],
    switchNote,
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
