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
import { phaseTimings } from "./gatsby-phases";

const range = (values: number[]) =>
  `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)})`;

function main() {
  const dir = path.resolve(process.argv[2] ?? "var/ab-logs");
  const rows = new Map<string, Map<string, number[]>>();
  for (const file of readdirSync(dir).filter((name) => /^(\w+)-\d+\.log$/.test(name))) {
    const side = file.replace(/-\d+\.log$/, "");
    const log = readFileSync(path.join(dir, file), "utf8");
    const timeFile = path.join(dir, file.replace(/\.log$/, ".time"));
    // A build still running (or killed) has no complete time file.
    const [wall, user, sys] = (existsSync(timeFile) ? readFileSync(timeFile, "utf8") : "")
      .trim()
      .split(/\s+/)
      .map(Number);
    if (![wall, user, sys].every((value) => Number.isFinite(value))) continue;
    const values = phaseTimings(log);
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
