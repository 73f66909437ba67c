/**
 * The calculator's price list, offers and preset products on every page. They have one route to the browser: the
 * calculator page's query result (its page data, the file Gatsby's own loader reads when the visitor goes to that
 * page). The calculator page renders from it on the server; the dialog on any other page reads the same file, which
 * the service worker keeps like every page data, and which the shell preloads when idle so the dialog still has
 * prices after the connection drops.
 */
import { withPrefix } from "gatsby";
import type { Locale } from "../../lib/locales";
import { paths } from "../../lib/paths";
import type { CalculatorData } from "./model";

interface CalculatorPageData {
  result?: { data?: Queries.CalculatorPageQuery };
}

/** Gatsby's page data of a path: `/page-data/{path}/page-data.json`. */
const pageDataUrl = (path: string) => withPrefix(`/page-data${path}/page-data.json`);

/** What the calculator works from, out of the calculator page's query; null without a price list. */
export function calculatorData(data: Queries.CalculatorPageQuery | undefined, locale: Locale): CalculatorData | null {
  const config = data?.contentCalculator?.config;
  if (!config) return null;
  return {
    config,
    credit: data.credit?.credit ?? null,
    gift: data.gift?.gift ?? null,
    products: data.presetProducts.nodes.flatMap((product) => {
      const sub = product.subcategory;
      return sub
        ? [
            {
              id: product.remoteId,
              title: product.title,
              path: paths.subcategoryProduct(locale, sub.category.slug, sub.slug, product.slug),
            },
          ]
        : [];
    }),
  };
}

const loaded = new Map<Locale, Promise<CalculatorData | null>>();

/** The locale's calculator data (null when the service has no price list), fetched once per page; a failure is forgotten. */
export function preloadCalculatorData(locale: Locale): Promise<CalculatorData | null> {
  let data = loaded.get(locale);
  if (!data) {
    data = fetch(pageDataUrl(paths.calculator(locale))).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = (await response.json()) as CalculatorPageData;
      return calculatorData(page.result?.data, locale);
    });
    data.catch(() => loaded.delete(locale));
    loaded.set(locale, data);
  }
  return data;
}
