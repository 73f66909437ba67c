import type { BasePageContext } from "./page-context";

/** The Seo props every template takes from its page context. */
export const pageSeo = (context: BasePageContext) => ({
  locale: context.locale,
  path: context.pagePath,
  alternates: context.alternates,
  canonicalPath: context.canonicalPath,
});
