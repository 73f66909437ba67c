/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { createContentClient } from "../client";
import { clientForChanges, parseChangedItems } from "../changed-items";
import { readChangedItems } from "../changed-items-file";
import { MemoryConditionalCache } from "./memory-conditional-cache";
import { lastGoodKey } from "../last-good";

const BASE = "http://cms.test";

/** A content service that answers each detail as fresh (a valid item titled "fresh") and an empty menu. */
function service() {
  const asked: string[] = [];
  const fetchImpl = (url: string) => {
    const { pathname } = new URL(url);
    asked.push(pathname);
    const id = Number(/(\d+)\/$/.exec(pathname)?.[1]);
    const item = { id, title: "fresh", slug: `i${id}`, slug_ro: `i${id}`, slug_ru: `i${id}`, created_at: "2024-01-01" };
    return Promise.resolve(new Response(JSON.stringify(Number.isNaN(id) ? [] : item), { status: 200 }));
  };
  return { asked, client: createContentClient({ baseUrl: BASE, siteId: "termofort", fetchImpl }) };
}

function memoryCache(entries: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(entries));
  return { get: (key: string) => Promise.resolve(values.get(key)), set: () => Promise.resolve() };
}

describe("the hook's body", () => {
  it("accepts changes with a type, an id, an optional locale and deletion", () => {
    expect(
      parseChangedItems({
        changes: [
          { type: "article", id: 12, locale: "ro" },
          { type: "product", id: 7 },
          { type: "article", id: 31, deleted: true },
        ],
      }),
    ).toEqual({
      changes: [
        { type: "article", id: 12, locale: "ro" },
        { type: "product", id: 7 },
        { type: "article", id: 31, deleted: true },
      ],
    });
  });

  it.each([
    [{ changes: [{ type: "page", id: 1 }] }, "type must be one of article, product, info-page, category"],
    [{ changes: [{ type: "article", id: "12" }] }, "id"],
    [{ changes: [{ type: "article", id: 1.5 }] }, "integer"],
    [{ changes: [{ type: "article", id: 1, locale: "en" }] }, "locale must be one of ro, ru"],
    [{ changes: [{ type: "article", id: 1, title: "x" }] }, "unknown field"],
    [{ changes: [] }, "at least 1"],
    [{ items: [] }, "unknown field"],
    [[{ type: "article", id: 1 }], "object"],
  ])("refuses %j, saying why", (body, reason) => {
    const parsed = parseChangedItems(body);
    expect("reason" in parsed && parsed.reason).toEqual(expect.stringContaining(reason));
  });

  it("fails the build on a changes file that is not valid, and means a full check without one or when it is absent", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "changed-items-"));
    try {
      const file = path.join(dir, "changes.json");
      expect(readChangedItems(file)).toBeUndefined();
      writeFileSync(file, JSON.stringify({ changes: [{ type: "article", id: 7, locale: "ru" }] }));
      expect(readChangedItems(file)).toEqual([{ type: "article", id: 7, locale: "ru" }]);
      writeFileSync(file, JSON.stringify({ changes: [{ type: "article" }] }));
      expect(() => readChangedItems(file)).toThrow("not valid: changes[0].id is a required field");
      expect(readChangedItems(undefined)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a build for named changes", () => {
  it("asks the service for the named details and takes the others from the last build", async () => {
    const { asked, client } = service();
    const conditional = new MemoryConditionalCache();
    await conditional.remember(client.urlFor("ro", "article", { params: { id: 2 } }), {
      etag: '"a"',
      value: { kept: "from a 304" },
    });
    const lastGood = memoryCache({ [lastGoodKey("product", "ro", 5)]: { kept: "last good" } });
    const changed = clientForChanges(client, {
      changes: [{ type: "article", id: 1, locale: "ro" }],
      conditional,
      lastGood,
    });

    expect(await changed.get("ro", "article", { params: { id: 1 } })).toMatchObject({ title: "fresh" });
    const kept = await changed.get("ro", "article", { params: { id: 2 } });
    expect(kept).toEqual({ kept: "from a 304" });
    expect(changed.isReused(kept)).toBe(true);
    expect(await changed.get("ro", "product", { params: { id: 5 } })).toEqual({ kept: "last good" });
    // A new item (nothing kept) and the other locale of a named one are asked for; lists always are.
    expect(await changed.get("ro", "article", { params: { id: 3 } })).toMatchObject({ title: "fresh" });
    expect(await changed.get("ru", "article", { params: { id: 1 } })).toMatchObject({ title: "fresh" });
    expect(await changed.get("ro", "menu")).toEqual([]);
    expect(asked).toEqual([
      "/ro/api/blog-item/1/",
      "/ro/api/blog-item/3/",
      "/ru/api/blog-item/1/",
      "/ro/api/menu-item/",
    ]);
  });

  it("asks for every detail in a full check", async () => {
    const { asked, client } = service();
    const conditional = new MemoryConditionalCache();
    await conditional.remember(client.urlFor("ro", "article", { params: { id: 2 } }), { value: { kept: true } });
    const full = clientForChanges(client, { changes: undefined, conditional, lastGood: memoryCache() });
    expect(full).toBe(client);
    await full.get("ro", "article", { params: { id: 2 } });
    expect(asked).toEqual(["/ro/api/blog-item/2/"]);
  });
});
