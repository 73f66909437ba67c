import { promises as fs } from "node:fs";
import * as path from "node:path";
import { parseArgs } from "node:util";
import { REPO_ROOT } from "../content-service/src/config";
import { CONTRACT_LOCALES as LOCALES, type Locale } from "../contract";

/**
 * Copies the demo data dir and scales it up for benchmarks:
 *   tsx bench/generate-catalogue.ts --out var/bench-data --articles 5000 --products 3000
 */

export interface CatalogueOptions {
  from: string;
  out: string;
  /** Articles per locale (demo ones included). */
  articles: number;
  /** Products per locale, about (demo ones included). */
  products: number;
}

type Row = Record<string, unknown>;
type PerLocale<T> = Record<Locale, T>;

interface SubThemeSlot {
  linkId: unknown;
  subThemes: PerLocale<Row>;
  /** The demo products of this subTheme, the templates for its clones. */
  templates: number[];
}

/** Spacing of the generated articles' created_at, going back from the oldest demo article. */
const ARTICLE_STEP_MS = 8 * 60 * 60 * 1000;

/** Writes the scaled catalogue and returns one line per thing written. */
export async function generateCatalogue(options: CatalogueOptions): Promise<string[]> {
  const from = path.resolve(options.from);
  const out = path.resolve(options.out);
  if (out === from || out.startsWith(from + path.sep)) throw new Error(`--out must be outside ${from}`);
  const report: string[] = [];
  for (const locale of LOCALES) {
    await fs.rm(path.join(out, locale), { recursive: true, force: true });
    await fs.cp(path.join(from, locale), path.join(out, locale), {
      recursive: true,
    });
  }
  report.push(`Copied ${from} to ${out}`);
  const read = (name: string) => readRows(out, name);
  const articles = await read("blog-item");
  const products = await read("product-item");
  const menus = await read("menu-item");
  const addedArticles = scaleArticles(articles, options.articles);
  const slots = subThemeSlots(menus);
  const addedProducts = scaleProducts(products, slots, options.products);
  for (const locale of LOCALES) {
    await writeRows(out, locale, "blog-item", articles[locale]);
    report.push(`${locale}/blog-item.json: ${articles[locale].length} articles (${addedArticles} generated)`);
    await writeRows(out, locale, "product-item", products[locale]);
    report.push(
      `${locale}/product-item.json: ${products[locale].length} products (${addedProducts} generated over ${slots.length} subThemes)`,
    );
    await writeRows(out, locale, "menu-item", menus[locale]);
    report.push(`${locale}/menu-item.json: subThemes' products arrays extended`);
  }
  return report;
}

async function readRows(dir: string, name: string): Promise<PerLocale<Row[]>> {
  const read = async (locale: Locale): Promise<Row[]> => {
    const file = path.join(dir, locale, `${name}.json`);
    const value: unknown = JSON.parse(await fs.readFile(file, "utf8").catch(() => "[]"));
    if (!Array.isArray(value)) throw new Error(`${file} must hold an array`);
    return value as Row[];
  };
  return { ro: await read("ro"), ru: await read("ru") };
}

async function writeRows(dir: string, locale: Locale, name: string, rows: Row[]): Promise<void> {
  await fs.writeFile(path.join(dir, locale, `${name}.json`), JSON.stringify(rows));
}

/** Appends clones of the demo articles (same ids in both locales) until each locale has `total`. */
function scaleArticles(articles: PerLocale<Row[]>, total: number): number {
  const pairs = articles.ro.map((ro) => ({
    ro,
    ru: articles.ru.find((ru) => ru.id === ro.id) ?? ro,
  }));
  const toAdd = Math.max(0, total - articles.ro.length);
  if (pairs.length === 0 || toAdd === 0) return 0;
  const firstId = maxId([...articles.ro, ...articles.ru]) + 1;
  const oldest = Math.min(...[...articles.ro, ...articles.ru].map(createdAt));
  for (let i = 0; i < toAdd; i += 1) {
    const pair = pairs[i % pairs.length]!;
    const id = firstId + i;
    // Older than every demo article, so the files stay newest first.
    const created = new Date(oldest - (i + 1) * ARTICLE_STEP_MS).toISOString();
    for (const locale of LOCALES) {
      articles[locale].push({
        ...cloneWithId(pair[locale], id),
        created_at: created,
        show_on_home: false,
      });
    }
  }
  return toAdd;
}

function createdAt(row: Row): number {
  const time = typeof row.created_at === "string" ? Date.parse(row.created_at) : NaN;
  return Number.isNaN(time) ? Date.now() : time;
}

function subThemeSlots(menus: PerLocale<Row[]>): SubThemeSlot[] {
  const withLink = (link: Row) => subThemesOf(link).map((subTheme) => ({ linkId: link.id, subTheme }));
  const ro = menus.ro.flatMap(withLink);
  const ru = menus.ru.flatMap(withLink).map((entry) => entry.subTheme);
  return ro.map(({ linkId, subTheme }, index): SubThemeSlot => {
    // A subTheme missing from the ru menu gets a detached stand-in, so ids are never added twice to ro.
    const ruSubTheme = ru.find((candidate) => candidate.id === subTheme.id) ?? ru[index] ?? { id: subTheme.id };
    productIds(ruSubTheme);
    return {
      linkId,
      subThemes: { ro: subTheme, ru: ruSubTheme },
      templates: productIds(subTheme),
    };
  });
}

function subThemesOf(link: Row): Row[] {
  return Array.isArray(link.subThemes) ? (link.subThemes as Row[]) : [];
}

function productIds(subTheme: Row): number[] {
  if (!Array.isArray(subTheme.products)) subTheme.products = [];
  return (subTheme.products as unknown[]).filter((id): id is number => typeof id === "number");
}

/** Adds cloned products round-robin over the subThemes until each locale has about `total`. */
function scaleProducts(products: PerLocale<Row[]>, slots: SubThemeSlot[], total: number): number {
  const toAdd = Math.max(0, total - products.ro.length);
  if (slots.length === 0 || products.ro.length === 0 || toAdd === 0) return 0;
  const demo = [...products.ro];
  const byId = { ro: indexById(products.ro), ru: indexById(products.ru) };
  const referenced = slots.flatMap((slot) => slot.templates);
  const firstId = Math.max(maxId([...products.ro, ...products.ru]), ...referenced) + 1;
  for (let i = 0; i < toAdd; i += 1) {
    const slot = slots[i % slots.length]!;
    const round = Math.floor(i / slots.length);
    const own = slot.templates.filter((id) => byId.ro.has(id));
    const ownTemplate = own.length > 0 ? own[round % own.length] : undefined;
    const templateId = ownTemplate ?? (demo[i % demo.length]!.id as number);
    const id = firstId + i;
    for (const locale of LOCALES) {
      const template = byId[locale].get(templateId) ?? byId.ro.get(templateId)!;
      const clone = cloneWithId(template, id);
      if (ownTemplate === undefined)
        Object.assign(clone, {
          category_id: slot.linkId,
          subtheme_id: slot.subThemes[locale].id,
        });
      products[locale].push(clone);
      (slot.subThemes[locale].products as unknown[]).push(id);
    }
  }
  return toAdd;
}

function indexById(rows: Row[]): Map<unknown, Row> {
  return new Map(rows.map((row) => [row.id, row]));
}

function maxId(rows: Row[]): number {
  return rows.reduce((max, row) => (typeof row.id === "number" && row.id > max ? row.id : max), 0);
}

function cloneWithId(row: Row, id: number): Row {
  const clone = structuredClone(row);
  clone.id = id;
  for (const key of ["slug", "slug_ro", "slug_ru"]) {
    if (typeof clone[key] === "string") clone[key] = `${clone[key] as string}-${id}`;
  }
  return clone;
}

function readOptions(argv: string[]): CatalogueOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        out: { type: "string" },
        from: { type: "string" },
        articles: { type: "string" },
        products: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    usage(1, (error as Error).message);
  }
  if (values.help) usage(0);
  const text = (key: string) => values[key] as string | undefined;
  return {
    from: text("from") ?? process.env.CONTENT_DATA_DIR ?? path.join(REPO_ROOT, "content-service", "data"),
    out: text("out") ?? path.join(REPO_ROOT, "var", "bench-data"),
    articles: count(text("articles"), 5000, "articles"),
    products: count(text("products"), 3000, "products"),
  };
}

function count(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) usage(1, `--${name} must be a non-negative integer`);
  return value;
}

function usage(code: number, message?: string): never {
  if (message) console.error(message);
  console.error(
    "Usage: tsx bench/generate-catalogue.ts [--out var/bench-data] [--articles 5000] [--products 3000] [--from content-service/data]",
  );
  process.exit(code);
}

if (require.main === module) {
  generateCatalogue(readOptions(process.argv.slice(2))).then(
    (lines) => lines.forEach((line) => console.log(line)),
    (error: unknown) => {
      console.error(`generate-catalogue: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
