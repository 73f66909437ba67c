/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { serialize } from "node:v8";
import { FileConditionalCache, codeFingerprint, shardOf } from "../conditional-cache";

const url = (locale: string, rest: string) => `http://cms.test/${locale}/api/${rest}?site_url=termofort`;

describe("FileConditionalCache", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "conditional-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps answers between builds in one file per locale and endpoint", async () => {
    const first = new FileConditionalCache(dir, "code-1");
    await first.remember(url("ro", "blog-item/1/"), { etag: '"a"', value: { id: 1, title: "Unu" } });
    await first.remember(url("ru", "blog-item/1/"), { etag: '"b"', value: { id: 1, title: "Один" } });
    await first.remember(url("ro", "menu-item/"), { lastModified: "Mon, 23 Nov 2026 10:00:00 GMT", value: [] });
    await first.save();
    expect(readdirSync(dir).sort()).toEqual([
      "conditional-ro-blog-item.v8",
      "conditional-ro-menu-item.v8",
      "conditional-ru-blog-item.v8",
    ]);

    const next = new FileConditionalCache(dir, "code-1");
    await expect(next.lookup(url("ro", "blog-item/1/"))).resolves.toMatchObject({
      etag: '"a"',
      value: { id: 1, title: "Unu" },
    });
    await expect(next.lookup(url("ru", "blog-item/1/"))).resolves.toMatchObject({ value: { title: "Один" } });
    await expect(next.lookup(url("ro", "blog-item/2/"))).resolves.toBeUndefined();
  });

  it("writes only the files in which something changed, and forgets", async () => {
    const first = new FileConditionalCache(dir, "code-1");
    await first.remember(url("ro", "blog-item/1/"), { etag: '"a"', value: 1 });
    await first.remember(url("ro", "product-item/1/"), { etag: '"p"', value: 2 });
    await first.save();
    const products = path.join(dir, "conditional-ro-product-item.v8");
    const before = statSync(products).mtimeMs;

    const next = new FileConditionalCache(dir, "code-1");
    await next.lookup(url("ro", "product-item/1/"));
    await next.forget(url("ro", "blog-item/1/"));
    await next.save();
    expect(statSync(products).mtimeMs).toBe(before);
    await expect(new FileConditionalCache(dir, "code-1").lookup(url("ro", "blog-item/1/"))).resolves.toBeUndefined();
  });

  it("never reuses a value checked by other code (a deploy that changed the contract)", async () => {
    const first = new FileConditionalCache(dir, "code-1");
    await first.remember(url("ro", "blog-item/1/"), { etag: '"a"', value: 1 });
    await first.save();
    await expect(new FileConditionalCache(dir, "code-2").lookup(url("ro", "blog-item/1/"))).resolves.toBeUndefined();
  });

  it("fingerprints the plugin's sources, tests left out", () => {
    const src = path.join(dir, "src");
    mkdirSync(path.join(src, "safety"), { recursive: true });
    mkdirSync(path.join(src, "__tests__"));
    writeFileSync(path.join(src, "contract.ts"), "export const a = string().required();");
    writeFileSync(path.join(src, "safety", "urls.ts"), "export {};");
    const before = codeFingerprint(src);
    expect(codeFingerprint(src)).toBe(before);
    writeFileSync(path.join(src, "__tests__", "contract.test.ts"), "it()");
    expect(codeFingerprint(src)).toBe(before);
    writeFileSync(path.join(src, "contract.ts"), "export const a = string();");
    expect(codeFingerprint(src)).not.toBe(before);
    writeFileSync(path.join(src, "contract.ts"), "export const a = string().required();");
    writeFileSync(path.join(src, "safety", "urls.ts"), "export const b = 1;");
    expect(codeFingerprint(src)).not.toBe(before);
    const missing = path.join(dir, "missing");
    expect(codeFingerprint(missing)).not.toBe(codeFingerprint(missing));
  });

  it("starts empty from a damaged or foreign file", async () => {
    const first = new FileConditionalCache(dir, "code-1");
    await first.remember(url("ro", "blog-item/1/"), { etag: '"a"', value: { id: 1 } });
    await first.save();
    const file = path.join(dir, "conditional-ro-blog-item.v8");
    writeFileSync(file, readFileSync(file).subarray(0, 12));
    writeFileSync(path.join(dir, "conditional-ru-blog-item.v8"), serialize({ format: 1, entries: [] }));
    writeFileSync(path.join(dir, "conditional-ro-menu-item.v8"), "not V8's format");
    const cache = new FileConditionalCache(dir, "code-1");
    await expect(cache.lookup(url("ro", "blog-item/1/"))).resolves.toBeUndefined();
    await expect(cache.lookup(url("ru", "blog-item/1/"))).resolves.toBeUndefined();
    await expect(cache.lookup(url("ro", "menu-item/"))).resolves.toBeUndefined();
  });

  it("names shards by locale and endpoint", () => {
    expect(shardOf(url("ro", "blog-item/12/"))).toBe("ro-blog-item");
    expect(shardOf(`${url("ru", "blog-item/")}&page=3`)).toBe("ru-blog-item");
    expect(shardOf(url("ro", "section/credit-offer-section/"))).toBe("ro-section");
    expect(shardOf("http://cms.test/elsewhere")).toBe("other");
  });
});
