/**
 * `npm run bench:scale`: generates a large catalogue (4260 articles per locale give about 10,000 pages over both
 * locales; products have no pages of their own), builds the site against it, then a bare Gatsby site with the same
 * number of pages (beside this checkout, in `<checkout>-bare-scale/`, a project of its own: see writeBareSite), in one run, and prints as ratios: cold build and no-change rebuild against the bare
 * site's, the rebuild after one article changed against the project's no-change rebuild, and the peak memory of each
 * build's process tree. The rebuilds run `--rounds` times (default 3), interleaved, and are given as medians and
 * ranges; the cold builds run once each.
 *
 *   npm run bench:scale
 *   npm run bench:scale -- --articles 4260 --products 1900 --rounds 3
 *
 * Gatsby's output of each build (its phase timings, and each plugin's time per lifecycle from
 * bench/plugin-timing-tracer.js) is kept in var/bench-scale-logs/. The content service listens on
 * CONTENT_PORT when set (else any free port). It replaces public/ and .cache/: run `npm run build` afterwards for the
 * demo site.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { startContentService } from "../content-service/src/server";
import { ROOT, gatsbyBuildIn, median, spread, writeBareSite } from "./bare-site";
import { PHASES, SOURCING, phaseTimings } from "./gatsby-phases";

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
  /** Gatsby's output of the build, in LOGS. */
  logFile: string;
}

const LOGS = path.join(ROOT, "var", "bench-scale-logs");

/** One `gatsby build` in `cwd`, timed, with its process tree's memory sampled every 500 ms. */
async function measuredBuild(label: string, cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Build> {
  process.stdout.write(`${label} ... `);
  const logFile = path.join(LOGS, `${label.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.log`);
  let peakKb = 0;
  let sampler: NodeJS.Timeout | undefined;
  const started = Date.now();
  const code = await gatsbyBuildIn(
    cwd,
    env,
    (pid) => {
      sampler = setInterval(() => {
        peakKb = Math.max(peakKb, treeRssKb(pid));
      }, 500);
    },
    logFile,
  );
  clearInterval(sampler);
  const build = { seconds: (Date.now() - started) / 1000, peakMb: peakKb / 1024, logFile };
  if (code !== 0) throw new Error(`${label} failed (exit ${code}) in ${cwd}; its output is in ${logFile}.`);
  console.log(`${build.seconds.toFixed(1)} s, peak ${build.peakMb.toFixed(0)} MB`);
  return build;
}

const phasesOf = (build: Build) => phaseTimings(readFileSync(build.logFile, "utf8"));

/**
 * Where the time goes: Gatsby's phases in the project's and the bare site's cold builds and no-change rebuilds
 * (medians over the rounds), and what a no-change rebuild would take if sourcing cost nothing, against the target.
 */
function printPhases(
  builds: { cold: Build; bareCold: Build; noChange: Build[]; bareNoChange: Build[] },
  noChangeMedian: number,
  bareNoChangeMedian: number,
) {
  const noChange = builds.noChange.map(phasesOf);
  const columns = [
    { title: "project cold", builds: [phasesOf(builds.cold)] },
    { title: "bare cold", builds: [phasesOf(builds.bareCold)] },
    { title: "project no change", builds: noChange },
    { title: "bare no change", builds: builds.bareNoChange.map(phasesOf) },
  ];
  const cell = (builds: Array<Map<string, number>>, name: string) => {
    const values = builds.flatMap((build) => (build.has(name) ? [build.get(name)!] : []));
    return values.length ? median(values).toFixed(2) : "-";
  };
  console.log(`\nGatsby's phases, seconds (no change: medians of ${noChange.length} rounds):`);
  console.log(["phase".padEnd(48), ...columns.map(({ title }) => title.padStart(18))].join(""));
  for (const name of [...PHASES.slice(0, 4), SOURCING, ...PHASES.slice(4)]) {
    const cells = columns.map(({ builds }) => cell(builds, name));
    if (cells.every((value) => value === "-")) continue;
    console.log([name.padEnd(48), ...cells.map((value) => value.padStart(18))].join(""));
  }
  const sourcing = median(noChange.map((build) => build.get(SOURCING) ?? 0));
  console.log(
    `no change if sourcing cost nothing: ${(noChangeMedian - sourcing).toFixed(1)} s ` +
      `(the median ${noChangeMedian.toFixed(1)} s less sourcing's ${sourcing.toFixed(1)} s) = ` +
      `${((noChangeMedian - sourcing) / bareNoChangeMedian).toFixed(2)}x bare (target <= ${TARGETS.noChange}x)`,
  );
}

const countPages = (publicDir: string) =>
  execFileSync("find", [publicDir, "-name", "*.html"]).toString().trim().split("\n").length;

async function main() {
  const articles = arg("articles", 4260);
  const products = arg("products", 1900);
  const rounds = arg("rounds", 3);
  const dataDir = path.join(ROOT, "var", "bench-data");
  rmSync(LOGS, { recursive: true, force: true });
  mkdirSync(LOGS, { recursive: true });
  execFileSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    ["bench/generate-catalogue.ts", "--out", dataDir, "--articles", String(articles), "--products", String(products)],
    { cwd: ROOT, stdio: "inherit" },
  );
  const service = await startContentService({
    port: Number(process.env.CONTENT_PORT) || 0,
    dataDir,
    quiet: true,
    leadsFile: path.join(ROOT, "var", "bench-leads.jsonl"),
  });
  // Each plugin's share of each lifecycle goes to the logs ("plugin-timing <api> <plugin> <ms>").
  const env = {
    CONTENT_API_URL: service.url,
    GATSBY_OPEN_TRACING_CONFIG_FILE: path.join(ROOT, "bench", "plugin-timing-tracer.js"),
  };
  try {
    rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true });
    rmSync(path.join(ROOT, "public"), { recursive: true, force: true });
    const cold = await measuredBuild("project, cold", ROOT, env);
    const pages = countPages(path.join(ROOT, "public"));
    const bareDir = writeBareSite(path.join(path.dirname(ROOT), `${path.basename(ROOT)}-bare-scale`), pages, {
      standalone: true,
    });
    const bareCold = await measuredBuild(`bare Gatsby (${pages} pages), cold`, bareDir);
    const noChange: Build[] = [];
    const bareNoChange: Build[] = [];
    const oneArticle: Build[] = [];
    const file = path.join(dataDir, "ro", "blog-item.json");
    for (let round = 1; round <= rounds; round += 1) {
      noChange.push(await measuredBuild(`project, no change, round ${round}`, ROOT, env));
      bareNoChange.push(await measuredBuild(`bare Gatsby, no change, round ${round}`, bareDir));
      // One article's text changes, as an editor's fix would; the content service re-reads its files on change.
      const rows = JSON.parse(readFileSync(file, "utf8")) as Array<{ content: string }>;
      rows[0]!.content += `<p>Edited for the benchmark, round ${round}.</p>`;
      writeFileSync(file, JSON.stringify(rows));
      oneArticle.push(await measuredBuild(`project, one article changed, round ${round}`, ROOT, env));
    }

    const seconds = (builds: Build[]) => builds.map((build) => build.seconds);
    const ratio = (value: number, base: number, target: number) =>
      `${(value / base).toFixed(2)}x (target <= ${target}x)${value / base > target ? "  OVER" : ""}`;
    const noChangeMedian = median(seconds(noChange));
    const bareNoChangeMedian = median(seconds(bareNoChange));
    const oneArticleMedian = median(seconds(oneArticle));
    console.log(
      `\narticles per locale: ${articles}, products per locale: ${products}, ${pages} HTML files; ` +
        `rebuilds: median (range) of ${rounds}`,
    );
    console.log(
      `cold build:            ${cold.seconds.toFixed(1)} s vs bare ${bareCold.seconds.toFixed(1)} s = ${ratio(cold.seconds, bareCold.seconds, TARGETS.cold)}`,
    );
    console.log(
      `no-change rebuild:     ${spread(seconds(noChange), 1)} s vs bare ${spread(seconds(bareNoChange), 1)} s = ` +
        ratio(noChangeMedian, bareNoChangeMedian, TARGETS.noChange),
    );
    console.log(
      `one-article rebuild:   ${spread(seconds(oneArticle), 1)} s vs no-change ${noChangeMedian.toFixed(1)} s = ` +
        ratio(oneArticleMedian, noChangeMedian, TARGETS.oneArticle),
    );
    const peakOf = (builds: Build[]) => Math.max(...builds.map((build) => build.peakMb));
    const peak = peakOf([cold, ...noChange, ...oneArticle]);
    const barePeak = peakOf([bareCold, ...bareNoChange]);
    console.log(
      `peak memory:           ${peak.toFixed(0)} MB (target <= ${TARGETS.peakMb} MB)${peak > TARGETS.peakMb ? "  OVER" : ""}; ` +
        `bare ${barePeak.toFixed(0)} MB = ${(peak / barePeak).toFixed(2)}x`,
    );
    printPhases({ cold, bareCold, noChange, bareNoChange }, noChangeMedian, bareNoChangeMedian);
    for (const build of [cold, noChange[0]!, noChange[rounds - 1]!]) {
      const label = path.basename(build.logFile, ".log");
      const log = readFileSync(build.logFile, "utf8");
      const postBuild = [...log.matchAll(/plugin-timing onPostBuild (\S+) (\d+)/g)]
        .map(([, plugin, ms]) => `${plugin === "default-site-plugin" ? "gatsby-node (ours)" : plugin} ${ms} ms`)
        .join(", ");
      console.log(`onPostBuild, ${label}: ${postBuild}`);
    }
    console.log(`Gatsby's output of each build: ${path.relative(ROOT, LOGS)}/`);
  } finally {
    await service.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
