/**
 * `npm run bench:scale -- --articles 3000 --products 1900`: generates a large catalogue (about 10,000 pages over both
 * locales by default), builds the site against it, then a bare Gatsby site (var/bare-scale) with the same number of
 * pages, in one run, and prints as ratios: cold build and no-change rebuild against the bare site's, the rebuild
 * after one article changed against the project's no-change rebuild, and the peak memory of each build's process
 * tree. It replaces public/ and .cache/: run `npm run build` afterwards for the demo site.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { startContentService } from "../../content-service/src/server";
import { ROOT, gatsbyBuildIn, writeBareSite } from "./bare-site";

/** Issue 13's targets. */
const TARGETS = { cold: 2, noChange: 1.5, oneArticle: 1.2, peakMb: 4096 };

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

interface Build {
  seconds: number;
  peakMb: number;
}

/** One `gatsby build` in `cwd`, timed, with its process tree's memory sampled every 500 ms. */
async function measuredBuild(label: string, cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Build> {
  process.stdout.write(`${label} ... `);
  let peakKb = 0;
  let sampler: NodeJS.Timeout | undefined;
  const started = Date.now();
  const code = await gatsbyBuildIn(cwd, env, (pid) => {
    sampler = setInterval(() => {
      peakKb = Math.max(peakKb, treeRssKb(pid));
    }, 500);
  });
  clearInterval(sampler);
  const build = { seconds: (Date.now() - started) / 1000, peakMb: peakKb / 1024 };
  if (code !== 0) throw new Error(`${label} failed (exit ${code}) in ${cwd}; its output is above.`);
  console.log(`${build.seconds.toFixed(1)} s, peak ${build.peakMb.toFixed(0)} MB`);
  return build;
}

const countPages = (publicDir: string) =>
  execFileSync("find", [publicDir, "-name", "index.html"]).toString().trim().split("\n").length;

async function main() {
  const articles = arg("articles", 3000);
  const products = arg("products", 1900);
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
    { cwd: ROOT, stdio: "inherit" },
  );
  const service = await startContentService({
    port: 0,
    dataDir,
    quiet: true,
    leadsFile: path.join(ROOT, "var", "bench-leads.jsonl"),
  });
  const env = { CONTENT_API_URL: service.url };
  try {
    rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true });
    rmSync(path.join(ROOT, "public"), { recursive: true, force: true });
    const cold = await measuredBuild("project, cold", ROOT, env);
    const pages = countPages(path.join(ROOT, "public"));
    const bareDir = writeBareSite(path.join(ROOT, "var", "bare-scale"), pages);
    const bareCold = await measuredBuild(`bare Gatsby (${pages} pages), cold`, bareDir);
    const noChange = await measuredBuild("project, no change", ROOT, env);
    const bareNoChange = await measuredBuild("bare Gatsby, no change", bareDir);
    // One article's text changes, as an editor's fix would; the content service re-reads its files on change.
    const file = path.join(dataDir, "ro", "blog-item.json");
    const rows = JSON.parse(readFileSync(file, "utf8")) as Array<{ content: string }>;
    rows[0]!.content += `<p>Edited for the benchmark at ${new Date().toISOString()}.</p>`;
    writeFileSync(file, JSON.stringify(rows));
    const oneArticle = await measuredBuild("project, one article changed", ROOT, env);

    const ratio = (value: number, base: number, target: number) =>
      `${(value / base).toFixed(2)}x (target <= ${target}x)${value / base > target ? "  OVER" : ""}`;
    console.log(`\narticles per locale: ${articles}, products per locale: ${products}, ${pages} HTML pages`);
    console.log(
      `cold build:            ${cold.seconds.toFixed(1)} s vs bare ${bareCold.seconds.toFixed(1)} s = ${ratio(cold.seconds, bareCold.seconds, TARGETS.cold)}`,
    );
    console.log(
      `no-change rebuild:     ${noChange.seconds.toFixed(1)} s vs bare ${bareNoChange.seconds.toFixed(1)} s = ${ratio(noChange.seconds, bareNoChange.seconds, TARGETS.noChange)}`,
    );
    console.log(
      `one-article rebuild:   ${oneArticle.seconds.toFixed(1)} s vs no-change ${noChange.seconds.toFixed(1)} s = ${ratio(oneArticle.seconds, noChange.seconds, TARGETS.oneArticle)}`,
    );
    const peak = Math.max(cold.peakMb, noChange.peakMb, oneArticle.peakMb);
    console.log(
      `peak memory:           ${peak.toFixed(0)} MB (target <= ${TARGETS.peakMb} MB)${peak > TARGETS.peakMb ? "  OVER" : ""}; bare ${Math.max(bareCold.peakMb, bareNoChange.peakMb).toFixed(0)} MB = ${(peak / Math.max(bareCold.peakMb, bareNoChange.peakMb)).toFixed(2)}x`,
    );
  } finally {
    await service.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
