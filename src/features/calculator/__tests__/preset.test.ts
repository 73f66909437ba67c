import { calculatorQuery, readCalculatorLink } from "../../../lib/calculator-link";
import { paths } from "../../../lib/paths";
import { defaultConfiguration, type CalculatorConfig } from "../model";
import { configurationFromLink, linkOf, sectionChoices } from "../preset";
import { demoPriceList } from "./demo-price-list";

const config: CalculatorConfig = demoPriceList();
const fromUrl = (search: string) => configurationFromLink(config, readCalculatorLink(search));

describe("the calculator's link", () => {
  it("writes a product's preset as the calculator page's query, and reads it back", () => {
    const link = {
      product: "window",
      sections: 2,
      openings: ["tilt_turn", "tilt_turn"],
      profile: "max82",
      glazing: "double_lowe",
      colour: null,
      width: 1300,
      height: 1400,
    };
    const path = paths.calculator("ru", link);
    expect(path).toBe(
      "/ru/calculator?product=window&sections=2&openings=tilt_turn,tilt_turn&profile=max82&glazing=double_lowe&width=1300&height=1400",
    );
    expect(paths.calculator("ro")).toBe("/calculator");
    expect(calculatorQuery({})).toBe("");
    const { colour, ...rest } = link;
    expect(colour).toBeNull();
    expect(readCalculatorLink(path.slice(path.indexOf("?")))).toEqual(rest);
  });

  it("opens the calculator set to the link", () => {
    expect(fromUrl("?product=balcony_block&sections=2&openings=turn_left,tilt,fixed&profile=pro76")).toMatchObject({
      product: "balcony_block",
      sashes: ["turn_left", "tilt", "fixed"],
      profile: "pro76",
      width: defaultConfiguration(config, "balcony_block").width,
    });
    const configuration = fromUrl("?product=window&sections=3&width=2050&height=1500&colour=walnut");
    expect(configuration).toMatchObject({ sashes: ["fixed", "tilt_turn", "fixed"], width: 2050, height: 1500 });
    expect(fromUrl(calculatorQuery(linkOf(configuration)))).toEqual(configuration);
  });

  it("keeps the default for each value it does not know or the product does not allow", () => {
    const defaults = defaultConfiguration(config);
    expect(fromUrl("?product=rocket&profile=nope&glazing=<b>&colour=&width=99&height=99999&sections=0")).toEqual(
      defaults,
    );
    expect(fromUrl("?sections=9&openings=tilt,x,y,z")).toMatchObject({ sashes: ["tilt", "tilt_turn"] });
    // A balcony door opens as a door: a fixed or tilt-only door is not one.
    expect(fromUrl("?product=balcony_door&openings=fixed").sashes).toEqual(
      defaultConfiguration(config, "balcony_door").sashes,
    );
    expect(fromUrl("?product=balcony_door&sections=2").sashes).toHaveLength(1);
    expect(fromUrl("?width=1e3&height=-1400")).toEqual(defaults);
  });

  it("counts sections as the visitor does: a balcony block's windows beside its door", () => {
    expect(sectionChoices(config, "window")).toEqual([1, 2, 3]);
    expect(sectionChoices(config, "balcony_block")).toEqual([1, 2]);
    expect(sectionChoices(config, "balcony_door")).toEqual([1]);
  });
});
