import { BLOG_PAGE_SIZE } from "../src/config/site";
import { LOCALES, otherLocale, type Locale } from "../src/lib/locales";
import type { BasePageContext } from "../src/lib/page-context";
import { localePrefix, paths, type Alternates } from "../src/lib/paths";

export const TEMPLATE_NAMES = [
  "home",
  "blog-list",
  "article",
  "calculator",
  "contacts",
  "info-index",
  "info-page",
  "category",
  "subcategory",
  "not-found",
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** One page to create: which template, at which path, with which context (locale and path are added here). */
export interface PlannedPage {
  path: string;
  template: TemplateName;
  context: BasePageContext & Record<string, unknown>;
  /** Client-side paths the page answers besides its own. */
  matchPath?: string;
}

type Translated = Queries.CreatePagesQuery["allContentArticle"]["nodes"][number];

const slugIn = (node: Translated, locale: Locale) => (locale === "ro" ? node.slugRo : node.slugRu);
const fixed = (pathOf: (locale: Locale) => string): Alternates => ({ ro: pathOf("ro"), ru: pathOf("ru") });

function indexByRemoteId<T extends Translated>(nodes: readonly T[]) {
  const index = new Map<string, T>();
  for (const node of nodes) index.set(`${node.locale}:${node.remoteId}`, node);
  return (remoteId: number, locale: Locale) => index.get(`${locale}:${remoteId}`);
}

/** Both locales' paths of an entity that exists in `locale`; the other side only when its twin (same remote id) exists. */
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

/**
 * Every page of the site, both locales, from the ids and slugs of the content: pure, so the pairing of twins and the
 * blog's pagination are unit-tested without Gatsby. Articles arrive newest first (the query sorts them).
 */
export function planPages(data: Queries.CreatePagesQuery, pageSize = BLOG_PAGE_SIZE): PlannedPage[] {
  const pages: PlannedPage[] = [];
  const add = (
    locale: Locale,
    path: string,
    template: TemplateName,
    context: Omit<BasePageContext, "locale" | "pagePath"> & Record<string, unknown>,
  ) => pages.push({ path, template, context: { ...context, locale, pagePath: path } });

  const categories = data.allContentCategory.nodes;
  const categoryTwin = indexByRemoteId(categories);
  const subcategoryTwin = indexByRemoteId(categories.flatMap((category) => category.subcategories));
  const articleTwin = indexByRemoteId(data.allContentArticle.nodes);
  const infoTwin = indexByRemoteId(data.allContentInfoPage.nodes);
  const parentOf = new Map<string, Translated>();
  for (const category of categories) {
    for (const sub of category.subcategories) parentOf.set(sub.id, category);
  }
  const articlePath = (node: Translated, locale: Locale) => paths.article(locale, slugIn(node, locale));
  const infoPath = (node: Translated, locale: Locale) => paths.infoPage(locale, slugIn(node, locale));
  const categoryPath = (node: Translated, locale: Locale) => paths.category(locale, slugIn(node, locale));
  const subcategoryPath = (sub: Translated, locale: Locale) =>
    paths.subcategory(locale, slugIn(parentOf.get(sub.id) as Translated, locale), slugIn(sub, locale));
  // Once per locale: each blog page asks for the other locale's page count.
  const articlesByLocale = new Map(
    LOCALES.map((locale) => [locale, data.allContentArticle.nodes.filter((article) => article.locale === locale)]),
  );
  const articlesIn = (locale: Locale) => articlesByLocale.get(locale) ?? [];
  const blogPageCount = (locale: Locale) => Math.max(1, Math.ceil(articlesIn(locale).length / pageSize));

  for (const locale of LOCALES) {
    add(locale, paths.home(locale), "home", { alternates: fixed(paths.home) });
    add(locale, paths.calculator(locale), "calculator", { alternates: fixed(paths.calculator) });
    add(locale, paths.contacts(locale), "contacts", { alternates: fixed(paths.contacts) });
    add(locale, paths.infoPages(locale), "info-index", { alternates: fixed(paths.infoPages) });
    add(locale, paths.notFound(locale), "not-found", { alternates: fixed(paths.notFound) });
    // Gatsby's browser code replaces an unknown URL by its 404 page's own path unless that page is /404 or matches
    // the URL: the other locale's 404 page matches its prefix, so /ru/x stays /ru/x (and its language switch can
    // lead to /x). Gatsby still finds every real /ru page first.
    const prefix = localePrefix(locale);
    if (prefix) pages[pages.length - 1]!.matchPath = `${prefix}/*`;

    const other = otherLocale(locale);
    const articles = articlesIn(locale);
    const pageCount = blogPageCount(locale);
    for (let page = 1; page <= pageCount; page += 1) {
      add(locale, paths.blog(locale, page), "blog-list", {
        // A list page has a twin only if the other locale has as many pages.
        alternates: {
          [locale]: paths.blog(locale, page),
          ...(page <= blogPageCount(other) ? { [other]: paths.blog(other, page) } : {}),
        },
        // The list page reads its articles by id (gatsby/article-list.ts), in this order: newest first.
        articleIds: articles.slice((page - 1) * pageSize, page * pageSize).map((article) => article.id),
        page,
        pageCount,
      });
    }
    articles.forEach((article, index) => {
      add(locale, articlePath(article, locale), "article", {
        id: article.id,
        alternates: alternatesOf(article, locale, articleTwin, articlePath),
        newerId: articles[index - 1]?.id ?? "",
        olderId: articles[index + 1]?.id ?? "",
      });
    });

    for (const page of data.allContentInfoPage.nodes.filter((node) => node.locale === locale)) {
      add(locale, infoPath(page, locale), "info-page", {
        id: page.id,
        alternates: alternatesOf(page, locale, infoTwin, infoPath),
      });
    }

    for (const category of categories.filter((node) => node.locale === locale)) {
      add(locale, categoryPath(category, locale), "category", {
        id: category.id,
        alternates: alternatesOf(category, locale, categoryTwin, categoryPath),
      });
      for (const sub of category.subcategories) {
        add(locale, subcategoryPath(sub, locale), "subcategory", {
          id: sub.id,
          alternates: alternatesOf(sub, locale, subcategoryTwin, subcategoryPath),
        });
      }
    }
  }

  // The explicit-prefix reading of the Romanian home: the same page, canonical to "/".
  add("ro", paths.homeExplicitRo(), "home", { alternates: fixed(paths.home), canonicalPath: paths.home("ro") });
  return pages;
}
