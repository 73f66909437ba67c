/**
 * The calculator's price list on every page. It has one route to the browser: the calculator page's query result
 * (its page data, the file Gatsby's own loader reads when the visitor goes to that page). The calculator page renders
 * from it on the server; the dialog on any other page reads the same file, which the service worker keeps like every
 * page data, and which the shell preloads when idle so the dialog still has prices after the connection drops.
 */
import { withPrefix } from "gatsby";
import type { Locale } from "../../lib/locales";
import { paths } from "../../lib/paths";
import type { CalculatorConfig } from "./model";

interface CalculatorPageData {
  result?: { data?: Queries.CalculatorPageQuery };
}

/** Gatsby's page data of a path: `/page-data/{path}/page-data.json`. */
const pageDataUrl = (path: string) => withPrefix(`/page-data${path}/page-data.json`);

const priceLists = new Map<Locale, Promise<CalculatorConfig | null>>();

/** The locale's price list (null when the service has none), fetched once per page; a failed fetch is forgotten. */
export function preloadCalculatorData(locale: Locale): Promise<CalculatorConfig | null> {
  let list = priceLists.get(locale);
  if (!list) {
    list = fetch(pageDataUrl(paths.calculator(locale))).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = (await response.json()) as CalculatorPageData;
      return page.result?.data?.contentCalculator?.config ?? null;
    });
    list.catch(() => priceLists.delete(locale));
    priceLists.set(locale, list);
  }
  return list;
}
