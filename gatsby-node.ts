import { writeFile } from "fs/promises";
import path from "path";
import type { Actions, GatsbyNode } from "gatsby";
import { LOCALES, otherLocale, type Locale } from "./src/lib/locales";
import type { BasePageContext } from "./src/lib/page-context";
import { paths, type Alternates } from "./src/lib/paths";
import { BLOG_PAGE_SIZE } from "./src/config/site";
import { robotsTxt } from "./src/lib/sitemap";
import { stripNullBytes } from "./scripts/lib/strip-null-bytes";
import { localeSlugRedirects } from "./src/lib/locale-slugs";
import { finishBuildOutput } from "./scripts/lib/server/build-output";

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);
const TEMPLATES = {
  home: template("home"),
  blogList: template("blog-list"),
  article: template("article"),
  calculator: template("calculator"),
  contacts: template("contacts"),
  infoIndex: template("info-index"),
  infoPage: template("info-page"),
  category: template("category"),
  subcategory: template("subcategory"),
  notFound: template("not-found"),
} as const;

interface Translated {
  id: string;
  locale: string;
  remoteId: number;
  slugRo: string;
  slugRu: string;
}
interface PagesQuery {
  allContentCategory: { nodes: Array<Translated & { subcategories: Translated[] }> };
  allContentArticle: { nodes: Translated[] };
  allContentInfoPage: { nodes: Translated[] };
}

const slugIn = (node: Translated, locale: Locale) => (locale === "ro" ? node.slugRo : node.slugRu);

/** Both locales' paths of an entity that exists in `locale`; the other side only when its twin exists. */
function alternatesOf<T extends Translated>(
  node: T,
  locale: Locale,
  twinOf: (remoteId: number, locale: Locale) => T | undefined,
  pathOf: (node: T, locale: Locale) => string,
): Partial<Alternates> {
  const other = otherLocale(locale);
  const twin = twinOf(node.remoteId, other);
  return { [locale]: pathOf(node, locale), ...(twin ? { [other]: pathOf(twin, other) } : {}) };
}

function indexByRemoteId<T extends Translated>(nodes: T[]) {
  const index = new Map<string, T>();
  for (const node of nodes) index.set(`${node.locale}:${node.remoteId}`, node);
  return (remoteId: number, locale: Locale) => index.get(`${locale}:${remoteId}`);
}

function pageCreator(createPage: Actions["createPage"]) {
  return <C extends object>(
    locale: Locale,
    pagePath: string,
    component: string,
    context: C & Omit<BasePageContext, "language" | "pagePath">,
  ) =>
    createPage<BasePageContext & C>({
      path: pagePath,
      component,
      context: { ...context, language: locale, pagePath },
    });
}

/** The ro/ru translation files become Locale nodes ({language, ns, data}) that every page query reads. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Locale implements Node @dontInfer {
      language: String!
      ns: String!
      data: String!
    }
  `);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}) => {
  const file = node as typeof node & {
    sourceInstanceName?: string;
    relativeDirectory?: string;
    name?: string;
    extension?: string;
  };
  if (node.internal.type !== "File" || file.sourceInstanceName !== "locale" || file.extension !== "json") return;
  const data = await loadNodeContent(node);
  const fields = { language: file.relativeDirectory as string, ns: file.name as string, data };
  actions.createNode({
    ...fields,
    id: createNodeId(`Locale:${fields.language}:${fields.ns}`),
    parent: node.id,
    internal: { type: "Locale", contentDigest: createContentDigest(data) },
  });
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
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
  const { allContentCategory, allContentArticle, allContentInfoPage } = result.data;
  const create = pageCreator(actions.createPage);
  const fixed = (pathOf: (locale: Locale) => string): Alternates => ({ ro: pathOf("ro"), ru: pathOf("ru") });

  const categoryTwin = indexByRemoteId(allContentCategory.nodes);
  const subcategoryTwin = indexByRemoteId(allContentCategory.nodes.flatMap((category) => category.subcategories));
  const articleTwin = indexByRemoteId(allContentArticle.nodes);
  const infoTwin = indexByRemoteId(allContentInfoPage.nodes);
  const parentOf = new Map<string, Translated>();
  for (const category of allContentCategory.nodes) {
    for (const sub of category.subcategories) parentOf.set(sub.id, category);
  }
  const subcategoryPath = (sub: Translated, locale: Locale) =>
    paths.subcategory(locale, slugIn(parentOf.get(sub.id) as Translated, locale), slugIn(sub, locale));

  for (const locale of LOCALES) {
    create(locale, paths.home(locale), TEMPLATES.home, { alternates: fixed(paths.home) });
    create(locale, paths.calculator(locale), TEMPLATES.calculator, { alternates: fixed(paths.calculator) });
    create(locale, paths.contacts(locale), TEMPLATES.contacts, { alternates: fixed(paths.contacts) });
    create(locale, paths.infoPages(locale), TEMPLATES.infoIndex, { alternates: fixed(paths.infoPages) });
    create(locale, paths.notFound(locale), TEMPLATES.notFound, { alternates: fixed(paths.notFound) });

    const articles = allContentArticle.nodes.filter((article) => article.locale === locale);
    const pageCount = Math.max(1, Math.ceil(articles.length / BLOG_PAGE_SIZE));
    for (let page = 1; page <= pageCount; page += 1) {
      // A list page exists in the other locale only if that locale has as many pages.
      const otherCount = Math.ceil(
        allContentArticle.nodes.filter((a) => a.locale === otherLocale(locale)).length / BLOG_PAGE_SIZE,
      );
      create(locale, paths.blog(locale, page), TEMPLATES.blogList, {
        alternates: {
          [locale]: paths.blog(locale, page),
          ...(page <= Math.max(1, otherCount) ? { [otherLocale(locale)]: paths.blog(otherLocale(locale), page) } : {}),
        },
        skip: (page - 1) * BLOG_PAGE_SIZE,
        limit: BLOG_PAGE_SIZE,
        page,
        pageCount,
      });
    }
    articles.forEach((article, index) => {
      const articlePath = (node: Translated, lng: Locale) => paths.article(lng, slugIn(node, lng));
      create(locale, articlePath(article, locale), TEMPLATES.article, {
        id: article.id,
        alternates: alternatesOf(article, locale, articleTwin, articlePath),
        newerId: articles[index - 1]?.id ?? "",
        olderId: articles[index + 1]?.id ?? "",
      });
    });

    for (const page of allContentInfoPage.nodes.filter((node) => node.locale === locale)) {
      const infoPath = (node: Translated, lng: Locale) => paths.infoPage(lng, slugIn(node, lng));
      create(locale, infoPath(page, locale), TEMPLATES.infoPage, {
        id: page.id,
        alternates: alternatesOf(page, locale, infoTwin, infoPath),
      });
    }

    for (const category of allContentCategory.nodes.filter((node) => node.locale === locale)) {
      const categoryPath = (node: Translated, lng: Locale) => paths.category(lng, slugIn(node, lng));
      create(locale, categoryPath(category, locale), TEMPLATES.category, {
        id: category.id,
        alternates: alternatesOf(category, locale, categoryTwin, categoryPath),
      });
      for (const sub of category.subcategories) {
        create(locale, subcategoryPath(sub, locale), TEMPLATES.subcategory, {
          id: sub.id,
          alternates: alternatesOf(sub, locale, subcategoryTwin, subcategoryPath),
        });
      }
    }
  }

  // Wrong-language category slugs (the spec's locale URL check): Gatsby's redirect list, which the servers read.
  for (const [fromPath, toPath] of Object.entries(
    localeSlugRedirects(allContentCategory.nodes.filter((node) => node.locale === "ro")),
  ))
    actions.createRedirect({ fromPath, toPath, isPermanent: true, redirectInBrowser: false });

  // The explicit-prefix reading of the Romanian home: the same page, canonical to "/".
  create("ro", paths.homeExplicitRo(), TEMPLATES.home, {
    alternates: fixed(paths.home),
    canonicalPath: paths.home("ro"),
  });
};

/**
 * robots.txt follows the registered site's ready_to_indexing flag; then the output is finished for the web servers
 * (docs/security.md): redirects and inline-script hashes in the server manifest, compressed twins, no source maps.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const result = await graphql<{
    contentSite: { readyToIndexing: boolean } | null;
    site: { siteMetadata: { siteUrl: string } };
  }>(`
    query PostBuildData {
      contentSite(locale: { eq: "ro" }) {
        readyToIndexing
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("onPostBuild: could not read the content for robots.txt", result.errors);
    return;
  }
  const ready = result.data.contentSite?.readyToIndexing ?? false;
  await writeFile(path.resolve("public", "robots.txt"), robotsTxt(ready, result.data.site.siteMetadata.siteUrl));
  reporter.info(`robots.txt: ${ready ? "indexing allowed" : "indexing disallowed (ready_to_indexing is false)"}`);
  const repaired = await stripNullBytes(path.resolve("public"));
  if (repaired) reporter.info(`Removed React 18's stray NUL bytes from ${repaired} HTML files`);
  const served = await finishBuildOutput(path.resolve("public"), store.getState().redirects);
  reporter.info(
    `Server manifest: ${served.manifest.redirects.length} redirects, ${served.manifest.scriptHashes.length} inline-script hashes; ` +
      `${served.compressed} files precompressed, ${served.removed} source maps/stats removed`,
  );
};
