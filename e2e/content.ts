/** The demo content the site is built from, read from the embedded service's data files: tests assert on it. */
import { readFileSync } from "node:fs";
import * as path from "node:path";

export { LOCALES, type Locale } from "../src/lib/locales";
import type { Locale } from "../src/lib/locales";
const DATA = path.resolve(__dirname, "..", "content-service", "data");

export function data<T>(locale: Locale, name: string): T {
  return JSON.parse(readFileSync(path.join(DATA, locale, `${name}.json`), "utf8")) as T;
}

interface Translated {
  id: number;
  slug: string;
  slug_ro: string;
  slug_ru: string;
}
export interface Category extends Translated {
  theme: string;
  subThemes: Array<Translated & { theme: string; products: number[] }>;
}
export interface Article extends Translated {
  title: string;
  created_at: string;
}
export interface InfoPage extends Translated {
  title: string;
}

export const menu = (locale: Locale) => data<Category[]>(locale, "menu-item");
export const articles = (locale: Locale) => data<Article[]>(locale, "blog-item");
export const infoPages = (locale: Locale) => data<InfoPage[]>(locale, "info-page");
export const prefix = (locale: Locale) => (locale === "ro" ? "" : "/ru");
export const t = (locale: Locale) =>
  JSON.parse(readFileSync(path.resolve(__dirname, "..", "locales", locale, "translation.json"), "utf8"));
