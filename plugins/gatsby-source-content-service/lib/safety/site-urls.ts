/**
 * The site's URLs from its route templates (the `routes` and `localePrefixes` options): built for a link's target,
 * and read back from a link an editor pasted. The site passes the templates made by its own URL module, so both
 * sides build the same URLs.
 */
import type { Locale } from "../../../../contract";
import type { ContentServiceOptions, SiteRoutes } from "../plugin-options";

export type RouteName = keyof SiteRoutes;
export type RouteValues = Partial<Record<"slug" | "category" | "page", string | number>>;

export interface SiteUrls {
  /** The path of a route in a locale, its placeholders filled (each value one encoded segment). */
  build(locale: Locale, name: RouteName, values?: RouteValues): string;
  /** The route a path (decoded segments, without locale prefix) matches, the most specific template first. */
  match(segments: string[]): { name: RouteName; values: Record<string, string> } | undefined;
}

const segmentsOf = (template: string) => template.split("/").filter(Boolean);
const placeholder = (segment: string) => /^\{([a-z]+)\}$/.exec(segment)?.[1];

export function createSiteUrls({
  routes,
  localePrefixes,
}: Pick<ContentServiceOptions, "routes" | "localePrefixes">): SiteUrls {
  const templates = (Object.entries(routes) as Array<[RouteName, string]>)
    .map(([name, template]) => ({ name, segments: segmentsOf(template) }))
    // A template with more fixed segments wins: `/blog/{slug}` before `/{category}/{slug}`.
    .map((route) => ({ ...route, literals: route.segments.filter((segment) => !placeholder(segment)).length }))
    .sort((a, b) => b.literals - a.literals);

  return {
    build(locale, name, values = {}) {
      const path = routes[name].replace(/\{([a-z]+)\}/g, (_, key: keyof RouteValues) =>
        encodeURIComponent(String(values[key] ?? "")),
      );
      const prefix = localePrefixes[locale] ?? "";
      return path === "/" ? prefix || "/" : `${prefix}${path}`;
    },
    match(segments) {
      for (const route of templates) {
        if (route.segments.length !== segments.length) continue;
        const values: Record<string, string> = {};
        const fits = route.segments.every((part, index) => {
          const key = placeholder(part);
          if (key) values[key] = segments[index] as string;
          return key ? true : part === segments[index];
        });
        if (fits) return { name: route.name, values };
      }
      return undefined;
    },
  };
}
