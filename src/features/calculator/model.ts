/** The price list as the calculator page's query gives it (GraphQL typegen: `CalculatorPriceList` fragment). */
export type CalculatorConfig = Queries.CalculatorPriceListFragment;
export type ProductId = CalculatorConfig["products"][number]["id"];
export type OpeningId = CalculatorConfig["openings"][number]["id"];
export type ExtraId = CalculatorConfig["extras"][number]["id"];

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

export const productOf = (config: CalculatorConfig, id: ProductId) =>
  config.products.find((product) => product.id === id) ?? config.products[0]!;

/** Openings a door can have: a door that does not open is a window. */
export const DOOR_OPENINGS: OpeningId[] = ["turn_left", "turn_right", "tilt_turn"];

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

/** A sensible starting point for a product: its default size, one opening sash per section. */
export function defaultConfiguration(config: CalculatorConfig, productId: ProductId = "window"): WindowConfiguration {
  const product = productOf(config, productId);
  const opening = (id: OpeningId): OpeningId =>
    config.openings.some((item) => item.id === id) ? id : config.openings[0]!.id;
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
    topLightHeight: config.top_light_height.default,
    profile: config.profiles[0]!.id,
    glazing: (config.glazing[1] ?? config.glazing[0]!).id,
    colour: config.colours[0]!.id,
    extras: [],
    installation: true,
    removal: false,
    quantity: 1,
  };
}
