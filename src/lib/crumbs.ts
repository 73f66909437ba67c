import type { Locale } from "./locales";
import { paths } from "./paths";
import type { Translate } from "./translate";

export interface Crumb {
  label: string;
  /** Absent for the current page: it is shown, not linked. */
  to?: string;
}

/** The full trail for structured data: home first, then the page's own items. */
export const withHome = (t: Translate, locale: Locale, items: Crumb[]): Crumb[] => [
  { label: t("nav.home"), to: paths.home(locale) },
  ...items,
];
