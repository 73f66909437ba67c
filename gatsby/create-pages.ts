import path from "path";
import type { GatsbyNode } from "gatsby";
import { planPages, TEMPLATE_NAMES, type TemplateName } from "./page-plan";
import { DEFAULT_LOCALE } from "../src/lib/locales";
import { localeSlugRedirects } from "../src/lib/locale-slugs";

const TEMPLATES = Object.fromEntries(
  TEMPLATE_NAMES.map((name) => [name, path.resolve(`src/templates/${name}.tsx`)]),
) as Record<TemplateName, string>;

/** Queries ids and slugs only; each template re-queries its content by `id`. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allContentCategory(sort: { position: ASC }) {
        nodes {
          id
          locale
          remoteId
          slugRo
          slugRu
          subcategories {
            id
            locale
            remoteId
            slugRo
            slugRu
          }
        }
      }
      allContentArticle(sort: { createdAt: DESC }) {
        nodes {
          id
          locale
          remoteId
          slugRo
          slugRu
        }
      }
      allContentInfoPage {
        nodes {
          id
          locale
          remoteId
          slugRo
          slugRu
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages: the content query failed", result.errors);
    return;
  }
  for (const page of planPages(result.data)) {
    actions.createPage({
      path: page.path,
      matchPath: page.matchPath,
      component: TEMPLATES[page.template],
      context: page.context,
    });
  }
  // Wrong-language category slugs (the spec's locale URL check): Gatsby's redirect list, which the servers read.
  const romanianMenu = result.data.allContentCategory.nodes.filter((node) => node.locale === DEFAULT_LOCALE);
  for (const [fromPath, toPath] of Object.entries(localeSlugRedirects(romanianMenu))) {
    actions.createRedirect({ fromPath, toPath, isPermanent: true, redirectInBrowser: false });
  }
};
