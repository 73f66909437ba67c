/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { stripNullBytes, withoutNullBytes } from "../lib/strip-null-bytes";

describe("stripNullBytes", () => {
  it("removes the NUL bytes React 18 leaves before a multi-byte character, restoring the text", () => {
    const broken = Buffer.concat([
      Buffer.from("Зак"),
      Buffer.from([0]),
      Buffer.from("рыть jum"),
      Buffer.from([0, 0]),
      Buffer.from("ătate"),
    ]);
    expect(withoutNullBytes(broken)!.toString("utf8")).toBe("Закрыть jumătate");
    expect(withoutNullBytes(Buffer.from("curat"))).toBeNull();
  });

  it("rewrites only the HTML files that need it, in every folder", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "public-"));
    mkdirSync(path.join(dir, "ru", "okna"), { recursive: true });
    writeFileSync(
      path.join(dir, "ru", "okna", "index.html"),
      Buffer.concat([Buffer.from("<p>Ок"), Buffer.from([0]), Buffer.from("на</p>")]),
    );
    writeFileSync(path.join(dir, "index.html"), "<p>Ferestre</p>");
    writeFileSync(path.join(dir, "data.bin"), Buffer.from([1, 0, 2]));
    expect(await stripNullBytes(dir)).toBe(1);
    expect(readFileSync(path.join(dir, "ru", "okna", "index.html"), "utf8")).toBe("<p>Окна</p>");
    expect(readFileSync(path.join(dir, "data.bin"))).toEqual(Buffer.from([1, 0, 2]));
    rmSync(dir, { recursive: true, force: true });
  });
});
