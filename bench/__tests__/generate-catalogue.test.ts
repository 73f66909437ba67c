/** @jest-environment node */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { generateCatalogue } from "../generate-catalogue";

type Row = Record<string, unknown>;

const article = (id: number, locale: string, day: number): Row => ({
  id,
  slug: `${locale}-article-${id}`,
  slug_ro: `ro-article-${id}`,
  slug_ru: `ru-article-${id}`,
  title: `${locale} ${id}`,
  created_at: new Date(Date.UTC(2024, 5, day)).toISOString(),
  show_on_home: true,
});

const product = (id: number, locale: string, subThemeId: number): Row => ({
  id,
  title: `${locale} product ${id}`,
  slug: `${locale}-product-${id}`,
  slug_ro: `ro-product-${id}`,
  slug_ru: `ru-product-${id}`,
  category_id: 1,
  subtheme_id: subThemeId,
});

const menu = (): Row[] => [
  {
    id: 1,
    slug: "windows",
    subThemes: [
      { id: 11, products: [101, 102] },
      { id: 12, products: [103] },
      { id: 13, products: [] },
    ],
  },
];

let root: string;

async function readJson(...parts: string[]): Promise<Row[]> {
  return JSON.parse(await fs.readFile(path.join(root, ...parts), "utf8")) as Row[];
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "catalogue-"));
  for (const locale of ["ro", "ru"]) {
    const dir = path.join(root, "data", locale);
    await fs.mkdir(dir, { recursive: true });
    const write = (name: string, value: unknown) => fs.writeFile(path.join(dir, `${name}.json`), JSON.stringify(value));
    await write("blog-item", [article(1, locale, 20), article(2, locale, 10)]);
    await write("product-item", [product(101, locale, 11), product(102, locale, 11), product(103, locale, 12)]);
    await write("menu-item", menu());
    await write("contacts", [{ phone_number: "1", mail: "a@b.md" }]);
  }
});

afterAll(() => fs.rm(root, { recursive: true, force: true }));

it("scales articles and products consistently in both locales", async () => {
  const report = await generateCatalogue({
    from: path.join(root, "data"),
    out: path.join(root, "bench"),
    articles: 10,
    products: 9,
  });
  expect(report.join("\n")).toContain("ro/blog-item.json: 10 articles");

  const [ro, ru] = await Promise.all([
    readJson("bench", "ro", "blog-item.json"),
    readJson("bench", "ru", "blog-item.json"),
  ]);
  expect(ro).toHaveLength(10);
  expect(ru.map((row) => row.id)).toEqual(ro.map((row) => row.id));
  expect(new Set(ro.map((row) => row.id)).size).toBe(10);
  const times = ro.map((row) => Date.parse(row.created_at as string));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  const clone = ru[5]!;
  expect(clone.slug).toMatch(new RegExp(`^ru-article-\\d+-${clone.id as number}$`));
  expect(clone.slug_ro).toMatch(new RegExp(`^ro-article-\\d+-${clone.id as number}$`));
  expect(clone.show_on_home).toBe(false);

  for (const locale of ["ro", "ru"]) {
    const products = await readJson("bench", locale, "product-item.json");
    const menuItems = await readJson("bench", locale, "menu-item.json");
    expect(products).toHaveLength(9);
    const ids = new Set(products.map((row) => row.id));
    const subThemes = menuItems[0]!.subThemes as {
      id: number;
      products: number[];
    }[];
    const listed = subThemes.flatMap((subTheme) => subTheme.products);
    expect(new Set(listed)).toEqual(ids);
    expect(subThemes.every((subTheme) => subTheme.products.length >= 2)).toBe(true);
    for (const subTheme of subThemes) {
      for (const id of subTheme.products) {
        const row = products.find((candidate) => candidate.id === id)!;
        expect(row.subtheme_id).toBe(subTheme.id);
      }
    }
  }
  expect(await readJson("bench", "ro", "menu-item.json")).toEqual(await readJson("bench", "ru", "menu-item.json"));
  expect(await readJson("bench", "ro", "contacts.json")).toHaveLength(1);
});

it("refuses to write into the source folder", async () => {
  const data = path.join(root, "data");
  await expect(generateCatalogue({ from: data, out: data, articles: 1, products: 1 })).rejects.toThrow(/outside/);
});
