import type { BasePageContext } from "./page-context";
import type { Translate } from "./translate";

/** The Seo props every template takes from its page context, and the brand (`site.name`) its head names. */
export const pageSeo = (context: BasePageContext, t: Translate) => ({
  locale: context.locale,
  path: context.pagePath,
  alternates: context.alternates,
  canonicalPath: context.canonicalPath,
  brand: t("site.name"),
});
