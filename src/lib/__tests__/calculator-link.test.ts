import { configurationFromPreset, defaultConfiguration, presetOf } from "../../../contract/browser";
import { demoPriceList } from "../../../contract/__tests__/demo-price-list";
import { calculatorQuery, readCalculatorLink } from "../calculator-link";
import { paths } from "../paths";

const config = demoPriceList();
const fromUrl = (search: string) => configurationFromPreset(config, readCalculatorLink(search));

describe("the calculator's link", () => {
  it("writes a product's preset and its id as the calculator page's query, and reads them back", () => {
    const link = {
      product: "window",
      sections: 2,
      openings: ["tilt_turn", "tilt_turn"],
      profile: "max82",
      glazing: "double_lowe",
      colour: null,
      width: 1300,
      height: 1400,
      item: 1005,
    };
    const path = paths.calculator("ru", link);
    expect(path).toBe(
      "/ru/calculator?product=window&sections=2&openings=tilt_turn,tilt_turn&profile=max82&glazing=double_lowe&width=1300&height=1400&item=1005",
    );
    expect(paths.calculator("ro")).toBe("/calculator");
    expect(calculatorQuery({})).toBe("");
    const { colour, ...rest } = link;
    expect(colour).toBeNull();
    expect(readCalculatorLink(path.slice(path.indexOf("?")))).toEqual(rest);
  });

  it("carries everything the total depends on, so a shared link opens the same estimate", () => {
    const configuration = {
      ...defaultConfiguration(config),
      width: 1450,
      sashes: ["tilt_turn" as const, "fixed" as const, "tilt" as const],
      topLight: true,
      topLightHeight: 400,
      extras: ["sill" as const, "mosquito_net" as const],
      installation: false,
      removal: true,
      quantity: 3,
    };
    const query = calculatorQuery(presetOf(config, configuration));
    expect(query).toContain("top_light=400&extras=sill,mosquito_net&installation=0&removal=1&quantity=3");
    expect(fromUrl(query)).toEqual(configuration);
    // The product's defaults are not written.
    expect(calculatorQuery(presetOf(config, defaultConfiguration(config)))).not.toMatch(/quantity|installation/);
  });

  it("leaves out what is not of its field's kind", () => {
    expect(readCalculatorLink("?product=<b>&width=1e3&height=-1400&sections=0&installation=yes&item=x")).toEqual({});
    expect(readCalculatorLink("?openings=tilt,<x>,fixed").openings).toEqual(["tilt", "", "fixed"]);
    expect(readCalculatorLink("?openings=a,b,c,d,e,f,g,h,i,j")).toEqual({});
    expect(fromUrl("?product=rocket&profile=nope&glazing=<b>&colour=&width=99&height=99999&sections=0")).toEqual(
      defaultConfiguration(config),
    );
  });
});
