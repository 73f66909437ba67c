import {
  checkLimits,
  configurationFromPreset,
  creditPlan,
  defaultConfiguration,
  estimate,
  extrasFor,
  presetOf,
  sashesOf,
  sectionChoices,
  switchProduct,
  type Estimate,
  type WindowConfiguration,
} from "..";
import { demoOffers, demoPriceList } from "./demo-price-list";

/** The demo price list and offers, through the contract like the build reads them. */
const config = demoPriceList();
const offers = demoOffers();

const window = (change: Partial<WindowConfiguration> = {}): WindowConfiguration => ({
  ...defaultConfiguration(config),
  ...change,
});

function priced(result: Estimate) {
  if (!result.ok) throw new Error(`unexpected problems: ${JSON.stringify(result.problems)}`);
  return result;
}
const line = (result: Estimate, id: string) => priced(result).lines.find((entry) => entry.id === id)?.amount;

describe("estimate", () => {
  it("prices the default two-section window: frame and glazing by area, the opening, installation", () => {
    // 1300 × 1400 mm = 1.82 m²; 1650/m² profile, 320/m² double glazing, one tilt-and-turn sash at 1350.
    const result = priced(estimate(config, window()));
    expect(result.area).toBe(1.82);
    // 3003 + 582 + 1350 + 819 = 5754, rounded to 5750: the 4 lei come off the largest line, the frame.
    expect(result.lines).toEqual([
      { id: "frame", amount: 2999 },
      { id: "glazing", amount: 582 },
      { id: "openings", amount: 1350 },
      { id: "installation", amount: 819 },
    ]);
    expect(result.total).toBe(5750);
    expect(result.currency).toBe("MDL");
  });

  it("charges each extra on its own basis", () => {
    const result = estimate(config, window({ extras: ["sill", "drip_sill", "slopes", "mosquito_net"] }));
    expect(line(result, "sill")).toBe(494); // 1.3 m × 380
    expect(line(result, "drip_sill")).toBe(247); // 1.3 m × 190
    expect(line(result, "slopes")).toBe(1066); // (2 × 1.4 + 1.3) m × 260
    expect(line(result, "mosquito_net")).toBe(420); // one opening sash
  });

  it("adds the colour surcharge on frame and mechanisms", () => {
    expect(line(estimate(config, window({ colour: "golden_oak" })), "colour")).toBe(1088); // (3003 + 1350) × 25%
    expect(line(estimate(config, window({ colour: "white" })), "colour")).toBeUndefined();
  });

  it("changes with the profile and the glazing", () => {
    const base = priced(estimate(config, window())).total;
    expect(priced(estimate(config, window({ profile: "max82" }))).total).toBeGreaterThan(base);
    expect(priced(estimate(config, window({ glazing: "single" }))).total).toBeLessThan(base);
    expect(priced(estimate(config, window({ glazing: "double_lowe" }))).total).toBeGreaterThan(base);
  });

  it("applies the minimum charge for installation and removal of a small window", () => {
    const small = estimate(config, window({ width: 500, height: 500, sashes: ["tilt_turn"], removal: true }));
    expect(line(small, "installation")).toBe(700);
    expect(line(small, "removal")).toBe(300);
    expect(line(estimate(config, window({ installation: false })), "installation")).toBeUndefined();
  });

  it("rounds one unit to the list's step, and the total is exactly that times the quantity", () => {
    const three = priced(estimate(config, window({ quantity: 3 })));
    // One unit: 5754.4 lei, rounded to 5750; three are 17250, not 3 × 5754.4 = 17263 rounded.
    expect(three.unitPrice).toBe(5750);
    expect(three.total).toBe(17250);
    expect(three.lines.find((entry) => entry.id === "frame")!.amount).toBe(3 * 2999);
    expect(priced(estimate({ ...config, rounding: 100 }, window())).total).toBe(5800);
  });

  it("gives whole, positive lines that add up to the total, unit times quantity, with no line for the rounding", () => {
    const configurations = [
      window(),
      window({ quantity: 3 }),
      window({ quantity: 7, colour: "golden_oak", removal: true }),
      window({ width: 500, height: 500, sashes: ["tilt_turn"], extras: ["sill", "slopes"] }),
      window({ profile: "max82", glazing: "double_lowe", extras: ["sill", "drip_sill", "slopes", "mosquito_net"] }),
      { ...defaultConfiguration(config, "balcony_block"), extras: ["sill" as const], quantity: 4 },
    ];
    for (const rounding of [1, 10, 100]) {
      for (const configuration of configurations) {
        const result = priced(estimate({ ...config, rounding }, configuration, offers));
        expect(result.lines.reduce((sum, entry) => sum + entry.amount, 0)).toBe(result.total);
        expect(result.total).toBe(result.unitPrice * result.quantity);
        expect(result.unitPrice % rounding).toBe(0);
        for (const entry of result.lines) {
          expect(Number.isInteger(entry.amount)).toBe(true);
          expect(entry.amount % result.quantity).toBe(0);
          expect(entry.amount > 0 || entry.gift).toBe(true);
        }
        expect(result.lines.map((entry) => entry.id)).not.toContain("rounding");
      }
    }
  });

  it("prices a balcony block as door plus window part", () => {
    const block = defaultConfiguration(config, "balcony_block");
    const result = priced(estimate(config, { ...block, extras: ["sill"] }));
    // Door 750 × 2150 + window part 1350 × 1400 = 1.6125 + 1.89 m²; the sill runs under the window part only.
    expect(result.area).toBe(3.5);
    expect(line(result, "sill")).toBe(513); // 1.35 m × 380
  });

  it("refuses to price a configuration that breaks the limits", () => {
    expect(estimate(config, window({ width: 150 }))).toEqual({
      ok: false,
      problems: [{ field: "width", code: "outOfRange", min: 400, max: 3000 }],
    });
  });
});

describe("extras that apply", () => {
  it("offers no insect screen on a fixed window, and no sill on a balcony door", () => {
    const ids = (configuration: WindowConfiguration) => extrasFor(config, configuration).map((extra) => extra.id);
    expect(ids(window())).toEqual(["sill", "drip_sill", "slopes", "mosquito_net"]);
    expect(ids(window({ sashes: ["fixed"] }))).toEqual(["sill", "drip_sill", "slopes"]);
    expect(ids(defaultConfiguration(config, "balcony_door"))).toEqual(["slopes", "mosquito_net"]);
  });

  it("does not charge an extra that does not apply, even when asked for", () => {
    const fixed = window({ sashes: ["fixed"], extras: ["mosquito_net", "sill"] });
    expect(line(estimate(config, fixed), "mosquito_net")).toBeUndefined();
    expect(line(estimate(config, fixed), "sill")).toBe(494);
  });
});

describe("offers", () => {
  it("gives the gift offer's extra as a line at 0 from its quantity on, and charges it below", () => {
    const screens = { extras: ["mosquito_net" as const] };
    const three = priced(estimate(config, window({ ...screens, quantity: 3 }), offers));
    expect(three.gift).toBe("mosquito_net");
    expect(three.lines.filter((entry) => entry.id === "mosquito_net")).toEqual([
      { id: "mosquito_net", amount: 0, gift: true },
    ]);
    const paid = priced(estimate(config, window({ ...screens, quantity: 3 })));
    expect(three.total).toBe(paid.total - 3 * 420);

    const two = priced(estimate(config, window({ ...screens, quantity: 2 }), offers));
    expect(two.gift).toBeNull();
    expect(two.lines.find((entry) => entry.id === "mosquito_net")).toEqual({ id: "mosquito_net", amount: 2 * 420 });
  });

  it("gives the gift whether or not the visitor ticked it, and none to windows that do not open", () => {
    expect(priced(estimate(config, window({ quantity: 3 }), offers)).lines.at(-1)).toEqual({
      id: "mosquito_net",
      amount: 0,
      gift: true,
    });
    expect(priced(estimate(config, window({ quantity: 3, sashes: ["fixed"] }), offers)).gift).toBeNull();
  });

  it("gives the credit offer's monthly payment, rounded up, with its term and bank", () => {
    const result = priced(estimate(config, window(), offers));
    expect(result.credit).toEqual({
      monthly: Math.ceil(5750 / 12),
      months: 12,
      bank: "CodruCredit",
      annualRatePercent: 0,
    });
    // An annuity at 24 % a year: 10000 lei over 12 months is 945.60 a month, asked as 946.
    expect(creditPlan(10000, { months: 12, bank: "B", annual_rate_percent: 24 })?.monthly).toBe(946);
    expect(creditPlan(2000, { months: 12, bank: "B", annual_rate_percent: 0, min_total: 3000 })).toBeNull();
    expect(priced(estimate(config, window())).credit).toBeNull();
  });
});

describe("limits", () => {
  it("refuses a size outside the product's own range with that range, the one its hint gives", () => {
    expect(checkLimits(config, window({ width: 150 }))).toEqual([
      { field: "width", code: "outOfRange", min: 400, max: 3000 },
    ]);
    expect(checkLimits(config, window({ width: Number.NaN }))).toEqual([
      { field: "width", code: "outOfRange", min: 400, max: 3000 },
    ]);
    expect(checkLimits(config, window({ height: 300 }))).toEqual([
      { field: "height", code: "outOfRange", min: 400, max: 2400 },
    ]);
    expect(checkLimits(config, window({ width: 400, height: 400, sashes: ["fixed"] }))).toEqual([]);
  });

  it("checks each sash against its opening type's size and area limits", () => {
    expect(checkLimits(config, window({ width: 2600, height: 2300, sashes: ["tilt_turn"] }))).toEqual([
      { field: "sash", code: "sashWidth", sash: 1, opening: "tilt_turn", actual: 2600, min: 400, max: 1000 },
      { field: "sash", code: "sashArea", sash: 1, opening: "tilt_turn", actual: 5.98, max: 2.4 },
    ]);
    expect(
      checkLimits(config, window({ width: 2600, height: 2300, sashes: ["tilt_turn", "fixed", "tilt_turn"] })),
    ).toEqual([]);
    expect(checkLimits(config, window({ width: 800, height: 1400, sashes: ["tilt"] }))).toEqual([
      { field: "sash", code: "sashHeight", sash: 1, opening: "tilt", actual: 1400, min: 300, max: 1200 },
    ]);
  });

  it("limits the area of one frame", () => {
    expect(checkLimits(config, window({ width: 3000, height: 2400, sashes: ["fixed", "fixed", "fixed"] }))).toEqual([
      { field: "area", code: "areaTooLarge", actual: 7.2, max: 6.5 },
    ]);
  });

  it("keeps the top light within its range and leaves room for the sashes", () => {
    expect(checkLimits(config, window({ topLight: true, topLightHeight: 200 }))).toEqual([
      { field: "topLightHeight", code: "outOfRange", min: 300, max: 900 },
    ]);
    // A 450 mm window leaves no 300 mm top light above a 210 mm sash: the window's height is what to change.
    expect(checkLimits(config, window({ height: 450, topLight: true, topLightHeight: 300 }))).toEqual([
      { field: "topLightHeight", code: "noRoom" },
    ]);
    const sashes = sashesOf(window({ height: 2000, topLight: true, topLightHeight: 450 }));
    expect(sashes[0]).toMatchObject({ role: "topLight", height: 450 });
    expect(sashes[1]).toMatchObject({ role: "window", y: 450, height: 1550 });
  });

  it("keeps a balcony block's door and window part inside the frame", () => {
    const block = defaultConfiguration(config, "balcony_block");
    expect(checkLimits(config, { ...block, doorWidth: 1100 })).toEqual([
      { field: "doorWidth", code: "outOfRange", min: 600, max: 1000 },
    ]);
    expect(checkLimits(config, { ...block, windowHeight: 2100 })).toEqual([
      { field: "windowHeight", code: "outOfRange", min: 600, max: 1700 },
    ]);
  });

  it("accepts 1 to the list's maximum quantity", () => {
    expect(checkLimits(config, window({ quantity: 0 }))).toEqual([{ field: "quantity", code: "quantity", max: 50 }]);
    expect(checkLimits(config, window({ quantity: 51 }))).toEqual([{ field: "quantity", code: "quantity", max: 50 }]);
    expect(checkLimits(config, window({ quantity: 50 }))).toEqual([]);
  });
});

describe("presets", () => {
  it("builds what a preset asks for, and writes it back as the same preset", () => {
    const preset = {
      product: "balcony_block",
      sections: 2,
      openings: ["turn_left", "tilt", "fixed"],
      profile: "pro76",
      width: 2400,
      door_width: 800,
      top_light: 450,
      extras: ["drip_sill", "mosquito_net"],
      removal: true,
      quantity: 3,
    };
    const configuration = configurationFromPreset(config, preset);
    expect(configuration).toMatchObject({
      product: "balcony_block",
      sashes: ["turn_left", "tilt", "fixed"],
      profile: "pro76",
      width: 2400,
      doorWidth: 800,
      // A balcony block has no top light.
      topLight: false,
      extras: ["drip_sill", "mosquito_net"],
      removal: true,
      quantity: 3,
    });
    expect(configurationFromPreset(config, presetOf(config, configuration))).toEqual(configuration);
  });

  it("keeps the default for each value it does not know or the product does not allow", () => {
    const defaults = defaultConfiguration(config);
    expect(
      configurationFromPreset(config, { product: "rocket", profile: "nope", width: 99, height: 9999, sections: 9 }),
    ).toEqual(defaults);
    expect(configurationFromPreset(config, { sections: 9, openings: ["tilt", "x"] }).sashes).toEqual([
      "tilt",
      "tilt_turn",
    ]);
    // A balcony door opens as a door: a fixed or tilt-only door is not one.
    expect(configurationFromPreset(config, { product: "balcony_door", openings: ["fixed"] }).sashes).toEqual(
      defaultConfiguration(config, "balcony_door").sashes,
    );
    expect(configurationFromPreset(config, { product: "balcony_door", sections: 2 }).sashes).toHaveLength(1);
    expect(configurationFromPreset(config, { extras: ["mosquito_net"], openings: ["fixed", "fixed"] }).extras).toEqual(
      [],
    );
  });

  it("counts sections as the visitor does: a balcony block's windows beside its door", () => {
    expect(sectionChoices(config, "window")).toEqual([1, 2, 3]);
    expect(sectionChoices(config, "balcony_block")).toEqual([1, 2]);
    expect(sectionChoices(config, "balcony_door")).toEqual([1]);
  });
});

describe("switching the product type", () => {
  it("keeps the size, the sections and the quantity where the new product takes them, and says nothing changed", () => {
    const from = window({ width: 2400, height: 1400, quantity: 4, sashes: ["tilt_turn", "fixed", "tilt_turn"] });
    const { configuration, changes } = switchProduct(config, from, "balcony_block");
    expect(configuration).toMatchObject({ product: "balcony_block", width: 2400, quantity: 4 });
    // The block's door comes first; its two window sections are the first two of the window's three.
    expect(configuration.sashes).toEqual(["tilt_turn", "tilt_turn", "fixed"]);
    expect(changes).toEqual([
      { field: "height", from: 1400, to: 2150, min: 1800, max: 2500 },
      { field: "sections", from: 3, to: 2 },
    ]);
    const back = switchProduct(config, configuration, "window");
    expect(back.configuration).toMatchObject({ width: 2400, height: 2150, quantity: 4 });
  });

  it("gives a size the new product cannot take its default, and drops what does not apply, saying so", () => {
    const from = window({ width: 1300, height: 2000, topLight: true, topLightHeight: 450, extras: ["sill", "slopes"] });
    const { configuration, changes } = switchProduct(config, from, "balcony_door");
    expect(configuration).toMatchObject({ width: 750, height: 2000, topLight: true, extras: ["slopes"] });
    expect(changes).toEqual([
      { field: "width", from: 1300, to: 750, min: 600, max: 1000 },
      { field: "extras", dropped: ["sill"] },
    ]);
    expect(switchProduct(config, window(), "window").changes).toEqual([]);
  });
});
