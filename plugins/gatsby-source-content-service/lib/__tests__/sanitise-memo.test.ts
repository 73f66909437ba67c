/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { sanitiseHtml } from "../safety/sanitise-html";
import { FileSanitiseMemo } from "../safety/sanitise-memo";

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "memo-"));
  file = path.join(dir, "sanitised-html.json");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const clean = "<p>Ferestre <strong>PVC</strong></p>";
const dirty = '<p onclick="x()">Uși</p><script>alert(1)</script>';

async function firstBuild(context = "links-v1") {
  const memo = await new FileSanitiseMemo(file, context).load();
  for (const html of [clean, dirty]) memo.set("ro", html, sanitiseHtml(html));
  await memo.save();
  return memo;
}

describe("the sanitised-text memo", () => {
  it("gives back the last build's results under the same context, for the same locale only", async () => {
    await firstBuild();
    const memo = await new FileSanitiseMemo(file, "links-v1").load();
    expect(memo.get("ro", dirty)).toEqual(sanitiseHtml(dirty));
    expect(memo.get("ro", clean)).toEqual(sanitiseHtml(clean));
    expect(memo.get("ru", clean)).toBeUndefined();
    expect(memo.get("ro", `${clean} `)).toBeUndefined();
    expect(memo.hits).toBe(2);
  });

  it("keeps no copy of a text that sanitising left as it was", async () => {
    await firstBuild();
    const stored = readFileSync(file, "utf8");
    expect(stored).not.toContain("Ferestre");
    expect(stored).toContain("<p>Uși</p>");
  });

  it("uses nothing made under another context (another link map, origin, image policy or code)", async () => {
    await firstBuild("links-v1");
    const memo = await new FileSanitiseMemo(file, "links-v2").load();
    expect(memo.get("ro", clean)).toBeUndefined();
    expect(memo.get("ro", dirty)).toBeUndefined();
  });

  it("does not write the file when a build used exactly what it holds", async () => {
    await firstBuild();
    const before = statSync(file);
    const memo = await new FileSanitiseMemo(file, "links-v1").load();
    memo.get("ro", clean);
    memo.get("ro", dirty);
    await memo.save();
    const after = statSync(file);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it("drops what a build no longer needed, and adds what it sanitised", async () => {
    await firstBuild();
    const memo = await new FileSanitiseMemo(file, "links-v1").load();
    memo.get("ro", clean);
    memo.set("ru", dirty, sanitiseHtml(dirty));
    await memo.save();
    const next = await new FileSanitiseMemo(file, "links-v1").load();
    expect(next.get("ro", dirty)).toBeUndefined();
    expect(next.get("ro", clean)).toBeDefined();
    expect(next.get("ru", dirty)).toEqual(sanitiseHtml(dirty));
  });

  it("starts empty from a damaged or malformed file", async () => {
    writeFileSync(file, "{not json");
    expect((await new FileSanitiseMemo(file, "c").load()).get("ro", clean)).toBeUndefined();
    writeFileSync(file, JSON.stringify({ format: 1, context: "c", entries: [["k", { html: 3, removed: "x" }]] }));
    const memo = await new FileSanitiseMemo(file, "c").load();
    expect(memo.get("ro", clean)).toBeUndefined();
  });
});
