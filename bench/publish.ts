/**
 * `npm run bench:publish`: hook-to-live seconds and pages written, per kind of edit, measured through the real
 * publisher (HTTP hook, incremental gatsby build, release copy and compression, symlink swap). Each edit's hook names
 * the edited item, as a CMS does (docs/publishing.md); one article title is also published with a hook without a body
 * (a full check), as is the no-change publish. Edits are interleaved in rounds with a no-change rebuild of a bare
 * Gatsby site of as many pages (bench/bare-site.ts), and each is compared with both of the same run (the machine is
 * shared and noisy), as medians and ranges.
 *
 *   npm run bench:publish                          # the demo data
 *   npm run bench:publish -- --data var/bench-data # a catalogue generated before (npm run bench:data -- --articles ...)
 *   npm run bench:publish -- --articles 4260       # generates a catalogue first: 4260 articles per locale give about
 *                                                  # 10,000 pages (products have no pages of their own)
 *   npm run bench:publish -- --rounds 5
 *   npm run bench:publish -- --echo                # also print Gatsby's output (its phase timings) for each build
 *   npm run bench:publish -- --only article        # only the edits whose name contains the text (and no change)
 *
 * Ports: the content service listens on CONTENT_PORT (default 8000) and the publisher on PUBLISH_PORT (default 9300);
 * set both when others run benchmarks on the same machine.
 *
 * Target (issue 24): a one-article edit with a hook naming it is live within 1.5x bare Gatsby's no-change rebuild of
 * as many pages, rewriting <= 6 pages.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { parseArgs } from "node:util";
import { gatsbyBuildIn, writeBareSite } from "./bare-site";
import { generateCatalogue } from "./generate-catalogue";
import { startContentService } from "../content-service/src/server";
import { readPort } from "../contract";
import { readEnv } from "../src/config/env";
import { ROOT } from "../scripts/lib/content";
import { DEFAULT_PUBLISH_PORT, Publisher, ReleaseStore } from "../publisher";

type Rows = Array<Record<string, unknown>>;

const { values } = parseArgs({
  options: {
    data: { type: "string", default: path.join(ROOT, "content-service", "data") },
    articles: { type: "string" },
    products: { type: "string", default: "1900" },
    rounds: { type: "string", default: "3" },
    echo: { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const rounds = Number(values.rounds);
const temporary: string[] = [];

/** A hook's body naming one item (null: a hook without a body, a full check). */
type HookBody = { changes: Array<{ type: string; id: unknown; locale: string }> } | null;
const naming = (type: string, row: Record<string, unknown>): HookBody => ({
  changes: [{ type, id: row.id, locale: "ro" }],
});

const retitle = (round: number, suffix: string) => (rows: Rows) => {
  rows[0]!.title = `${String(rows[0]!.title).replace(/ #.*$/, "")} #${round}${suffix}`;
  return naming("article", rows[0]!);
};

/** Each edit changes the data as a CMS save does and returns the body of the hook that save sends. */
const EDITS: Record<string, (dir: string, round: number) => HookBody> = {
  "no change (no body)": () => null,
  "one article title (hook naming it)": (dir, round) => edit(dir, "blog-item", retitle(round, "")),
  "one article title (hook without a body)": (dir, round) => (edit(dir, "blog-item", retitle(round, "b")), null),
  "one product price (hook naming it)": (dir, round) =>
    edit(dir, "product-item", (rows) => ((rows[0]!.price_from = 1000 + round), naming("product", rows[0]!))),
  "one menu label (hook naming it)": (dir, round) =>
    edit(dir, "menu-item", (rows) => {
      rows[0]!.theme = `${String(rows[0]!.theme).replace(/ #\d+$/, "")} #${round}`;
      return naming("category", rows[0]!);
    }),
};

function edit(dir: string, name: string, change: (rows: Rows) => HookBody): HookBody {
  const file = path.join(dir, "ro", `${name}.json`);
  const rows = JSON.parse(readFileSync(file, "utf8")) as Rows;
  const body = change(rows);
  writeFileSync(file, JSON.stringify(rows, null, 2));
  return body;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function countHtml(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countHtml(path.join(dir, entry.name));
    else if (entry.name.endsWith(".html")) count += 1;
  }
  return count;
}

async function main() {
  const env = readEnv();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-publish-data-"));
  const releases = mkdtempSync(path.join(tmpdir(), "bench-publish-releases-"));
  temporary.push(dataDir, releases);
  if (values.articles === undefined) cpSync(path.resolve(values.data), dataDir, { recursive: true });
  else {
    const lines = await generateCatalogue({
      from: path.resolve(values.data),
      out: dataDir,
      articles: Number(values.articles),
      products: Number(values.products),
    });
    lines.forEach((line) => console.log(line));
  }
  // The usual content port, so Gatsby's cache (keyed on the content URL) stays warm between runs.
  const service = await startContentService({ port: env.contentPort, dataDir, quiet: true });
  const token = "bench";
  const publisher = new Publisher({
    port: readPort(process.env, "PUBLISH_PORT", DEFAULT_PUBLISH_PORT),
    token,
    contentApiUrl: `http://localhost:${service.port}`,
    root: ROOT,
    siteId: env.siteId,
    store: new ReleaseStore(releases),
    log: () => {},
    echoBuild: values.echo,
  });
  const { url } = await publisher.listen();

  /** Hook to live (the switch), Gatsby's part of it, writing the release, and deleting old ones after it. */
  type Published = { seconds: number; build: number; release: number; prune: number; pages: number; status: string };
  async function publish(body: HookBody = null): Promise<Published> {
    const started = Date.now();
    const response = await fetch(`${url}/hooks/publish`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (response.status !== 202) throw new Error(`the hook answered ${response.status}: ${await response.text()}`);
    const { id } = (await response.json()) as { id: string };
    await publisher.settled();
    const release = publisher.releases().find((row) => row.id === id)!;
    const live = release.finishedAt ? Date.parse(release.finishedAt) : Date.now();
    return {
      seconds: (live - started) / 1000,
      build: (release.steps?.buildMs ?? 0) / 1000,
      release: (release.steps?.releaseMs ?? 0) / 1000,
      prune: (release.steps?.pruneMs ?? 0) / 1000,
      pages: release.pagesWritten ?? 0,
      status: release.status,
    };
  }

  try {
    console.log(
      `Data: ${values.articles === undefined ? values.data : dataDir}; warm-up publish (brings Gatsby's cache to this data)...`,
    );
    const warm = await publish();
    if (warm.status !== "live") throw new Error("the warm-up publish failed; see the build output above");
    console.log(`Warm-up: ${warm.seconds.toFixed(1)} s, ${countHtml(publisher.store.live)} HTML pages in the release`);
    // The first incremental build after a cold one rewrites every page once: webpack's compilation hash, which is in
    // every HTML file, differs between a fresh and a cached compilation (gatsbyjs/gatsby#33450). Not what an edit
    // costs, so it is paid here, and reported.
    for (let settle = 1; settle <= 2; settle += 1) {
      const again = await publish();
      if (again.status !== "live") throw new Error("a warm-up publish failed; see the build output above");
      console.log(`Warm-up, no change ${settle}: ${again.seconds.toFixed(1)} s, ${again.pages} pages written`);
      if (again.pages === 0) break;
    }
    // Bare Gatsby with as many pages, built cold once; its no-change rebuild is measured in every round.
    const pageCount = countHtml(publisher.store.live);
    // Beside the checkout, not in it: Gatsby's Parcel step crawls the whole checkout on every build, and a bare site
    // inside it (its public/, its hard-linked node_modules) made ours crawl 1.4 GB more than production's.
    const bare = writeBareSite(`${ROOT}-bare-publish`, pageCount, { standalone: true });
    const bareBuild = async () => {
      const started = Date.now();
      if ((await gatsbyBuildIn(bare)) !== 0) throw new Error("the bare Gatsby build failed");
      return (Date.now() - started) / 1000;
    };
    console.log(`Bare Gatsby, ${pageCount} pages: cold build ${(await bareBuild()).toFixed(1)} s`);
    const bareSeconds: number[] = [];
    const results = new Map<string, Published[]>();
    for (let round = 1; round <= rounds; round += 1) {
      bareSeconds.push(await bareBuild());
      console.log(`round ${round}: bare Gatsby no-change rebuild: ${bareSeconds.at(-1)!.toFixed(1)} s`);
      for (const [name, apply] of Object.entries(EDITS)) {
        if (values.only && name !== "no change (no body)" && !name.includes(values.only)) continue;
        const result = await publish(apply(dataDir, round));
        if (result.status !== "live") throw new Error(`publish after '${name}' failed`);
        results.set(name, [...(results.get(name) ?? []), result]);
        console.log(
          `round ${round}: ${name}: ${result.seconds.toFixed(1)} s to live (Gatsby ${result.build.toFixed(1)} s, ` +
            `release ${result.release.toFixed(1)} s; old releases deleted after it in ${result.prune.toFixed(1)} s), ` +
            `${result.pages} pages written`,
        );
      }
    }
    const base = median(results.get("no change (no body)")!.map((result) => result.seconds));
    const bareBase = median(bareSeconds);
    const range = (numbers: number[]) =>
      `${median(numbers).toFixed(1)} s (${Math.min(...numbers).toFixed(1)}-${Math.max(...numbers).toFixed(1)})`;
    console.log(`\n| edit | hook to live, median (range) | vs no change | vs bare | pages written, median (range) |`);
    console.log(`| --- | --- | --- | --- | --- |`);
    console.log(`| bare Gatsby no-change rebuild, ${pageCount} pages | ${range(bareSeconds)} | | 1.00x | |`);
    for (const [name, list] of results) {
      const seconds = list.map((result) => result.seconds);
      const pages = list.map((result) => result.pages);
      console.log(
        `| ${name} | ${range(seconds)} | ${(median(seconds) / base).toFixed(2)}x | ${(median(seconds) / bareBase).toFixed(2)}x ` +
          `| ${median(pages)} (${Math.min(...pages)}-${Math.max(...pages)}) |`,
      );
    }
    const article = results.get("one article title (hook naming it)");
    if (!article) return;
    const ratio = median(article.map((result) => result.seconds)) / bareBase;
    const pages = Math.max(...article.map((result) => result.pages));
    console.log(
      `\nTarget, one article with a hook naming it: <= 1.5x bare Gatsby's no-change rebuild and <= 6 pages: ` +
        `${ratio.toFixed(2)}x, ${pages} pages -> ${ratio <= 1.5 && pages <= 6 ? "met" : "NOT met"}`,
    );
  } finally {
    await publisher.close();
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(releases, { recursive: true, force: true });
  }
}

// Ctrl-C or a kill still removes the copied data and the releases (finally blocks do not run on a signal).
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });

main().catch((error: Error) => {
  console.error(`bench:publish failed: ${error.message}`);
  process.exit(1);
});
