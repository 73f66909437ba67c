/**
 * Links inside content point at pages by the URL an editor copied at some point: maybe the Russian slug on a
 * Romanian page, maybe a slug that has since changed, maybe with /ro/ or a trailing slash. This resolver knows every
 * slug any entity has had in this content (slug, slug_ro, slug_ru, in both locales) and answers with the page's
 * current URL in the locale of the page that holds the link, built from the site's route templates (site-urls.ts).
 */
import { createHash } from "node:crypto";
import type { Locale } from "../../../../contract";
import type { LocaleContent } from "../fetch-content";
import type { LinkTarget } from "./sanitise-html";
import type { SiteUrls } from "./site-urls";

type Kind = "category" | "subcategory" | "article" | "infoPage";
interface Slugs {
  slug: string;
  slug_ro: string;
  slug_ru: string;
}
interface Entity {
  kind: Kind;
  id: number;
}

/** Routes without a slug: a link to one is rewritten to the same route in the page's locale. */
const FIXED = new Set(["home", "blog", "calculator", "contacts", "infoPages"]);

const aliases = (item: Slugs) => new Set([item.slug, item.slug_ro, item.slug_ru]);
const slugIn = (item: Slugs, locale: Locale) => (locale === "ro" ? item.slug_ro : item.slug_ru);

export type LinkResolver = (pathname: string, locale: Locale) => LinkTarget | undefined;

/**
 * The resolver, and a digest of everything its answers depend on besides the code: each entity's kind, locale, id
 * and slugs, in the order they were read (the first entity to claim a slug keeps it).
 */
export function createLinkResolver(
  contents: LocaleContent[],
  urls: SiteUrls,
  locales: readonly Locale[],
): LinkResolver & { digest: string } {
  const hash = createHash("sha256");
  const record = (...parts: Array<string | number>) => hash.update(`${parts.join("\0")}\n`);
  const slugsOf = (item: Slugs) => [item.slug, item.slug_ro, item.slug_ru];
  const bySlug = new Map<string, Entity>();
  const subBySlug = new Map<string, Entity>();
  const find = new Map<string, Slugs & { parent?: Slugs }>();
  const remember = (map: Map<string, Entity>, key: string, entity: Entity) => {
    if (!map.has(key)) map.set(key, entity);
  };

  for (const content of contents) {
    for (const link of content.menu) {
      record(content.locale, "category", link.id, ...slugsOf(link));
      const category = { kind: "category", id: link.id } as const;
      find.set(`${content.locale}:category:${link.id}`, link);
      for (const slug of aliases(link)) remember(bySlug, `category/${slug}`, category);
      for (const sub of link.subThemes) {
        record(content.locale, "subcategory", sub.id, ...slugsOf(sub));
        const subcategory = { kind: "subcategory", id: sub.id } as const;
        find.set(`${content.locale}:subcategory:${sub.id}`, { ...sub, parent: link });
        for (const parent of aliases(link))
          for (const slug of aliases(sub)) remember(subBySlug, `${parent}/${slug}`, subcategory);
      }
    }
    for (const article of content.articles) {
      record(content.locale, "article", article.id, ...slugsOf(article));
      find.set(`${content.locale}:article:${article.id}`, article);
      for (const slug of aliases(article)) remember(bySlug, `article/${slug}`, { kind: "article", id: article.id });
    }
    for (const page of content.infoPages) {
      record(content.locale, "infoPage", page.id, ...slugsOf(page));
      find.set(`${content.locale}:infoPage:${page.id}`, page);
      for (const slug of aliases(page)) remember(bySlug, `infoPage/${slug}`, { kind: "infoPage", id: page.id });
    }
  }

  const urlOf = (entity: Entity, locale: Locale): string | undefined => {
    const item = find.get(`${locale}:${entity.kind}:${entity.id}`);
    if (!item) return undefined;
    switch (entity.kind) {
      case "category":
        return urls.build(locale, "category", { slug: slugIn(item, locale) });
      case "subcategory":
        return urls.build(locale, "subcategory", {
          category: slugIn(item.parent as Slugs, locale),
          slug: slugIn(item, locale),
        });
      case "article":
        return urls.build(locale, "article", { slug: slugIn(item, locale) });
      case "infoPage":
        return urls.build(locale, "infoPage", { slug: slugIn(item, locale) });
    }
  };

  const resolve: LinkResolver = (pathname, locale) => {
    let segments: string[];
    try {
      segments = pathname.split("/").filter(Boolean).map(decodeURIComponent);
    } catch {
      return { broken: true };
    }
    if ((locales as readonly string[]).includes(segments[0] ?? "")) segments = segments.slice(1);
    if (segments[0] === "media" || segments[0] === "static") return undefined;
    const route = urls.match(segments);
    if (!route) return { broken: true };
    if (FIXED.has(route.name)) return { path: urls.build(locale, route.name) };
    if (route.name === "blogPage") {
      return /^\d+$/.test(route.values.page ?? "")
        ? { path: urls.build(locale, Number(route.values.page) > 1 ? "blogPage" : "blog", route.values) }
        : { broken: true };
    }
    const { slug = "", category = "" } = route.values;
    let entity: Entity | undefined;
    if (route.name === "article") entity = bySlug.get(`article/${slug}`);
    else if (route.name === "infoPage") entity = bySlug.get(`infoPage/${slug}`);
    else if (route.name === "category") entity = bySlug.get(`category/${slug}`);
    else if (route.name === "subcategory") entity = subBySlug.get(`${category}/${slug}`);
    if (!entity) return { broken: true };

    // A page that exists only in another language is still a better target than a broken link.
    const path = [locale, ...locales.filter((other) => other !== locale)].reduce<string | undefined>(
      (found, candidate) => found ?? urlOf(entity, candidate),
      undefined,
    );
    return path ? { path } : { broken: true };
  };
  return Object.assign(resolve, { digest: hash.digest("base64url") });
}
