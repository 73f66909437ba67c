import { extrasFor, productOf } from "../../../contract/browser";
import type { Locale } from "../../lib/locales";
import type { CalculatorData, CalculatorConfig, Estimate, OpeningId, WindowConfiguration } from "./model";

export interface CalculatorRequestInput {
  /** The price list, or null when the content has none (a manager prices the request). */
  config: CalculatorConfig | null;
  /** The offers the calculator applies. */
  offers?: Pick<CalculatorData, "credit" | "gift">;
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
 * The offers the estimate applied, as the visitor saw them: the gift's extra, the credit's monthly payment, term and
 * bank. Not the offers' titles: a long title from the CMS must not make the lead too large for the gateway.
 */
function appliedOffers(input: CalculatorRequestInput) {
  const { estimate, offers, config } = input;
  if (!estimate?.ok) return [];
  return [
    ...(estimate.gift && offers?.gift
      ? [{ kind: "gift", extra: estimate.gift, extra_title: titleIn(config?.extras, estimate.gift) }]
      : []),
    ...(estimate.credit && offers?.credit
      ? [
          {
            kind: "credit",
            monthly: estimate.credit.monthly,
            months: estimate.credit.months,
            bank: estimate.credit.bank,
            annual_rate_percent: estimate.credit.annualRatePercent,
          },
        ]
      : []),
  ];
}

/**
 * The calculator request body (name, phone, window): every choice by id and by the title the visitor saw, so the
 * company reads it without the price list, the estimate shown, if there was one, and the offers it applied.
 */
export function buildCalculatorRequest(input: CalculatorRequestInput) {
  const { config, configuration, estimate } = input;
  const product = config ? productOf(config, configuration.product) : null;
  const topLight = configuration.topLight && Boolean(product?.top_light);
  // Only what applies to this configuration: an extra left ticked on a product that cannot have it is not ordered.
  const extras = config
    ? extrasFor(config, configuration).filter((extra) => configuration.extras.includes(extra.id))
    : [];
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
      extras: extras.map((extra) => ({ id: extra.id, title: extra.title })),
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
      offers: appliedOffers(input),
      price_by_manager: !config,
      locale: input.locale,
      page: input.page,
    },
  };
}
