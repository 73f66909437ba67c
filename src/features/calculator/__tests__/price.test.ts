import { demoPriceList } from "./demo-price-list";
import { checkLimits } from "../limits";
import { defaultConfiguration, sashesOf, type CalculatorConfig, type WindowConfiguration } from "../model";
import { estimate, type Estimate } from "../price";

/** The demo price list, through the content contract like the build reads it. */
const config: CalculatorConfig = demoPriceList();

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
    // 1300 × 1400 mm = 1.82 m²; EcoTherm 70 at 1650/m², double glazing at 320/m², one tilt-and-turn sash at 1350.
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

  it("multiplies by the quantity and rounds the total to the list's step", () => {
    const three = priced(estimate(config, window({ quantity: 3 })));
    // 3 × 5754.4 = 17263.2, rounded to 17260; the lines (9009 + 1747 + 4050 + 2457 = 17263) give 3 lei back on the frame.
    expect(three.lines.find((entry) => entry.id === "frame")!.amount).toBe(9006);
    expect(three.total).toBe(17260);
    expect(priced(estimate({ ...config, rounding: 100 }, window())).total).toBe(5800);
  });

  it("gives whole, positive lines that add up to the total, with no line for the rounding", () => {
    const configurations = [
      window(),
      window({ quantity: 3 }),
      window({ quantity: 7, colour: "golden_oak", removal: true }),
      window({ width: 500, height: 500, sashes: ["tilt_turn"], extras: ["sill", "slopes"] }),
      window({ profile: "max82", glazing: "double_lowe", extras: ["sill", "drip_sill", "slopes", "mosquito_net"] }),
      { ...defaultConfiguration(config, "balcony_block"), extras: ["sill" as const] },
    ];
    for (const rounding of [1, 10, 100]) {
      for (const configuration of configurations) {
        const result = priced(estimate({ ...config, rounding }, configuration));
        expect(result.lines.reduce((sum, entry) => sum + entry.amount, 0)).toBe(result.total);
        expect(result.lines.every((entry) => Number.isInteger(entry.amount) && entry.amount > 0)).toBe(true);
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
    expect(checkLimits(config, window({ width: 3100 }))).toEqual([
      { field: "width", code: "outOfRange", min: 400, max: 3000 },
    ]);
    expect(checkLimits(config, window({ width: 400, height: 400, sashes: ["fixed"] }))).toEqual([]);
  });

  it("checks each sash against its opening type's size and area limits", () => {
    const wide = checkLimits(config, window({ width: 2600, height: 2300, sashes: ["tilt_turn"] }));
    expect(wide).toEqual([
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
    expect(checkLimits(config, window({ topLight: true, topLightHeight: 1000 }))).toEqual([
      { field: "topLightHeight", code: "outOfRange", min: 300, max: 900 },
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
