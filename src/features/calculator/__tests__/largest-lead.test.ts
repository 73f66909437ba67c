import {
  ATTRIBUTION_VALUE_MAX,
  LEAD_BODY_MAX_BYTES,
  NAME_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  checkGatewayLead,
  defaultConfiguration,
  estimate,
} from "../../../../contract";
import { demoOffers, demoPriceList } from "../../../../contract/__tests__/demo-price-list";
import { CAMPAIGN_PARAMETERS, CLICK_IDS, flatten } from "../../../lib/attribution";
import { requestFields } from "../../leads";
import { buildCalculatorRequest } from "../calculator-request";
import type { CalculatorConfig, OpeningId } from "../model";

/**
 * The largest lead the site can send: a calculator request for the three-section window with a top light and every
 * extra, with both offers applied, in Russian, from a product page, a name and a product title at their limits, and both campaign touches with
 * every field the site keeps at its longest, in Cyrillic (two bytes a character). The gateway's body limit
 * (LEAD_BODY_MAX_BYTES) must take it: a lead it refused with 413 would be kept by the browser and never sent.
 */
function largestLead() {
  // The contract leaves an absent optional field undefined where the GraphQL layer answers null: both read alike.
  const config = demoPriceList("ru") as unknown as CalculatorConfig;
  const offers = demoOffers("ru");
  const configuration = {
    ...defaultConfiguration(config, "window"),
    sashes: ["tilt_turn", "tilt_turn", "tilt_turn"] as OpeningId[],
    topLight: true,
    extras: config.extras.map((extra) => extra.id),
    quantity: config.max_quantity ?? 1,
  };
  const longest = (list: ReadonlyArray<{ id: string; title: string }>) =>
    list.reduce((a, b) => (b.title.length > a.title.length ? b : a)).id;
  const request = buildCalculatorRequest({
    config,
    offers,
    configuration: {
      ...configuration,
      profile: longest(config.profiles),
      glazing: longest(config.glazing),
      colour: longest(config.colours),
    },
    estimate: estimate(config, configuration, offers),
    productTitle: "Я".repeat(PRODUCT_NAME_MAX_LENGTH),
    openingTitle: (opening) => config.openings.find((item) => item.id === opening)!.title,
    name: "Я".repeat(NAME_MAX_LENGTH),
    phone: "+373 (69) 123-456",
    locale: "ru",
    page: `/ru/${"калькулятор-".repeat(20)}`.slice(0, 300),
  });
  const touch = Object.fromEntries(
    [...CAMPAIGN_PARAMETERS, ...CLICK_IDS, "referrer", "landing_page", "landed_at"].map((field) => [
      field,
      "Я".repeat(ATTRIBUTION_VALUE_MAX),
    ]),
  );
  return {
    idempotency_key: "0b7d8e52-5d3c-4bb8-9a43-5f0b8c1c7a11",
    ...request,
    ...requestFields("calculator", {
      place: "product",
      product: { id: 2_000_000_000, name: "Я".repeat(PRODUCT_NAME_MAX_LENGTH) },
    }),
    fast_submit: true,
    attribution: flatten(touch, touch),
  };
}

describe("the largest lead the site sends", () => {
  it("fits the gateway's body limit, and its rules accept it", () => {
    const lead = largestLead();
    expect(lead.window.offers.map((offer) => offer.kind)).toEqual(["gift", "credit"]);
    const bytes = Buffer.byteLength(JSON.stringify(lead));
    expect(bytes).toBeLessThanOrEqual(LEAD_BODY_MAX_BYTES);
    expect(checkGatewayLead(lead)).toMatchObject({ dropped: [] });
  });
});
