/** One built page of each type, per locale: what the benchmarks measure (from the demo data's slugs). */
import { readFileSync } from "node:fs";
import * as path from "node:path";

const DATA = path.resolve(__dirname, "..", "..", "content-service", "data");
const read = <T>(locale: string, name: string): T =>
  JSON.parse(readFileSync(path.join(DATA, locale, `${name}.json`), "utf8")) as T;

export function pageTypes(): Array<{ type: string; path: string }> {
  const menu = read<Array<{ slug: string; subThemes: Array<{ slug: string }> }>>("ro", "menu-item");
  const articles = read<Array<{ slug: string }>>("ro", "blog-item");
  const info = read<Array<{ slug: string }>>("ro", "info-page");
  return [
    { type: "home", path: "/" },
    { type: "category", path: `/${menu[0]!.slug}` },
    { type: "subcategory", path: `/${menu[0]!.slug}/${menu[0]!.subThemes[0]!.slug}` },
    { type: "blog list", path: "/blog" },
    { type: "article", path: `/blog/${articles[0]!.slug}` },
    { type: "info page", path: `/info-page/${info[0]!.slug}` },
    { type: "contacts", path: "/contacts" },
    { type: "calculator", path: "/calculator" },
    { type: "404", path: "/404" },
  ];
}
