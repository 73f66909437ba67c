/**
 * The items that have a page of their own (categories, products, articles, info pages): each is checked on its own,
 * so one that breaks the contract keeps its last good version (last-good.ts) while the others are built.
 */
import { validate, type ContentClient } from "./client";
import type { Locale } from "../../../contract";
import {
  apiPath,
  infoPageEntrySchema,
  linkSchema,
  type RawArticle,
  type RawLink,
  type RawProduct,
} from "../../../contract";
import type { InfoPage } from "./content-shapes";
import { ContentContractError } from "./errors";
import { looseId, looseTitle, type LastGood } from "./last-good";
import { normaliseInfoPage } from "./normalise";

export function assertUniqueSlugs(
  locale: Locale,
  endpoint: string,
  items: Array<{ slug_ro: string; slug_ru: string }>,
  reserved: ReadonlySet<string>,
) {
  for (const key of ["slug_ro", "slug_ru"] as const) {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const slug = item[key];
      if (seen.has(slug)) {
        throw new ContentContractError({ endpoint, locale }, `[${index}].${key}`, `slug '${slug}' is used twice`);
      }
      if (reserved.has(slug)) {
        throw new ContentContractError(
          { endpoint, locale },
          `[${index}].${key}`,
          `slug '${slug}' is taken by a fixed route`,
        );
      }
      seen.add(slug);
    });
  }
}

export async function fetchAllArticles(client: ContentClient, locale: Locale, keep: LastGood): Promise<RawArticle[]> {
  const first = await client.get(locale, "blogPage", { query: { page: 1 } });
  const pageSize = first.results.length;
  const pages = pageSize === 0 ? 1 : Math.ceil(first.count / pageSize);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, index) => client.get(locale, "blogPage", { query: { page: index + 2 } })),
  );
  const summaries = new Map<number, unknown>();
  for (const summary of [first, ...rest].flatMap((page) => page.results)) {
    const id = looseId(summary);
    if (id !== undefined) summaries.set(id, summary);
  }
  const articles = await Promise.all(
    [...summaries].map(([id, summary]) =>
      keep.item("article", locale, id, looseTitle(summary), () => client.get(locale, "article", { params: { id } })),
    ),
  );
  return articles.filter((article): article is RawArticle => article !== null);
}

export async function fetchProducts(
  client: ContentClient,
  locale: Locale,
  menu: RawLink[],
  keep: LastGood,
): Promise<RawProduct[]> {
  const ids = [...new Set(menu.flatMap((link) => link.subThemes.flatMap((sub) => sub.products)))];
  const products = await Promise.all(
    ids.map((id) =>
      keep.item("product", locale, id, undefined, () => client.get(locale, "product", { params: { id } })),
    ),
  );
  return products.filter((product): product is RawProduct => product !== null);
}

/** Each category of the menu on its own: a broken one keeps its last good version, the others are built. */
export async function checkMenu(locale: Locale, entries: unknown[], keep: LastGood): Promise<RawLink[]> {
  const target = { endpoint: apiPath("menu", locale), locale };
  const links = await Promise.all(
    entries.map((entry, index) =>
      keep.item("category", locale, looseId(entry) ?? `#${index + 1}`, looseTitle(entry), () =>
        validate(target, linkSchema, entry),
      ),
    ),
  );
  return links.filter((link): link is RawLink => link !== null);
}

export async function fetchInfoPages(
  client: ContentClient,
  locale: Locale,
  entries: unknown[],
  keep: LastGood,
): Promise<InfoPage[]> {
  const target = { endpoint: apiPath("infoPages", locale), locale };
  const pages = await Promise.all(
    entries.map((entry, index) =>
      keep.item("info page", locale, looseId(entry) ?? `#${index + 1}`, looseTitle(entry), async () => {
        const valid = validate(target, infoPageEntrySchema, entry);
        const detail = await client.get(locale, "infoPage", { params: { slug: valid.slug } });
        return normaliseInfoPage(locale, valid, detail, index);
      }),
    ),
  );
  return pages.filter((page): page is InfoPage => page !== null);
}
