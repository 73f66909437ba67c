import { readFileSync } from "node:fs";
import * as path from "node:path";
import { LOCALES } from "../locales";

type Dictionary = { [key: string]: string | Dictionary };

const load = (locale: string) =>
  JSON.parse(
    readFileSync(path.resolve(__dirname, "../../../locales", locale, "translation.json"), "utf8"),
  ) as Dictionary;

/** Every leaf key, with plural forms folded to their base key: Romanian and Russian have different plural sets. */
function keysOf(dictionary: Dictionary, prefix = ""): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) => {
    const full = `${prefix}${key}`;
    if (typeof value !== "string") return keysOf(value, `${full}.`);
    return [full.replace(/_(zero|one|two|few|many|other)$/, "")];
  });
}

describe("translation files", () => {
  const keys = Object.fromEntries(LOCALES.map((locale) => [locale, new Set(keysOf(load(locale)))]));

  it.each(LOCALES)("%s has every key the other locales have", (locale) => {
    const missing = LOCALES.flatMap((other) => [...keys[other]!].filter((key) => !keys[locale]!.has(key)));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)("%s has no empty string", (locale) => {
    const empty: string[] = [];
    const walk = (dictionary: Dictionary, prefix: string) => {
      for (const [key, value] of Object.entries(dictionary)) {
        if (typeof value === "string") {
          if (value.trim() === "") empty.push(`${prefix}${key}`);
        } else walk(value, `${prefix}${key}.`);
      }
    };
    walk(load(locale), "");
    expect(empty).toEqual([]);
  });
});
