/**
 * A calculator configuration written as text: a product's preset in the CMS (product-item `calculator`) and the
 * calculator page's address (a shared or bookmarked estimate) are both this. Each field's rule is written here once;
 * the answer schema (calculator.ts), the source plugin's node and GraphQL type, and the site's address reader and
 * writer derive from this table. Dependency-free: the browser bundles it.
 */

/** The calculator's fixed choices: the price module knows each by id, and the GraphQL enums derive from these. */
export const CALCULATOR_CHOICES = {
  product: ["window", "balcony_door", "balcony_block"],
  opening: ["fixed", "turn_left", "turn_right", "tilt", "tilt_turn"],
  extra: ["sill", "drip_sill", "slopes", "mosquito_net"],
  extraBasis: ["width", "perimeter", "opening_sash"],
} as const;

/** An id of the price list (a product, opening, profile, glazing, colour or extra). */
export const CALCULATOR_ID_PATTERN = /^[a-z0-9_-]{1,40}$/;

/**
 * What each kind of value may be: `id` one id, `ids` a list of ids, `count` a whole number from 1, `size` whole mm,
 * `flag` yes or no. The largest values are what text may carry; the price list's own limits are checked after.
 */
export const CALCULATOR_PRESET_KINDS = {
  id: { max: 1 },
  ids: { max: 9 },
  count: { max: 999 },
  size: { max: 9999 },
  flag: { max: 1 },
} as const;
export type CalculatorPresetKind = keyof typeof CALCULATOR_PRESET_KINDS;

/**
 * The fields, in the order the address writes them, each with its kind and what it means (the GraphQL schema's
 * descriptions). Every field but `product` is optional: absent or null leaves the calculator's default.
 */
export const CALCULATOR_PRESET_FIELDS = {
  product: { kind: "id", doc: "The calculator's product type: window, balcony_door or balcony_block." },
  sections: {
    kind: "count",
    doc: "Number of sections (sashes; for a balcony block, the window sections beside the door). Null: the product type's default.",
  },
  openings: {
    kind: "ids",
    doc: "Opening ids of the sections, left to right (a balcony block's door first). Empty: the product type's defaults.",
  },
  profile: { kind: "id", doc: "Profile id of the price list. Null: the first profile." },
  glazing: { kind: "id", doc: "Glazing id of the price list. Null: the calculator's default glazing." },
  colour: { kind: "id", doc: "Colour id of the price list. Null: the first colour." },
  width: { kind: "size", doc: "Width in mm. Null: the product type's default width." },
  height: { kind: "size", doc: "Height in mm. Null: the product type's default height." },
  door_width: { kind: "size", doc: "A balcony block's door width in mm. Null: the product type's default." },
  window_height: {
    kind: "size",
    doc: "A balcony block's window part height in mm. Null: the product type's default.",
  },
  top_light: { kind: "size", doc: "Height in mm of a fixed top light (transom). Null: no top light." },
  extras: { kind: "ids", doc: "Extra ids of the price list that are included. Empty: none." },
  installation: { kind: "flag", doc: "Whether installation is included. Null: it is (the calculator's default)." },
  removal: { kind: "flag", doc: "Whether removal of the old window is included. Null: it is not." },
  quantity: { kind: "count", doc: "How many. Null: one." },
} as const satisfies Record<string, { kind: CalculatorPresetKind; doc: string }>;

export type CalculatorPresetField = keyof typeof CALCULATOR_PRESET_FIELDS;
export const CALCULATOR_PRESET_FIELD_NAMES = Object.keys(CALCULATOR_PRESET_FIELDS) as CalculatorPresetField[];

/** The kind of a field. */
export type CalculatorPresetKindOf<F extends CalculatorPresetField> = (typeof CALCULATOR_PRESET_FIELDS)[F]["kind"];
/** The value of a field of this kind. */
export type CalculatorPresetValue<K extends CalculatorPresetKind> = K extends "id"
  ? string
  : K extends "ids"
    ? readonly string[]
    : K extends "flag"
      ? boolean
      : number;

/** A configuration as text gives it: `product`, and any of the other fields (null or absent: the default). */
export type CalculatorPreset = { product?: string | null } & {
  [F in Exclude<CalculatorPresetField, "product">]?: CalculatorPresetValue<CalculatorPresetKindOf<F>> | null;
};

/** A field's value from text (an address's query), or undefined when the text is not of the field's kind. */
export function readPresetValue<K extends CalculatorPresetKind>(
  kind: K,
  text: string,
): CalculatorPresetValue<K> | undefined {
  const { max } = CALCULATOR_PRESET_KINDS[kind];
  const number = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  const value =
    kind === "id"
      ? CALCULATOR_ID_PATTERN.test(text)
        ? text
        : undefined
      : kind === "ids"
        ? readIds(text, max)
        : kind === "flag"
          ? text === "1"
            ? true
            : text === "0"
              ? false
              : undefined
          : number >= 1 && number <= max
            ? number
            : undefined;
  return value as CalculatorPresetValue<K> | undefined;
}

/** A list of ids; an entry that is not one stays as "" so the others keep their place (the sections' order). */
function readIds(text: string, max: number): string[] | undefined {
  const ids = text.split(",");
  return ids.length <= max ? ids.map((id) => (CALCULATOR_ID_PATTERN.test(id) ? id : "")) : undefined;
}

/** A field's value as text, or null when it has nothing to say (absent, null, an empty list). */
export function writePresetValue(value: CalculatorPreset[CalculatorPresetField]): string | null {
  if (value == null || value === "") return null;
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value === "string") return value;
  return value.length ? value.join(",") : null;
}
