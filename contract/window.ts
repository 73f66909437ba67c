/**
 * What a price list can build: a configuration (one window, balcony door or balcony block, times a quantity), its
 * panes, the sizes and sashes the price list allows, the extras that apply to it, and the configuration a preset
 * (a product's, or the calculator page's address) asks for. Pure and dependency-free: the calculator in the browser
 * and the build (a product's price, estimate.ts) read a price list by the same rules.
 */
import { CALCULATOR_CHOICES, type CalculatorPreset } from "./calculator-preset";

export type ProductId = (typeof CALCULATOR_CHOICES.product)[number];
export type OpeningId = (typeof CALCULATOR_CHOICES.opening)[number];
export type ExtraId = (typeof CALCULATOR_CHOICES.extra)[number];
export type ExtraBasis = (typeof CALCULATOR_CHOICES.extraBasis)[number];

interface Range {
  min: number;
  max: number;
  default: number;
}
interface Work {
  price_per_m2: number;
  min_price: number;
}

/**
 * The fields of a price list the rules read (contract: calculatorSchema). Both the contract's parsed answer and the
 * site's GraphQL fragment have this shape, with their own extra fields (titles, descriptions).
 */
export interface PriceList {
  min_size_mm: number;
  max_area_m2: number;
  rounding: number;
  max_quantity: number;
  products: ReadonlyArray<{
    id: ProductId;
    min_width: number;
    max_width: number;
    min_height: number;
    max_height: number;
    max_sections: number;
    top_light: boolean;
    default_width: number;
    default_height: number;
    door_width?: Range | null;
    window_height?: Range | null;
  }>;
  top_light_height: Range;
  openings: ReadonlyArray<{
    id: OpeningId;
    price: number;
    min_width: number;
    max_width: number;
    min_height: number;
    max_height: number;
    max_area_m2: number;
  }>;
  profiles: ReadonlyArray<{ id: string; price_per_m2: number }>;
  glazing: ReadonlyArray<{ id: string; price_per_m2: number }>;
  colours: ReadonlyArray<{ id: string; surcharge_percent: number }>;
  extras: ReadonlyArray<{ id: ExtraId; basis: ExtraBasis; price: number }>;
  installation: Work;
  removal: Work;
}

/** What the visitor chose: one window (or door, or balcony block), times `quantity`. Sizes in mm. */
export interface WindowConfiguration {
  product: ProductId;
  width: number;
  height: number;
  /** Balcony block only: the door's width and the window part's height. */
  doorWidth: number | null;
  windowHeight: number | null;
  /** One opening per section, left to right; in a balcony block the first section is the door. */
  sashes: OpeningId[];
  topLight: boolean;
  topLightHeight: number;
  profile: string;
  glazing: string;
  colour: string;
  extras: ExtraId[];
  installation: boolean;
  removal: boolean;
  quantity: number;
}

export type SashRole = "window" | "door" | "topLight";

export interface Sash {
  /** 1-based position among the sections, as the visitor counts them; 0 for the top light. */
  number: number;
  role: SashRole;
  opening: OpeningId;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const productOf = <L extends PriceList>(list: L, id: ProductId): L["products"][number] =>
  list.products.find((product) => product.id === id) ?? list.products[0]!;

/** Openings a door can have: a door that does not open is a window. */
export const DOOR_OPENINGS: readonly OpeningId[] = ["turn_left", "turn_right", "tilt_turn"];

/** Sections as the visitor counts them: a balcony block's first section is its door, counted apart. */
export const doorSections = (product: ProductId) => (product === "balcony_block" ? 1 : 0);

/** Whether the section at `index` (0-based, left to right) is a door, which opens only as a door can. */
export const isDoorSection = (product: ProductId, index: number) =>
  product === "balcony_door" || (product === "balcony_block" && index === 0);

/** Which numbers of sections a product may have, as the visitor counts them. */
export function sectionChoices(list: PriceList, product: ProductId): number[] {
  const most = productOf(list, product).max_sections - doorSections(product);
  return Array.from({ length: Math.max(1, most) }, (_, index) => index + 1);
}

/** The panes of a configuration, positioned in mm from the top-left corner (the picture draws these). */
export function sashesOf(configuration: WindowConfiguration): Sash[] {
  const { product, width, height, sashes, topLight, topLightHeight } = configuration;
  const result: Sash[] = [];
  if (product === "balcony_block") {
    const doorWidth = configuration.doorWidth ?? 0;
    const windowHeight = configuration.windowHeight ?? 0;
    const [door = "turn_left", ...windows] = sashes;
    result.push({ number: 1, role: "door", opening: door, x: 0, y: 0, width: doorWidth, height });
    const windowWidth = windows.length ? (width - doorWidth) / windows.length : 0;
    windows.forEach((opening, index) =>
      result.push({
        number: index + 2,
        role: "window",
        opening,
        x: doorWidth + index * windowWidth,
        y: 0,
        width: windowWidth,
        height: windowHeight,
      }),
    );
    return result;
  }
  const top = topLight ? topLightHeight : 0;
  if (top) result.push({ number: 0, role: "topLight", opening: "fixed", x: 0, y: 0, width, height: top });
  const sectionWidth = width / Math.max(1, sashes.length);
  sashes.forEach((opening, index) =>
    result.push({
      number: index + 1,
      role: product === "balcony_door" ? "door" : "window",
      opening,
      x: index * sectionWidth,
      y: top,
      width: sectionWidth,
      height: height - top,
    }),
  );
  return result;
}

/** Area in m² that is priced: the whole frame, or door plus window part for a balcony block. */
export function areaOf(configuration: WindowConfiguration): number {
  if (configuration.product === "balcony_block") {
    const doorWidth = configuration.doorWidth ?? 0;
    return (
      (doorWidth * configuration.height + (configuration.width - doorWidth) * (configuration.windowHeight ?? 0)) / 1e6
    );
  }
  return (configuration.width * configuration.height) / 1e6;
}

/** Sashes that open (what insect screens are fitted to). */
export const openingSashes = (configuration: WindowConfiguration) =>
  sashesOf(configuration).filter((sash) => sash.opening !== "fixed").length;

/**
 * Whether an extra applies to the configuration, by what it is priced on: a sill runs under a window (a balcony door
 * has none), a screen fits a sash that opens (a fixed window has none), slopes go round any opening in the wall.
 */
export function extraApplies(basis: ExtraBasis, configuration: WindowConfiguration): boolean {
  if (basis === "width") return configuration.product !== "balcony_door";
  if (basis === "opening_sash") return openingSashes(configuration) > 0;
  return true;
}

/** The price list's extras that apply to the configuration, in the list's order. */
export const extrasFor = <L extends PriceList>(list: L, configuration: WindowConfiguration): L["extras"][number][] =>
  list.extras.filter((extra) => extraApplies(extra.basis, configuration));

/** A sensible starting point for a product: its default size, one opening sash per section. */
export function defaultConfiguration(list: PriceList, productId: ProductId = "window"): WindowConfiguration {
  const product = productOf(list, productId);
  const opening = (id: OpeningId): OpeningId =>
    list.openings.some((item) => item.id === id) ? id : list.openings[0]!.id;
  const sashes: OpeningId[] =
    product.id === "window"
      ? [opening("fixed"), opening("tilt_turn")].slice(0, product.max_sections)
      : product.id === "balcony_door"
        ? [opening("tilt_turn")]
        : [opening("tilt_turn"), opening("fixed")];
  return {
    product: product.id,
    width: product.default_width,
    height: product.default_height,
    doorWidth: product.door_width?.default ?? null,
    windowHeight: product.window_height?.default ?? null,
    sashes,
    topLight: false,
    topLightHeight: list.top_light_height.default,
    profile: list.profiles[0]!.id,
    glazing: (list.glazing[1] ?? list.glazing[0]!).id,
    colour: list.colours[0]!.id,
    extras: [],
    installation: true,
    removal: false,
    quantity: 1,
  };
}

export type SizeField = "width" | "height" | "doorWidth" | "windowHeight" | "topLightHeight";
const SIZE_FIELDS: readonly SizeField[] = ["width", "height", "doorWidth", "windowHeight", "topLightHeight"];

/** A reason the configuration cannot be built; the form shows it translated, with its values. */
export type LimitProblem =
  | { field: SizeField; code: "outOfRange"; min: number; max: number }
  | { field: SizeField; code: "noRoom" }
  | {
      field: "sash";
      code: "sashWidth" | "sashHeight";
      sash: number;
      opening: OpeningId;
      actual: number;
      min: number;
      max: number;
    }
  | { field: "sash"; code: "sashArea"; sash: number; opening: OpeningId; actual: number; max: number }
  | { field: "area"; code: "areaTooLarge"; actual: number; max: number }
  | { field: "quantity"; code: "quantity"; max: number };

export interface SizeRange {
  min: number;
  max: number;
}

/**
 * The sizes a field accepts for the configuration as it stands: the product's own range, never below the list's
 * smallest size (the spec's 210 mm), and for the parts inside the frame (a balcony block's door and window part, the
 * top light) no more than leaves that much for the rest. Null when the field does not apply. The hint under a field
 * and the check use this one range, so a hint never promises what the check refuses.
 */
export function sizeRange(list: PriceList, configuration: WindowConfiguration, field: SizeField): SizeRange | null {
  const product = productOf(list, configuration.product);
  const minSize = list.min_size_mm;
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
        ? range(list.top_light_height.min, Math.min(list.top_light_height.max, configuration.height - minSize))
        : null;
  }
}

const sizeOf = (configuration: WindowConfiguration, field: SizeField): number =>
  field === "doorWidth"
    ? (configuration.doorWidth ?? Number.NaN)
    : field === "windowHeight"
      ? (configuration.windowHeight ?? Number.NaN)
      : configuration[field];

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Each sash against its opening type's size and area limits (real PVC sashes sag beyond them). */
function sashProblems(list: PriceList, configuration: WindowConfiguration): LimitProblem[] {
  const problems: LimitProblem[] = [];
  for (const sash of sashesOf(configuration)) {
    if (sash.role === "topLight") continue;
    const opening = list.openings.find((item) => item.id === sash.opening);
    if (!opening) continue;
    const { id, min_width, max_width, min_height, max_height, max_area_m2 } = opening;
    const width = Math.round(sash.width);
    const height = Math.round(sash.height);
    const at = { field: "sash", sash: sash.number, opening: id } as const;
    if (width < min_width || width > max_width) {
      problems.push({ ...at, code: "sashWidth", actual: width, min: min_width, max: max_width });
    }
    if (height < min_height || height > max_height) {
      problems.push({ ...at, code: "sashHeight", actual: height, min: min_height, max: max_height });
    }
    const area = (sash.width * sash.height) / 1e6;
    if (area > max_area_m2) problems.push({ ...at, code: "sashArea", actual: round2(area), max: max_area_m2 });
  }
  return problems;
}

/**
 * Checks a configuration against the price list's limits: every size within its range (sizeRange), each sash's size
 * and area for its opening type, the largest area one frame may have, and the quantity.
 */
export function checkLimits(list: PriceList, configuration: WindowConfiguration): LimitProblem[] {
  const problems: LimitProblem[] = [];
  for (const field of SIZE_FIELDS) {
    const range = sizeRange(list, configuration, field);
    if (!range) continue;
    const value = sizeOf(configuration, field);
    // A part with no room left in the frame: the frame is what to change (it is checked on its own).
    if (range.max < range.min) problems.push({ field, code: "noRoom" });
    else if (!Number.isFinite(value) || value < range.min || value > range.max) {
      problems.push({ field, code: "outOfRange", ...range });
    }
  }
  if (problems.length) return problems;
  problems.push(...sashProblems(list, configuration));
  const area = areaOf(configuration);
  if (area > list.max_area_m2) {
    problems.push({ field: "area", code: "areaTooLarge", actual: round1(area), max: list.max_area_m2 });
  }
  const { quantity } = configuration;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > list.max_quantity) {
    problems.push({ field: "quantity", code: "quantity", max: list.max_quantity });
  }
  return problems;
}

const within = (value: number | null | undefined, range: SizeRange | null): value is number =>
  value != null && range != null && value >= range.min && value <= range.max;

/** The sashes a product may take from another configuration's, door first; null when they do not fit it. */
function sashesFor(list: PriceList, product: ProductId, from: ReadonlyArray<string | undefined>): OpeningId[] | null {
  const known = (id: string | undefined): OpeningId | undefined => list.openings.find((item) => item.id === id)?.id;
  const defaults = defaultConfiguration(list, product).sashes;
  const doors = doorSections(product);
  const count = product === "balcony_door" ? 1 : from.length;
  if (count < 1 || !sectionChoices(list, product).includes(count - doors)) return null;
  return Array.from({ length: count }, (_, index) => {
    const asked = known(from[index]);
    const allowed = asked && (!isDoorSection(product, index) || DOOR_OPENINGS.includes(asked));
    return allowed ? asked : (defaults[index] ?? "fixed");
  });
}

/**
 * The configuration a preset asks for, from the price list's defaults: each value the price list knows and the
 * product allows replaces its default, and anything else (an unknown id, a size out of range, too many sections)
 * leaves the default as it is.
 */
export function configurationFromPreset(list: PriceList, preset: CalculatorPreset): WindowConfiguration {
  const known = <T extends { id: string }>(items: readonly T[], id: string | null | undefined) =>
    items.find((item) => item.id === id)?.id;
  const productId = known(list.products, preset.product) as ProductId | undefined;
  const configuration = defaultConfiguration(list, productId);
  const product = configuration.product;

  const sections = preset.sections && sectionChoices(list, product).includes(preset.sections) ? preset.sections : null;
  const count = sections ? sections + doorSections(product) : configuration.sashes.length;
  const asked = Array.from({ length: count }, (_, index) => preset.openings?.[index] ?? configuration.sashes[index]);
  configuration.sashes = sashesFor(list, product, asked) ?? configuration.sashes;
  configuration.profile = known(list.profiles, preset.profile) ?? configuration.profile;
  configuration.glazing = known(list.glazing, preset.glazing) ?? configuration.glazing;
  configuration.colour = known(list.colours, preset.colour) ?? configuration.colour;
  for (const field of ["width", "height"] as const) {
    const value = preset[field];
    if (within(value, sizeRange(list, configuration, field))) configuration[field] = value;
  }
  if (within(preset.door_width, sizeRange(list, configuration, "doorWidth"))) {
    configuration.doorWidth = preset.door_width;
  }
  if (within(preset.window_height, sizeRange(list, configuration, "windowHeight"))) {
    configuration.windowHeight = preset.window_height;
  }
  if (preset.top_light && productOf(list, product).top_light) {
    const withTop = { ...configuration, topLight: true };
    if (within(preset.top_light, sizeRange(list, withTop, "topLightHeight"))) {
      Object.assign(configuration, { topLight: true, topLightHeight: preset.top_light });
    }
  }
  configuration.extras = extrasFor(list, configuration)
    .filter((extra) => preset.extras?.includes(extra.id))
    .map((extra) => extra.id);
  if (preset.installation != null) configuration.installation = preset.installation;
  if (preset.removal != null) configuration.removal = preset.removal;
  if (preset.quantity && preset.quantity <= list.max_quantity) configuration.quantity = preset.quantity;
  return configuration;
}

/**
 * The preset of a configuration: what the calculator page's address says. With the price list, the values that are
 * the product's defaults anyway are left out of the works, the quantity and a balcony block's parts; without, every
 * value is written.
 */
export function presetOf(list: PriceList | null, configuration: WindowConfiguration): CalculatorPreset {
  const valid = (value: number | null) => (value != null && Number.isFinite(value) ? value : null);
  const defaults = list ? defaultConfiguration(list, configuration.product) : null;
  const unlessDefault = <T>(value: T, standard: T | undefined) => (value === standard ? null : value);
  return {
    product: configuration.product,
    sections: configuration.sashes.length - doorSections(configuration.product),
    openings: configuration.sashes,
    profile: configuration.profile || null,
    glazing: configuration.glazing || null,
    colour: configuration.colour || null,
    width: valid(configuration.width),
    height: valid(configuration.height),
    door_width: unlessDefault(valid(configuration.doorWidth), defaults?.doorWidth),
    window_height: unlessDefault(valid(configuration.windowHeight), defaults?.windowHeight),
    top_light: configuration.topLight ? valid(configuration.topLightHeight) : null,
    extras: configuration.extras,
    installation: unlessDefault(configuration.installation, defaults?.installation),
    removal: unlessDefault(configuration.removal, defaults?.removal),
    quantity: unlessDefault(configuration.quantity, defaults?.quantity),
  };
}

/** What switching the product type changed, for the visitor to read (the sizes with the new product's range). */
export type SwitchChange =
  | { field: "width" | "height"; from: number; to: number; min: number; max: number }
  | { field: "sections"; from: number; to: number }
  | { field: "topLight" }
  | { field: "extras"; dropped: ExtraId[] };

/**
 * Another product type for the same opening in the wall: what still applies stays (the size where the new product
 * takes it, the sections and their openings where it may have them, the top light where it has one, the extras
 * that apply, the materials, the works and the quantity); the rest takes the new product's defaults, and `changes`
 * says which.
 */
export function switchProduct(
  list: PriceList,
  from: WindowConfiguration,
  product: ProductId,
): { configuration: WindowConfiguration; changes: SwitchChange[] } {
  const next: WindowConfiguration = {
    ...defaultConfiguration(list, product),
    profile: from.profile,
    glazing: from.glazing,
    colour: from.colour,
    installation: from.installation,
    removal: from.removal,
    quantity: from.quantity,
  };
  const changes: SwitchChange[] = [];
  for (const field of ["width", "height"] as const) {
    const range = sizeRange(list, next, field)!;
    if (within(from[field], range)) next[field] = from[field];
    else if (Number.isFinite(from[field])) changes.push({ field, from: from[field], to: next[field], ...range });
  }
  // The window sections stay where the new product has room for them, the door where it has one.
  const windowsOf = (configuration: WindowConfiguration) =>
    configuration.product === "balcony_door" ? [] : configuration.sashes.slice(doorSections(configuration.product));
  const windows = (windowsOf(from).length ? windowsOf(from) : windowsOf(next)).slice(
    0,
    Math.max(...sectionChoices(list, product)),
  );
  const door = from.product === "window" ? next.sashes[0]! : from.sashes[0]!;
  const asked = product === "window" ? windows : product === "balcony_door" ? [door] : [door, ...windows];
  const kept = sashesFor(list, product, asked);
  if (kept && !sashProblems(list, { ...next, sashes: kept }).length) next.sashes = kept;
  const sections = (configuration: WindowConfiguration) =>
    configuration.sashes.length - doorSections(configuration.product);
  if (product !== "balcony_door" && from.product !== "balcony_door" && sections(next) !== sections(from)) {
    changes.push({ field: "sections", from: sections(from), to: sections(next) });
  }
  if (from.topLight) {
    const top = { ...next, topLight: true, topLightHeight: from.topLightHeight };
    if (within(from.topLightHeight, sizeRange(list, top, "topLightHeight"))) Object.assign(next, top);
    else changes.push({ field: "topLight" });
  }
  const applies = new Set(extrasFor(list, next).map((extra) => extra.id));
  next.extras = from.extras.filter((extra) => applies.has(extra));
  const dropped = from.extras.filter((extra) => !applies.has(extra));
  if (dropped.length) changes.push({ field: "extras", dropped });
  return { configuration: next, changes };
}
