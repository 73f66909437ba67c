/** @jest-environment node */
/** The Django code that docs/leads.md gives the CMS team is the reference CMS's, which the integration tests run. */
import { readFileSync } from "node:fs";
import * as path from "node:path";

const ROOT = path.resolve(__dirname, "..");

function pythonBlocks(doc: string): Array<{ file: string; code: string }> {
  const text = readFileSync(path.join(ROOT, doc), "utf8");
  const blocks: Array<{ file: string; code: string }> = [];
  // Each block follows the sentence that names its file (`test/django/...`).
  const pattern = /```python\n([\s\S]*?)\n\s*```/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const before = text.slice(0, match.index);
    const named = [...before.matchAll(/`(test\/django\/[\w/]+\.py)`/g)].at(-1);
    const lines = match[1]!.split("\n");
    const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.match(/^ */)![0].length));
    blocks.push({ file: named?.[1] ?? "(no file named)", code: lines.map((line) => line.slice(indent)).join("\n") });
  }
  return blocks;
}

/** The file's text with each line's indentation removed, so that a quoted method body matches at any depth. */
const flat = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .join("\n");

describe("docs/leads.md's Django code", () => {
  const blocks = pythonBlocks("docs/leads.md");

  it("quotes code blocks", () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
  });

  it.each(blocks.map((block) => [block.file, block.code]))("is in %s as quoted", (file, code) => {
    const source = readFileSync(path.join(ROOT, file), "utf8");
    expect(flat(source)).toContain(flat(code));
  });
});
