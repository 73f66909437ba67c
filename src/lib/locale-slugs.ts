import { LOCALES } from "./locales";
import { localeOfPath, localePrefix, paths, withoutLocalePrefix } from "./paths";

interface Translated {
  readonly slugRo: string;
  readonly slugRu: string;
}
export interface MenuSlugs extends Translated {
  readonly subcategories: readonly Translated[];
}

const slugIn = (node: Translated, locale: "ro" | "ru") => (locale === "ro" ? node.slugRo : node.slugRu);

/**
 * Spec's locale URL check: a category or subcategory path that uses the other language's slug (e.g. a Russian slug
 * under a Romanian path) belongs at the current language's form of that page. Null when the path is fine or unknown.
 */
export function localeSlugRedirect(pathname: string, menu: readonly MenuSlugs[]): string | null {
  const locale = localeOfPath(pathname);
  const bare = withoutLocalePrefix(pathname);
  let segments: string[];
  try {
    segments = bare.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.length < 1 || segments.length > 2) return null;
  const [categorySlug, subSlug] = segments;
  const category = menu.find((item) => item.slugRo === categorySlug || item.slugRu === categorySlug);
  if (!category) return null;
  let target = paths.category(locale, slugIn(category, locale));
  if (subSlug !== undefined) {
    const sub = category.subcategories.find((item) => item.slugRo === subSlug || item.slugRu === subSlug);
    if (!sub) return null;
    target = paths.subcategory(locale, slugIn(category, locale), slugIn(sub, locale));
  }
  return target === pathname ? null : target;
}

/** Every wrong-language form of every category and subcategory path, for the server's 301s. */
export function localeSlugRedirects(menu: readonly MenuSlugs[]): Record<string, string> {
  const redirects: Record<string, string> = {};
  for (const prefix of LOCALES.map(localePrefix)) {
    for (const category of menu) {
      for (const categorySlug of [category.slugRo, category.slugRu]) {
        const candidates = [`${prefix}/${categorySlug}`];
        for (const sub of category.subcategories) {
          for (const subSlug of [sub.slugRo, sub.slugRu]) candidates.push(`${prefix}/${categorySlug}/${subSlug}`);
        }
        for (const from of candidates.map((path) => path.split("/").map(encodeURIComponent).join("/"))) {
          const to = localeSlugRedirect(from, menu);
          if (to) redirects[from] = to;
        }
      }
    }
  }
  return redirects;
}
