import { conformSize, isValidSize, parseSize, SIZE_MASK } from "../size-mask";

describe("size mask", () => {
  it("takes four digits at most and nothing else", () => {
    expect(SIZE_MASK).toHaveLength(4);
    expect(conformSize("12a3 45")).toBe("1234");
    expect(conformSize("mm")).toBe("");
  });

  it("parses sizes in millimetres", () => {
    expect(parseSize("1300")).toBe(1300);
    expect(parseSize("")).toBeNaN();
  });

  it("refuses sizes below 210 mm", () => {
    expect(isValidSize("209")).toBe(false);
    expect(isValidSize("210")).toBe(true);
    expect(isValidSize("")).toBe(false);
    expect(isValidSize("9999")).toBe(true);
  });
});
