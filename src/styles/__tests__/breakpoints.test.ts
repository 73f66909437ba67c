import { readdirSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { BREAKPOINTS } from "../../config/site";

const STYLES = path.resolve(__dirname, "..");
const sheets = readdirSync(STYLES)
  .filter((file) => file.endsWith(".css"))
  .map((file) => ({ file, css: readFileSync(path.join(STYLES, file), "utf8") }));

describe("breakpoints", () => {
  it.each(sheets)("every min-width query of $file is a named breakpoint at its own width", ({ css }) => {
    const queries = [...css.matchAll(/(?:\/\* breakpoint: (\w+) \*\/\s*)?@media \(min-width: (\d+)px\)/g)];
    for (const [, name, width] of queries) {
      expect({ name, width: Number(width) }).toEqual({
        name: expect.any(String),
        width: BREAKPOINTS[name as keyof typeof BREAKPOINTS],
      });
    }
  });

  it("imports every region sheet from global.css, once", () => {
    const index = sheets.find((sheet) => sheet.file === "global.css")!.css;
    const imported = [...index.matchAll(/@import "\.\/([\w-]+\.css)";/g)].map((match) => match[1]);
    const regions = sheets.map((sheet) => sheet.file).filter((file) => file !== "global.css");
    expect([...imported].sort()).toEqual([...regions].sort());
    expect(new Set(imported).size).toBe(imported.length);
  });
});
