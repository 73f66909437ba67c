/**
 * Rebuild sourcing, old code against new, in one run: alternates `gatsby build` in this checkout and in a second
 * checkout of the code to compare with (`--base`, e.g. a `git worktree` of main with its own node_modules), both
 * already built once (cold) against the same content service and catalogue. Each round: a no-change rebuild of
 * each, then one article's text is edited in the catalogue and each is rebuilt again. Prints Gatsby's sourcing
 * step ("Sourcing content from ...") and the whole build time as medians (ranges), and checks that the edited text
 * is in the article's built page of both.
 *
 *   CONTENT_API_URL=http://127.0.0.1:8321 npx tsx plugins/gatsby-source-content-service/bench/rebuilds.ts \
 *     --base ../source-base --data var/bench-data --rounds 3 [--warm-up]
 *
 * `--warm-up` first builds each checkout once without counting it: the first build after a cold one rewrites every
 * page, and one after a change of the plugin's code fetches everything again (its caches are tied to the code).
 *
 * Logs go to var/rebuild-logs/.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { ROOT, gatsbyBuildIn, median, spread } from "../../../scripts/bench/bare-site";

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
};

const LOGS = path.join(ROOT, "var", "rebuild-logs");

interface Build {
  total: number;
  sourcing: number;
}

async function build(label: string, cwd: string): Promise<Build> {
  const logFile = path.join(LOGS, `${label.replace(/[^a-z0-9]+/gi, "-")}.log`);
  const started = Date.now();
  const code = await gatsbyBuildIn(cwd, { CONTENT_API_URL: process.env.CONTENT_API_URL }, undefined, logFile);
  const total = (Date.now() - started) / 1000;
  if (code !== 0) throw new Error(`${label} failed (exit ${code}); see ${logFile}`);
  // eslint-disable-next-line no-control-regex
  const log = readFileSync(logFile, "utf8").replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");
  const sourcing = Number(/Sourcing content from [^\n]* - ([\d.]+)s/.exec(log)?.[1] ?? NaN);
  console.log(`${label}: ${total.toFixed(1)} s, sourcing ${sourcing.toFixed(1)} s`);
  return { total, sourcing };
}

function articlePage(cwd: string, slug: string): string {
  return readFileSync(path.join(cwd, "public", "blog", slug, "index.html"), "utf8");
}

async function main() {
  const base = path.resolve(arg("base", "../source-base"));
  const dataDir = path.resolve(arg("data", "var/bench-data"));
  const rounds = Number(arg("rounds", "3"));
  mkdirSync(LOGS, { recursive: true });
  const sides = { old: base, new: ROOT } as const;
  const results: Record<string, Build[]> = {};
  const add = (key: string, value: Build) => (results[key] ??= []).push(value);
  const file = path.join(dataDir, "ro", "blog-item.json");
  if (process.argv.includes("--warm-up")) {
    for (const [side, cwd] of Object.entries(sides)) await build(`${side} warm-up`, cwd);
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const [side, cwd] of Object.entries(sides))
      add(`${side} no change`, await build(`${side} no change ${round}`, cwd));
    const rows = JSON.parse(readFileSync(file, "utf8")) as Array<{ content: string; slug_ro: string }>;
    const marker = `Edited for the rebuild benchmark, round ${round} at ${Date.now()}.`;
    rows[0]!.content += `<p>${marker}</p>`;
    writeFileSync(file, JSON.stringify(rows));
    for (const [side, cwd] of Object.entries(sides)) {
      add(`${side} one article`, await build(`${side} one article ${round}`, cwd));
      if (!articlePage(cwd, rows[0]!.slug_ro).includes(marker)) {
        throw new Error(`${side}: the edited article's page does not show the edit of round ${round}`);
      }
    }
  }
  console.log(`\nmedian (range) of ${rounds} rounds; old = ${base}, new = ${ROOT}`);
  for (const kind of ["no change", "one article"]) {
    for (const measure of ["sourcing", "total"] as const) {
      const old = results[`old ${kind}`]!.map((item) => item[measure]);
      const now = results[`new ${kind}`]!.map((item) => item[measure]);
      console.log(
        `${kind}, ${measure}: old ${spread(old, 1)} s, new ${spread(now, 1)} s, new/old ${(median(now) / median(old)).toFixed(2)}`,
      );
    }
  }
  console.log("the edited article's page showed each round's edit in both builds");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
