import { planPages, type PlannedPage } from "../page-plan";

type Data = Queries.CreatePagesQuery;
type Node = Data["allContentArticle"]["nodes"][number];

const node = (locale: "ro" | "ru", remoteId: number, slugRo: string, slugRu: string): Node => ({
  id: `${locale}-${remoteId}`,
  locale,
  remoteId,
  slugRo,
  slugRu,
});

const empty: Data = {
  allContentCategory: { nodes: [] },
  allContentArticle: { nodes: [] },
  allContentInfoPage: { nodes: [] },
};
const byPath = (pages: PlannedPage[]) => new Map(pages.map((page) => [page.path, page]));

describe("planPages", () => {
  it("builds the fixed pages of both locales from empty content, and the /ro home canonical to /", () => {
    const pages = byPath(planPages(empty, 2));
    for (const path of ["/", "/ru", "/calculator", "/ru/calculator", "/contacts", "/ru/contacts", "/404", "/ru/404"]) {
      expect(pages.get(path)).toBeDefined();
    }
    expect(pages.get("/ru/contacts")?.context).toMatchObject({
      locale: "ru",
      pagePath: "/ru/contacts",
      alternates: { ro: "/contacts", ru: "/ru/contacts" },
    });
    expect(pages.get("/ro")).toMatchObject({ template: "home", context: { locale: "ro", canonicalPath: "/" } });
    // An empty blog still has its first list page in each locale.
    expect(pages.get("/blog")?.context).toMatchObject({ page: 1, pageCount: 1, articleIds: [] });
    expect(pages.get("/ru/blog")).toBeDefined();
  });

  it("pairs twins by remote id with each locale's own slug, and leaves out a missing twin", () => {
    const data: Data = {
      ...empty,
      allContentInfoPage: {
        nodes: [
          node("ro", 1, "livrare", "dostavka"),
          node("ru", 1, "livrare", "dostavka"),
          node("ro", 2, "doar-ro", "tolko-ro"),
        ],
      },
    };
    const pages = byPath(planPages(data, 2));
    expect(pages.get("/info-page/livrare")?.context.alternates).toEqual({
      ro: "/info-page/livrare",
      ru: "/ru/info-page/dostavka",
    });
    expect(pages.get("/ru/info-page/dostavka")).toMatchObject({ template: "info-page", context: { id: "ru-1" } });
    expect(pages.get("/info-page/doar-ro")?.context.alternates).toEqual({ ro: "/info-page/doar-ro" });
    expect(pages.has("/ru/info-page/tolko-ro")).toBe(false);
  });

  it("nests subcategories under their category's slug in each locale", () => {
    const category = (locale: "ro" | "ru") => ({
      ...node(locale, 7, "ferestre", "okna"),
      subcategories: [node(locale, 70, "pvc", "pvh")],
    });
    const pages = byPath(planPages({ ...empty, allContentCategory: { nodes: [category("ro"), category("ru")] } }, 2));
    expect(pages.get("/ferestre")).toMatchObject({ template: "category", context: { id: "ro-7" } });
    expect(pages.get("/ferestre/pvc")?.context.alternates).toEqual({ ro: "/ferestre/pvc", ru: "/ru/okna/pvh" });
    expect(pages.get("/ru/okna/pvh")).toMatchObject({ template: "subcategory", context: { id: "ru-70" } });
  });

  it("pages the blog per locale and links a list page to its twin only where the other locale has as many", () => {
    const articles = [1, 2, 3, 4, 5].map((id) => node("ro", id, `a${id}`, `b${id}`));
    const pages = byPath(
      planPages({ ...empty, allContentArticle: { nodes: [...articles, node("ru", 1, "a1", "b1")] } }, 2),
    );
    expect(pages.get("/blog")?.context).toMatchObject({ articleIds: ["ro-1", "ro-2"] });
    expect(pages.get("/blog/page/3")?.context).toMatchObject({ page: 3, pageCount: 3, articleIds: ["ro-5"] });
    expect(pages.get("/ru/blog")?.context).toMatchObject({ page: 1, pageCount: 1, articleIds: ["ru-1"] });
    expect(pages.has("/blog/page/4")).toBe(false);
    expect(pages.get("/blog")?.context.alternates).toEqual({ ro: "/blog", ru: "/ru/blog" });
    expect(pages.get("/blog/page/2")?.context.alternates).toEqual({ ro: "/blog/page/2" });
    expect(pages.has("/ru/blog/page/2")).toBe(false);
  });

  it("links each article to its newer and older neighbour in the query's order", () => {
    const articles = [1, 2, 3].map((id) => node("ro", id, `a${id}`, `b${id}`));
    const pages = byPath(planPages({ ...empty, allContentArticle: { nodes: articles } }, 2));
    expect(pages.get("/blog/a1")?.context).toMatchObject({ newerId: "", olderId: "ro-2" });
    expect(pages.get("/blog/a2")?.context).toMatchObject({ newerId: "ro-1", olderId: "ro-3" });
    expect(pages.get("/blog/a3")?.context).toMatchObject({ newerId: "ro-2", olderId: "" });
  });

  it("gives every page a unique path", () => {
    const category = { ...node("ro", 7, "ferestre", "okna"), subcategories: [node("ro", 70, "pvc", "pvh")] };
    const pages = planPages(
      {
        allContentCategory: { nodes: [category] },
        allContentArticle: { nodes: [node("ro", 1, "a1", "b1")] },
        allContentInfoPage: { nodes: [node("ro", 2, "i", "j")] },
      },
      2,
    );
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });
});
