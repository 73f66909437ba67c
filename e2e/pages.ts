/** Every page the build must create, computed from the demo data (both locales). */
import { BLOG_PAGE_SIZE } from "../src/config/site";
import { LOCALES, articles, infoPages, menu, prefix, type Locale } from "./content";

export function pagesOf(locale: Locale): string[] {
  const p = prefix(locale);
  const list = [p || "/", `${p}/blog`, `${p}/calculator`, `${p}/contacts`, `${p}/info-page`];
  const pageCount = Math.ceil(articles(locale).length / BLOG_PAGE_SIZE);
  for (let page = 2; page <= pageCount; page += 1) list.push(`${p}/blog/page/${page}`);
  for (const article of articles(locale)) list.push(`${p}/blog/${article.slug}`);
  for (const info of infoPages(locale)) list.push(`${p}/info-page/${info.slug}`);
  for (const category of menu(locale)) {
    list.push(`${p}/${category.slug}`);
    for (const sub of category.subThemes) list.push(`${p}/${category.slug}/${sub.slug}`);
  }
  return list;
}

export const allPages = () => LOCALES.flatMap(pagesOf);

/** One page of each type, per locale: what the per-type checks visit. */
export function pageTypes(locale: Locale): Array<{ type: string; path: string }> {
  const p = prefix(locale);
  const category = menu(locale)[0]!;
  return [
    { type: "home", path: p || "/" },
    { type: "category", path: `${p}/${category.slug}` },
    { type: "subcategory", path: `${p}/${category.slug}/${category.subThemes[0]!.slug}` },
    { type: "blog", path: `${p}/blog` },
    { type: "blog page", path: `${p}/blog/page/2` },
    { type: "article", path: `${p}/blog/${articles(locale)[0]!.slug}` },
    { type: "info index", path: `${p}/info-page` },
    { type: "info page", path: `${p}/info-page/${infoPages(locale)[0]!.slug}` },
    { type: "contacts", path: `${p}/contacts` },
    { type: "calculator", path: `${p}/calculator` },
    { type: "error", path: `${p}/this-does-not-exist` },
  ];
}
