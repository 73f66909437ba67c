import { readFileSync, readdirSync, statSync } from "node:fs";
import * as path from "node:path";
import { CONTENT_DEFAULTS } from "../../../contract/browser";

const SRC = path.resolve(__dirname, "../..");
const tokens = readFileSync(path.join(SRC, "styles/tokens.css"), "utf8");

/** Every stylesheet and component of the site, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "__tests__" ? [] : sources(file);
    return /\.(css|tsx?)$/.test(name) && !name.endsWith(".d.ts") ? [file] : [];
  });
}

const tokenValue = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();

describe("design tokens", () => {
  it("the brand red is the content's default offer colour", () => {
    expect(tokenValue("--brand-red")?.toLowerCase()).toBe(CONTENT_DEFAULTS.offerColour.toLowerCase());
  });

  it("names each colour token once, in tokens.css; the brand red's value appears nowhere else", () => {
    const declared = [...tokens.matchAll(/^\s*(--[\w-]+):/gm)].map((match) => match[1]!);
    const red = tokenValue("--brand-red")!.toLowerCase();
    const elsewhere: string[] = [];
    for (const file of sources(SRC)) {
      if (file.endsWith("tokens.css")) continue;
      const text = readFileSync(file, "utf8");
      if (text.toLowerCase().includes(red)) elsewhere.push(`${path.relative(SRC, file)}: ${red}`);
      for (const name of declared) {
        if (new RegExp(`${name}:\\s`).test(text)) elsewhere.push(`${path.relative(SRC, file)}: ${name}`);
      }
    }
    expect(elsewhere).toEqual([]);
  });
});
