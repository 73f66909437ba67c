import { defaultConfiguration, estimate } from "../../../../contract/browser";
import { demoOffers, demoPriceList } from "../../../../contract/__tests__/demo-price-list";
import { buildCalculatorRequest, type CalculatorRequestInput } from "../calculator-request";
import type { CalculatorConfig, OpeningId, WindowConfiguration } from "../model";

// The contract leaves an absent optional field undefined where the GraphQL layer answers null: both read alike.
const config = demoPriceList() as unknown as CalculatorConfig;
const offers = demoOffers();
const openingTitle = (opening: OpeningId) => config.openings.find((item) => item.id === opening)?.title ?? opening;

function request(change: Partial<WindowConfiguration>, input: Partial<CalculatorRequestInput> = {}) {
  const configuration = { ...defaultConfiguration(config), ...change };
  return buildCalculatorRequest({
    config,
    configuration,
    offers,
    estimate: estimate(config, configuration, offers),
    productTitle: "Fereastră",
    openingTitle,
    name: "  Ion ",
    phone: "+373 (69) 123-456",
    locale: "ro",
    page: "/calculator",
    ...input,
  });
}

describe("buildCalculatorRequest", () => {
  it("sends the trimmed name, the phone and every choice by id and title, with the estimate shown", () => {
    const body = request({ extras: ["sill"], sashes: ["fixed", "tilt_turn"] });
    expect(body.name).toBe("Ion");
    expect(body.phone).toBe("+373 (69) 123-456");
    expect(body.window).toMatchObject({
      product: "window",
      product_title: "Fereastră",
      width: 1300,
      height: 1400,
      sections: [
        { number: 1, opening: "fixed", opening_title: "Fix (nu se deschide)" },
        { number: 2, opening: "tilt_turn", opening_title: openingTitle("tilt_turn") },
      ],
      profile: "eco70",
      profile_title: "ProfilMax Eco 70",
      extras: [{ id: "sill", title: "Glaf interior" }],
      price_by_manager: false,
      locale: "ro",
      page: "/calculator",
    });
    expect(body.window.estimate).toMatchObject({ currency: "MDL", area_m2: 1.82 });
    expect(body.window.estimate?.total).toBeGreaterThan(0);
    expect(body.window).not.toHaveProperty("door_width");
  });

  it("sends the offers the estimate applied: the gift from three units, the credit's monthly payment", () => {
    const body = request({ quantity: 3, extras: ["mosquito_net"] });
    expect(body.window.offers).toEqual([
      { kind: "gift", extra: "mosquito_net", extra_title: "Plasă anti-insecte" },
      {
        kind: "credit",
        monthly: Math.ceil(body.window.estimate!.total / 12),
        months: 12,
        bank: "CodruCredit",
        annual_rate_percent: 0,
      },
    ]);
    expect(request({ quantity: 2 }).window.offers.map((offer) => offer.kind)).toEqual(["credit"]);
  });

  it("orders only the extras that apply: no insect screen on a fixed window", () => {
    expect(request({ sashes: ["fixed", "fixed"], extras: ["mosquito_net", "sill"] }).window.extras).toEqual([
      { id: "sill", title: "Glaf interior" },
    ]);
  });

  it("sends no estimate for a configuration out of the price list's limits", () => {
    const body = request({ width: 100 });
    expect(body.window.width).toBe(100);
    expect(body.window.estimate).toBeNull();
  });

  it("adds the door width and window height of a balcony block, and no top light it cannot have", () => {
    const configuration = { ...defaultConfiguration(config, "balcony_block"), topLight: true };
    const body = request(configuration);
    expect(body.window).toHaveProperty("door_width", configuration.doorWidth);
    expect(body.window).toHaveProperty("window_height", configuration.windowHeight);
    expect(body.window.top_light).toBe(false);
    expect(body.window).not.toHaveProperty("top_light_height");
  });

  it("sends the top light's height only when the product has one and it is chosen", () => {
    expect(request({ topLight: true, topLightHeight: 450 }).window).toMatchObject({
      top_light: true,
      top_light_height: 450,
    });
    expect(request({ topLight: false }).window).not.toHaveProperty("top_light_height");
  });

  it("without a price list, leaves the price to a manager and titles to what the visitor saw", () => {
    const body = request({ profile: "", glazing: "", colour: "" }, { config: null, estimate: null });
    expect(body.window).toMatchObject({
      price_by_manager: true,
      estimate: null,
      profile: null,
      profile_title: null,
      colour: null,
      top_light: false,
    });
  });
});
