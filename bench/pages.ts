/** One built page of each type, per locale: what the benchmarks measure (from the demo data's slugs). */
import { readFileSync } from "node:fs";
import * as path from "node:path";
import type { Locale } from "../src/lib/locales";
import { paths } from "../src/lib/paths";

const DATA = path.resolve(__dirname, "..", "content-service", "data");
const read = <T>(locale: Locale, name: string): T =>
  JSON.parse(readFileSync(path.join(DATA, locale, `${name}.json`), "utf8")) as T;

export function pageTypes(locale: Locale = "ro"): Array<{ type: string; path: string }> {
  const menu = read<Array<{ slug: string; subThemes: Array<{ slug: string }> }>>(locale, "menu-item");
  const articles = read<Array<{ slug: string }>>(locale, "blog-item");
  const info = read<Array<{ slug: string }>>(locale, "info-page");
  return [
    { type: "home", path: paths.home(locale) },
    { type: "category", path: paths.category(locale, menu[0]!.slug) },
    { type: "subcategory", path: paths.subcategory(locale, menu[0]!.slug, menu[0]!.subThemes[0]!.slug) },
    { type: "blog list", path: paths.blog(locale) },
    { type: "article", path: paths.article(locale, articles[0]!.slug) },
    { type: "info page", path: paths.infoPage(locale, info[0]!.slug) },
    { type: "contacts", path: paths.contacts(locale) },
    { type: "calculator", path: paths.calculator(locale) },
    { type: "404", path: paths.notFound(locale) },
  ];
}
