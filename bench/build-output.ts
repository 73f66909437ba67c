/**
 * `npm run bench:build-output`: the post-build output step (gatsby/build-output.ts) alone, on a copy of
 * a built `public/` (e.g. the 10,000-page one `npm run bench:scale` leaves), against the same step of another
 * checkout in the same run, e.g. a worktree at main:
 *
 *   npm run bench:build-output -- --base /work/wt/post-base --rounds 3
 *
 * Each round, for each checkout (alternating): a cold run (the copy as Gatsby leaves it: no twins, no state, pages
 * with Gatsby's own page-path script), then a no-change run (state kept), then a run after Gatsby wrote the sitemap
 * and the shared data files again with the same content, as every build does. Prints wall time and CPU time (all
 * threads of the step's process) as median (range).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { ROOT, median, spread } from "./bare-site";

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};

const source = path.resolve(option("public") ?? path.join(ROOT, "public"));
const rounds = Number(option("rounds") ?? 3);
const trees = [...(option("base") ? [["base", path.resolve(option("base")!)]] : []), ["current", ROOT]] as const;
const work = path.join(ROOT, "var", "bench-build-output");
const copy = path.join(work, "public");
const stateFile = path.join(work, "state.json");

const GATSBY_PAGE_PATH =
  /<script id="gatsby-script-loader" data-page-path="([^"]*)">window\.pagePath=document\.currentScript\.dataset\.pagePath;<\/script>/;
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The copy as Gatsby leaves it before onPostBuild: hard links for what the step only reads, real files for the
 * pages (which it rewrites) with Gatsby's per-page script put back, and no twins.
 */
function prepareCold() {
  rmSync(work, { recursive: true, force: true });
  execFileSync("mkdir", ["-p", work]);
  execFileSync("cp", ["-al", source, copy]);
  for (const entry of readdirSync(copy, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (/\.(gz|br)$/.test(entry.name) || entry.name.startsWith(".")) rmSync(file);
    else if (entry.name.endsWith(".html")) {
      const html = readFileSync(file, "utf8");
      rmSync(file);
      writeFileSync(
        file,
        html.replace(
          GATSBY_PAGE_PATH,
          (_, pagePath: string) =>
            `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(unescapeAttribute(pagePath))};/*]]>*/</script>`,
        ),
      );
    }
  }
}

/** What every build writes again with the same content: the sitemap and Gatsby's shared data files. */
function rewriteUnchanged() {
  for (const name of ["sitemap-0.xml", "sitemap-index.xml", "chunk-map.json", "webpack.stats.json"]) {
    const file = path.join(copy, name);
    try {
      const body = readFileSync(file);
      rmSync(file);
      writeFileSync(file, body);
      const later = new Date(statSync(file).mtimeMs + 5000);
      utimesSync(file, later, later);
    } catch {
      // Not in this output.
    }
  }
}

const RUNNER = `
const { existsSync } = require("node:fs");
// Older checkouts keep the step in server/ or scripts/lib/server/.
const step = ["/gatsby/build-output.ts", "/server/build-output.ts", "/scripts/lib/server/build-output.ts"].find((file) =>
  existsSync(process.argv[1] + file),
);
const { finishBuildOutput } = require(process.argv[1] + step);
const started = performance.now();
finishBuildOutput(process.argv[2], [], { stateFile: process.argv[3] }).then((result) => {
  const cpu = process.cpuUsage();
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, cpu: (cpu.user + cpu.system) / 1e6,
    compressed: result.compressed ?? result.written, processed: result.processed }));
});`;

function run(tree: string) {
  const child = spawnSync(path.join(ROOT, "node_modules", ".bin", "tsx"), ["-e", RUNNER, tree, copy, stateFile], {
    cwd: tree,
    encoding: "utf8",
  });
  if (child.status !== 0) throw new Error(`The step failed in ${tree}:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").pop()!) as {
    seconds: number;
    cpu: number;
    compressed: number;
    processed: number;
  };
}

const scenarios = ["cold", "no change", "sitemap and data rewritten"] as const;
const results = new Map<string, { seconds: number[]; cpu: number[]; compressed: number }>();
for (let round = 1; round <= rounds; round += 1) {
  for (const [label, tree] of round % 2 ? trees : [...trees].reverse()) {
    prepareCold();
    for (const scenario of scenarios) {
      if (scenario === "sitemap and data rewritten") rewriteUnchanged();
      const result = run(tree);
      const key = `${scenario} | ${label}`;
      const entry = results.get(key) ?? { seconds: [], cpu: [], compressed: result.compressed };
      entry.seconds.push(result.seconds);
      entry.cpu.push(result.cpu);
      results.set(key, entry);
      console.log(
        `round ${round}, ${label}, ${scenario}: ${result.seconds.toFixed(1)} s, CPU ${result.cpu.toFixed(1)} s, ` +
          `${result.processed} files processed, ${result.compressed} compressed`,
      );
    }
  }
}
rmSync(work, { recursive: true, force: true });
console.log(`\n${source}, ${rounds} rounds: median (range)`);
for (const scenario of scenarios) {
  const base = results.get(`${scenario} | base`);
  const current = results.get(`${scenario} | current`)!;
  const ratio = base ? `; wall ${(median(current.seconds) / median(base.seconds)).toFixed(2)}x base` : "";
  for (const [label] of trees) {
    const entry = results.get(`${scenario} | ${label}`)!;
    console.log(
      `${scenario.padEnd(27)} ${label.padEnd(8)} wall ${spread(entry.seconds, 1)} s, CPU ${spread(entry.cpu, 1)} s, ` +
        `${entry.compressed} compressed`,
    );
  }
  if (ratio) console.log(`${"".padEnd(36)}${ratio.slice(2)}`);
}
