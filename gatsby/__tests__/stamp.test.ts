import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { stampServiceWorker } from "../service-worker/stamp";

function release(menu: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "stamp-"));
  mkdirSync(path.join(dir, "page-data", "sq", "d"), { recursive: true });
  writeFileSync(path.join(dir, "sw.js"), "workbox.precaching.precacheAndRoute([]);");
  writeFileSync(path.join(dir, "page-data", "app-data.json"), '{"webpackCompilationHash":"abc"}');
  writeFileSync(path.join(dir, "page-data", "sq", "d", "1.json"), `{"data":{"menu":"${menu}"}}`);
  writeFileSync(path.join(dir, "page-data", "sq", "d", "2.json"), '{"data":{"phone":"+373"}}');
  return dir;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("stampServiceWorker", () => {
  it("gives the worker a new byte content exactly when the shell's data changed", async () => {
    const [a, b, c] = [release("Ferestre"), release("Ferestre"), release("Ferestre noi")];
    dirs.push(a, b, c);
    const stamps = await Promise.all([a, b, c].map(stampServiceWorker));
    expect(stamps[0]).toMatch(/^[0-9a-f]{20}$/);
    expect(stamps[1]).toBe(stamps[0]);
    expect(stamps[2]).not.toBe(stamps[0]);
    const worker = readFileSync(path.join(c, "sw.js"), "utf8");
    expect(worker.startsWith("workbox.precaching.precacheAndRoute([]);\n// Shell data")).toBe(true);
    expect(worker).toContain(stamps[2]!);
  });

  it("leaves a build without a worker alone", async () => {
    const dir = release("x");
    dirs.push(dir);
    rmSync(path.join(dir, "sw.js"));
    await expect(stampServiceWorker(dir)).resolves.toBeNull();
  });
});
