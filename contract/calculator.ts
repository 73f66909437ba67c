import { array, boolean, number, object, string, type InferType, type ObjectSchema } from "yup";
import {
  CALCULATOR_CHOICES,
  CALCULATOR_ID_PATTERN,
  CALCULATOR_PRESET_FIELDS,
  CALCULATOR_PRESET_FIELD_NAMES,
  CALCULATOR_PRESET_KINDS,
  type CalculatorPreset,
  type CalculatorPresetKind,
} from "./calculator-preset";
import { text, optionalText } from "./fields";

const positive = () => number().positive().required();
const range = () => object({ min: positive(), max: positive(), default: positive() });
const titled = { id: string().required(), title: text().required(), description: optionalText() };

/** The window calculator's price list and limits (our extension: the spec leaves the calculator open). */
export const calculatorSchema = object({
  currency: string().required(),
  min_size_mm: positive(),
  max_area_m2: positive(),
  rounding: number().integer().min(1).default(1),
  max_quantity: number().integer().min(1).default(50),
  note: optionalText(),
  products: array()
    .of(
      object({
        ...titled,
        id: string().oneOf(CALCULATOR_CHOICES.product).required(),
        min_width: positive(),
        max_width: positive(),
        min_height: positive(),
        max_height: positive(),
        max_sections: number().integer().min(1).max(3).required(),
        top_light: boolean().default(false),
        default_width: positive(),
        default_height: positive(),
        door_width: range().default(undefined).nullable().optional(),
        window_height: range().default(undefined).nullable().optional(),
      }),
    )
    .min(1)
    .required(),
  top_light_height: range().required(),
  openings: array()
    .of(
      object({
        ...titled,
        id: string().oneOf(CALCULATOR_CHOICES.opening).required(),
        price: number().min(0).required(),
        min_width: positive(),
        max_width: positive(),
        min_height: positive(),
        max_height: positive(),
        max_area_m2: positive(),
      }),
    )
    .min(1)
    .required(),
  profiles: array()
    .of(object({ ...titled, chambers: positive(), depth_mm: positive(), price_per_m2: positive() }))
    .min(1)
    .required(),
  glazing: array()
    .of(
      object({
        ...titled,
        chambers: positive(),
        energy_saving: boolean().default(false),
        u_value: number().nullable().optional(),
        price_per_m2: number().min(0).required(),
      }),
    )
    .min(1)
    .required(),
  colours: array()
    .of(object({ ...titled, hex: string().defined().default(""), surcharge_percent: number().min(0).required() }))
    .min(1)
    .required(),
  extras: array()
    .of(
      object({
        ...titled,
        id: string().oneOf(CALCULATOR_CHOICES.extra).required(),
        basis: string().oneOf(CALCULATOR_CHOICES.extraBasis).required(),
        price: number().min(0).required(),
      }),
    )
    .default([]),
  installation: object({
    title: text().required(),
    price_per_m2: number().min(0).required(),
    min_price: number().min(0).required(),
  }).required(),
  removal: object({
    title: text().required(),
    price_per_m2: number().min(0).required(),
    min_price: number().min(0).required(),
  }).required(),
});

export type RawCalculatorConfig = InferType<typeof calculatorSchema>;

const calculatorId = () =>
  string().trim().matches(CALCULATOR_ID_PATTERN, "${path} must be an id of the price list (a-z, 0-9, _ or -)");
const presetValue = (kind: CalculatorPresetKind) => {
  const { max } = CALCULATOR_PRESET_KINDS[kind];
  if (kind === "id") return calculatorId().nullable().optional();
  if (kind === "ids") return array().of(calculatorId().required()).max(max).nullable().optional();
  if (kind === "flag") return boolean().nullable().optional();
  return number().integer().min(1).max(max).nullable().optional();
};

/**
 * Where a product's "calculate the price" opens the calculator (product-item `calculator`), field by field as
 * calculator-preset.ts writes them. Optional: a product the calculator does not price (a panel, a handle) has none.
 * Ids are checked against the price list by the site and the build, which keep the default for any they do not know.
 */
export const calculatorPresetSchema = object(
  Object.fromEntries(
    CALCULATOR_PRESET_FIELD_NAMES.map((field) => [
      field,
      field === "product" ? calculatorId().required() : presetValue(CALCULATOR_PRESET_FIELDS[field].kind),
    ]),
  ),
) as unknown as ObjectSchema<CalculatorPreset & { product: string }>;
