/** @jest-environment node */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { keepNodeDigests, nodeStamp, takeNodeDigests, writeNodeDigests } from "../node-digests";

describe("node digests of the last completed build", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "node-digests-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const file = () => path.join(dir, "node-digests.json");

  it("gives back what the last build kept once it finished, and removes the file as it does", async () => {
    keepNodeDigests(dir, new Map([["a", nodeStamp("ContentArticle", "d1")]]));
    expect(existsSync(file())).toBe(false);
    await writeNodeDigests();
    expect(takeNodeDigests(dir)).toEqual(new Map([["a", "ContentArticle d1"]]));
    expect(existsSync(file())).toBe(false);
    expect(takeNodeDigests(dir)).toEqual(new Map());
  });

  it("writes what one sourcing kept at most once", async () => {
    keepNodeDigests(dir, new Map([["a", "T d"]]));
    await writeNodeDigests();
    takeNodeDigests(dir);
    await writeNodeDigests();
    expect(existsSync(file())).toBe(false);
  });

  it("knows nothing from a damaged file or another format, and removes it", () => {
    writeFileSync(file(), '{"format":1,"entries":[["a","T');
    expect(takeNodeDigests(dir)).toEqual(new Map());
    expect(existsSync(file())).toBe(false);
    writeFileSync(file(), JSON.stringify({ format: 0, entries: [["a", "T d"]] }));
    expect(takeNodeDigests(dir)).toEqual(new Map());
  });
});
