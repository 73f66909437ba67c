import type { Locale } from "../../lib/locales";
import { productOf, type CalculatorConfig, type OpeningId, type WindowConfiguration } from "./model";
import type { Estimate } from "./price";

export interface CalculatorRequestInput {
  /** The price list, or null when the content has none (a manager prices the request). */
  config: CalculatorConfig | null;
  configuration: WindowConfiguration;
  estimate: Estimate | null;
  /** Titles as the visitor saw them (translated where the price list has none). */
  productTitle: string;
  openingTitle: (opening: OpeningId) => string;
  name: string;
  phone: string;
  locale: Locale;
  page: string;
}

const titleIn = <T extends { id: string; title: string }>(list: readonly T[] | undefined, value: string) =>
  list?.find((item) => item.id === value)?.title ?? null;

/**
 * The calculator request body (name, phone, window): every choice by id and by the title the visitor saw, so the
 * company reads it without the price list, and the estimate shown, if there was one.
 */
export function buildCalculatorRequest(input: CalculatorRequestInput) {
  const { config, configuration, estimate } = input;
  const product = config ? productOf(config, configuration.product) : null;
  const topLight = configuration.topLight && Boolean(product?.top_light);
  return {
    name: input.name.trim(),
    phone: input.phone,
    window: {
      product: configuration.product,
      product_title: input.productTitle,
      width: configuration.width,
      height: configuration.height,
      ...(configuration.product === "balcony_block"
        ? { door_width: configuration.doorWidth, window_height: configuration.windowHeight }
        : {}),
      sections: configuration.sashes.map((opening, index) => ({
        number: index + 1,
        opening,
        opening_title: input.openingTitle(opening),
      })),
      top_light: topLight,
      ...(topLight ? { top_light_height: configuration.topLightHeight } : {}),
      profile: configuration.profile || null,
      profile_title: titleIn(config?.profiles, configuration.profile),
      glazing: configuration.glazing || null,
      glazing_title: titleIn(config?.glazing, configuration.glazing),
      colour: configuration.colour || null,
      colour_title: titleIn(config?.colours, configuration.colour),
      extras: configuration.extras.map((extra) => ({ id: extra, title: titleIn(config?.extras, extra) })),
      installation: configuration.installation,
      removal: configuration.removal,
      quantity: configuration.quantity,
      estimate:
        estimate && estimate.ok
          ? {
              total: estimate.total,
              currency: estimate.currency,
              unit_price: estimate.unitPrice,
              area_m2: estimate.area,
              lines: estimate.lines,
            }
          : null,
      price_by_manager: !config,
      locale: input.locale,
      page: input.page,
    },
  };
}
