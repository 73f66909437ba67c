import { array, boolean, number, object, string, type InferType } from "yup";
import { text, optionalText } from "./fields";

const positive = () => number().positive().required();
const range = () => object({ min: positive(), max: positive(), default: positive() });
const titled = { id: string().required(), title: text().required(), description: optionalText() };

/** The calculator's fixed choices: the price module knows each by id, and the GraphQL enums derive from these. */
export const CALCULATOR_CHOICES = {
  product: ["window", "balcony_door", "balcony_block"],
  opening: ["fixed", "turn_left", "turn_right", "tilt", "tilt_turn"],
  extra: ["sill", "drip_sill", "slopes", "mosquito_net"],
  extraBasis: ["width", "perimeter", "opening_sash"],
} as const;

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
