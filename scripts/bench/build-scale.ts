/**
 * `npm run bench:scale -- --articles 2000 --products 1500`: generates a large catalogue, builds the site against it
 * and prints the build time, the page count and the peak memory of the build's process tree. It replaces public/
 * and .cache/: run `npm run build` afterwards for the demo site.
 */
import { execFileSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { startContentService } from "../../content-service/src/server";

const ROOT = path.resolve(__dirname, "..", "..");
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

/** Resident memory (KB) of a process and all its descendants, read from /proc. */
function treeRssKb(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // Gone.
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function main() {
  const articles = arg("articles", 2000);
  const products = arg("products", 1500);
  const dataDir = path.join(ROOT, "var", "bench-data");
  execFileSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    [
      "content-service/src/generate-catalogue.ts",
      "--out",
      dataDir,
      "--articles",
      String(articles),
      "--products",
      String(products),
    ],
    {
      cwd: ROOT,
      stdio: "inherit",
    },
  );
  const service = await startContentService({
    port: 0,
    dataDir,
    quiet: true,
    leadsFile: path.join(ROOT, "var", "bench-leads.jsonl"),
  });
  const started = Date.now();
  let peakKb = 0;
  const child = spawn(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CONTENT_API_URL: service.url, GATSBY_TELEMETRY_DISABLED: "1" },
  });
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, treeRssKb(child.pid!));
  }, 500);
  const code = await new Promise<number>((resolve) => child.on("exit", (exitCode) => resolve(exitCode ?? 1)));
  clearInterval(sampler);
  await service.close();
  const seconds = (Date.now() - started) / 1000;
  const pages = execFileSync("find", [path.join(ROOT, "public"), "-name", "index.html"])
    .toString()
    .trim()
    .split("\n").length;
  console.log(`articles per locale: ${articles}, products per locale: ${products}`);
  console.log(
    `build: ${code === 0 ? "ok" : `failed (exit ${code})`}, ${seconds.toFixed(1)} s, ${pages} HTML pages, peak memory ${(peakKb / 1024).toFixed(0)} MB`,
  );
  process.exit(code);
}

void main();
