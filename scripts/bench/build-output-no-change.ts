/**
 * The build output step of a no-change build, alone: `finishBuildOutput` of this checkout and of `--base` run in
 * turn, `--rounds` times, on this checkout's built `public/` with a copy of its last state (so nothing is compressed
 * unless the state is stale). Prints wall and CPU time of each run, then medians (ranges). Build the site first
 * (e.g. the 10,000-page catalogue of `npm run bench:scale`).
 *
 *   npx tsx scripts/bench/build-output-no-change.ts --base ../boot-base --rounds 3
 */
import { copyFileSync } from "node:fs";
import * as path from "node:path";
import { ROOT, spread } from "./bare-site";

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
};

type Finish = typeof import("../lib/server/build-output").finishBuildOutput;

async function main() {
  const base = path.resolve(arg("base", "../boot-base"));
  const rounds = Number(arg("rounds", "3"));
  const sides: Record<string, Finish> = {
    base: ((await import(path.join(base, "scripts/lib/server/build-output.ts"))) as { finishBuildOutput: Finish })
      .finishBuildOutput,
    new: ((await import(path.join(ROOT, "scripts/lib/server/build-output.ts"))) as { finishBuildOutput: Finish })
      .finishBuildOutput,
  };
  const times: Record<string, { wall: number[]; cpu: number[] }> = {};
  for (let round = 1; round <= rounds; round += 1) {
    for (const [side, finish] of Object.entries(sides)) {
      const stateFile = path.join(ROOT, "var", `build-output-state-${side}.json`);
      copyFileSync(path.join(ROOT, ".cache", "build-output-state.json"), stateFile);
      const started = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      const result = await finish(path.join(ROOT, "public"), [], { stateFile });
      const used = process.cpuUsage(cpu);
      const wall = Number(process.hrtime.bigint() - started) / 1e9;
      const seconds = (used.user + used.system) / 1e6;
      (times[side] ??= { wall: [], cpu: [] }).wall.push(wall);
      times[side].cpu.push(seconds);
      console.log(
        `round ${round} ${side}: ${wall.toFixed(2)} s wall, ${seconds.toFixed(2)} s CPU ` +
          `(${result.processed} files processed, ${result.compressed} compressed)`,
      );
    }
  }
  for (const [side, { wall, cpu }] of Object.entries(times))
    console.log(`${side}: wall ${spread(wall, 2)} s, CPU ${spread(cpu, 2)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
