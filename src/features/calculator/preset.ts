import type { CalculatorLink } from "../../lib/calculator-link";
import { sizeRange } from "./limits";
import {
  defaultConfiguration,
  DOOR_OPENINGS,
  productOf,
  type CalculatorConfig,
  type OpeningId,
  type ProductId,
  type WindowConfiguration,
} from "./model";

/** Sections as the visitor counts them: a balcony block's first section is its door, counted apart. */
const DOOR_SECTIONS = (product: ProductId) => (product === "balcony_block" ? 1 : 0);

/** Which sections a product may have, as the visitor counts them. */
export function sectionChoices(config: CalculatorConfig, product: ProductId): number[] {
  const door = DOOR_SECTIONS(product);
  const most = productOf(config, product).max_sections - door;
  return Array.from({ length: Math.max(1, most) }, (_, index) => index + 1);
}

/** Whether the section at `index` (0-based, left to right) is a door, which opens only as a door can. */
export const isDoorSection = (product: ProductId, index: number) =>
  product === "balcony_door" || (product === "balcony_block" && index === 0);

/**
 * The configuration a link asks for, from the price list's defaults: each value the price list knows and the
 * product allows replaces its default, and anything else (an unknown id, a size out of range, too many sections)
 * leaves the default as it is.
 */
export function configurationFromLink(config: CalculatorConfig, link: CalculatorLink): WindowConfiguration {
  const known = <T extends { id: string }>(list: readonly T[], id: string | null | undefined) =>
    list.find((item) => item.id === id)?.id;
  const productId = known(config.products, link.product) as ProductId | undefined;
  const configuration = defaultConfiguration(config, productId);
  const product = configuration.product;

  if (link.sections && sectionChoices(config, product).includes(link.sections)) {
    const count = link.sections + DOOR_SECTIONS(product);
    configuration.sashes = Array.from({ length: count }, (_, index) => configuration.sashes[index] ?? "fixed");
  }
  configuration.sashes = configuration.sashes.map((opening, index) => {
    const asked = known(config.openings, link.openings?.[index]) as OpeningId | undefined;
    const allowed = asked && (!isDoorSection(product, index) || DOOR_OPENINGS.includes(asked));
    return allowed ? asked : opening;
  });
  configuration.profile = known(config.profiles, link.profile) ?? configuration.profile;
  configuration.glazing = known(config.glazing, link.glazing) ?? configuration.glazing;
  configuration.colour = known(config.colours, link.colour) ?? configuration.colour;
  for (const field of ["width", "height"] as const) {
    const value = link[field];
    const range = sizeRange(config, configuration, field);
    if (value && range && value >= range.min && value <= range.max) configuration[field] = value;
  }
  return configuration;
}

/** The link of a configuration: what the calculator page's URL says while the visitor chooses. */
export function linkOf(configuration: WindowConfiguration): CalculatorLink {
  const valid = (value: number) => (Number.isFinite(value) ? value : null);
  return {
    product: configuration.product,
    sections: configuration.sashes.length - DOOR_SECTIONS(configuration.product),
    openings: configuration.sashes,
    profile: configuration.profile || null,
    glazing: configuration.glazing || null,
    colour: configuration.colour || null,
    width: valid(configuration.width),
    height: valid(configuration.height),
  };
}
