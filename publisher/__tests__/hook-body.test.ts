/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService } from "../../content-service/src/server";
import { readHookChanges, type ContentServiceAddress } from "../hook-body";

const DEMO_DATA = path.resolve(__dirname, "..", "..", "content-service", "data");
/** In the demo data in both locales; the test's copy removes it from the Russian side. */
const ROMANIAN_ONLY_ARTICLE = 5;

/** The body as the service hands it over: parsed JSON, undefined without a body. */
const changes = (...items: object[]) => ({ changes: items });

describe("the publish hook's body, checked against a real content service", () => {
  let dir: string;
  let service: ContentService;
  let address: ContentServiceAddress;
  let romanianOnlyCategory: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "hook-body-"));
    const data = path.join(dir, "data");
    cpSync(DEMO_DATA, data, { recursive: true });
    const drop = (file: string, id: number) => {
      const rows = JSON.parse(readFileSync(path.join(data, "ru", file), "utf8")) as Array<{ id: number }>;
      expect(rows.some((row) => row.id === id)).toBe(true);
      writeFileSync(path.join(data, "ru", file), JSON.stringify(rows.filter((row) => row.id !== id)));
    };
    drop("blog-item.json", ROMANIAN_ONLY_ARTICLE);
    const menu = JSON.parse(readFileSync(path.join(data, "ru", "menu-item.json"), "utf8")) as Array<{ id: number }>;
    romanianOnlyCategory = menu.at(-1)!.id;
    drop("menu-item.json", romanianOnlyCategory);
    service = await startContentService({
      port: 0,
      dataDir: data,
      leadsFile: path.join(dir, "leads.jsonl"),
      quiet: true,
    });
    address = { apiUrl: service.url, siteId: "termofort" };
  });
  afterAll(async () => {
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("accepts an item without a locale that exists in one language only (a save of a Romanian-only article)", async () => {
    const article = { type: "article", id: ROMANIAN_ONLY_ARTICLE };
    const category = { type: "category", id: romanianOnlyCategory };
    await expect(readHookChanges(changes(article, category), address)).resolves.toEqual({
      changes: [article, category],
    });
  });

  it("refuses an item named in a locale that does not have it, and one that exists in neither", async () => {
    await expect(
      readHookChanges(changes({ type: "article", id: ROMANIAN_ONLY_ARTICLE, locale: "ru" }), address),
    ).resolves.toEqual({
      status: 400,
      reason: `article ${ROMANIAN_ONLY_ARTICLE} (ru) does not exist in the content service; for a deleted item send "deleted": true.`,
    });
    await expect(readHookChanges(changes({ type: "product", id: 987654 }), address)).resolves.toMatchObject({
      status: 400,
      reason: expect.stringContaining("product 987654 (ro, ru) does not exist") as unknown,
    });
    await expect(
      readHookChanges(changes({ type: "category", id: romanianOnlyCategory, locale: "ru" }), address),
    ).resolves.toMatchObject({ status: 400 });
  });

  it("accepts a deletion without asking, and a hook without a body as a full check", async () => {
    const deletion = { type: "article", id: 987654, deleted: true };
    await expect(readHookChanges(changes(deletion), address)).resolves.toEqual({ changes: [deletion] });
    await expect(readHookChanges(undefined, address)).resolves.toEqual({ changes: undefined });
  });

  it("answers 502 when the content service cannot be asked", async () => {
    const unreachable = { apiUrl: "http://127.0.0.1:9", siteId: "termofort", retries: 1 };
    await expect(
      readHookChanges(changes({ type: "article", id: 1, locale: "ro" }), unreachable),
    ).resolves.toMatchObject({ status: 502 });
  });
});
