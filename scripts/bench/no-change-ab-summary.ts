/**
 * Reads the logs of `scripts/bench/no-change-ab.sh` (or `cold-ab.sh`) and prints, per checkout (base, new, bare),
 * the median (range) of each Gatsby phase, of each plugin's onPostBuild share (from plugin-timing-tracer.js) and of
 * the whole build's wall and CPU time, over the measured rounds (the warm-up builds are left out).
 *
 *   npx tsx scripts/bench/no-change-ab-summary.ts var/ab-logs
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import * as path from "node:path";
import { median } from "./bare-site";

const PHASES = [
  "compile gatsby files",
  "load plugins",
  "onPreBootstrap",
  "source and transform nodes",
  "Clean up stale nodes",
  "building schema",
  "createPages",
  "extract queries from components",
  "bootstrap finished",
  "Building production JavaScript and CSS bundles",
  "Building HTML renderer",
  // Cold builds only (scripts/bench/cold-ab.sh):
  "run queries in workers",
  "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs",
  "Building static HTML for pages",
  "stitching slices",
  "Generating TypeScript types",
  "onPostBuild",
];

// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");

function figures(log: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const phase of PHASES) {
    const escaped = phase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const match = new RegExp(`(?:success|info) ${escaped} - ([\\d.]+)s`).exec(log);
    if (match) found.set(phase, Number(match[1]));
  }
  const sourcing = /Sourcing content from [^\n]* - ([\d.]+)s/.exec(log);
  if (sourcing) found.set("sourcing (content service plugin)", Number(sourcing[1]));
  for (const [, plugin, ms] of log.matchAll(/plugin-timing onPostBuild (\S+) (\d+)/g))
    found.set(`onPostBuild: ${plugin === "default-site-plugin" ? "ours" : plugin}`, Number(ms) / 1000);
  return found;
}

const range = (values: number[]) =>
  `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)})`;

function main() {
  const dir = path.resolve(process.argv[2] ?? "var/ab-logs");
  const rows = new Map<string, Map<string, number[]>>();
  for (const file of readdirSync(dir).filter((name) => /^(\w+)-\d+\.log$/.test(name))) {
    const side = file.replace(/-\d+\.log$/, "");
    const log = plain(readFileSync(path.join(dir, file), "utf8"));
    const timeFile = path.join(dir, file.replace(/\.log$/, ".time"));
    // A build still running (or killed) has no complete time file.
    const [wall, user, sys] = (existsSync(timeFile) ? readFileSync(timeFile, "utf8") : "")
      .trim()
      .split(/\s+/)
      .map(Number);
    if (![wall, user, sys].every((value) => Number.isFinite(value))) continue;
    const values = figures(log);
    values.set("whole build, wall", wall!);
    values.set("whole build, CPU (user+sys)", user! + sys!);
    const sideRows = rows.get(side) ?? new Map<string, number[]>();
    for (const [name, value] of values) sideRows.set(name, [...(sideRows.get(name) ?? []), value]);
    rows.set(side, sideRows);
  }
  const sides = [...rows.keys()].sort();
  const names = [...new Set(sides.flatMap((side) => [...rows.get(side)!.keys()]))];
  console.log(["seconds, median (range)", ...sides].join(" | "));
  for (const name of names)
    console.log(
      [name, ...sides.map((side) => (rows.get(side)!.get(name) ? range(rows.get(side)!.get(name)!) : "-"))].join(" | "),
    );
}

main();
