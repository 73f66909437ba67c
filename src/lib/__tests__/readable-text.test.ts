import { parseColour, readableTextOn } from "../readable-text";

describe("readableTextOn", () => {
  it("reads hex, rgb() and hsl() colours", () => {
    expect(parseColour("#fff")).toEqual([255, 255, 255]);
    expect(parseColour("#7360f2")).toEqual([115, 96, 242]);
    expect(parseColour("rgb(37, 211, 102)")).toEqual([37, 211, 102]);
    expect(parseColour("hsl(0, 100%, 50%)")!.map(Math.round)).toEqual([255, 0, 0]);
    expect(parseColour("not a colour")).toBeNull();
  });

  it("puts dark text on light buttons and white text on dark ones", () => {
    expect(readableTextOn("#ffd166")).toBe("#111111");
    expect(readableTextOn("#25D366")).toBe("#111111");
    expect(readableTextOn("#7360f2")).toBe("#ffffff");
    expect(readableTextOn("rgb(31, 58, 95)")).toBe("#ffffff");
    expect(readableTextOn("url(x)")).toBeNull();
  });
});
