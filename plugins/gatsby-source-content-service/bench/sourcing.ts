/**
 * Times the sourcing steps of `sourceNodes` outside Gatsby, against a running content service, with Gatsby's own
 * disk-backed plugin cache (kept in `--cache`, so a second run is a rebuild's sourcing). Images are left out: they
 * are downloaded once and cached by gatsby-source-filesystem.
 *
 *   CONTENT_API_URL=http://127.0.0.1:8321 npx tsx plugins/gatsby-source-content-service/bench/sourcing.ts \
 *     --cache var/sourcing-cache --runs 3 [--concurrency 8]
 *
 * Prints each phase's time per run. Add `node --cpu-prof` (NODE_OPTIONS) for a profile.
 */
import { createHash } from "node:crypto";
import * as path from "node:path";
import { buildNodes } from "../lib/build-nodes";
import { createContentClient } from "../lib/client";
import { CONTRACT_LOCALES as LOCALES } from "../lib/constants";
import { ContentReport } from "../lib/content-report";
import { fetchLocaleContent } from "../lib/fetch-content";
import { LastGood } from "../lib/last-good";
import { resolveOptions } from "../lib/plugin-options";
import { createLinkResolver } from "../lib/safety/internal-links";
import { createSiteUrls } from "../lib/safety/site-urls";
import { secureContent } from "../lib/safety/secure-content";

// Gatsby's plugin cache class, as sourceNodes gets it (memory in front of one JSON file per key).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const GatsbyCache = (require("gatsby/dist/utils/cache") as { default: new (o: { name: string }) => GatsbyCacheLike })
  .default;
interface GatsbyCacheLike {
  directory: string;
  init(): GatsbyCacheLike;
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
};

async function run(cache: GatsbyCacheLike) {
  const times: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    times[name] = (now - mark) / 1000;
    mark = now;
  };
  const report = new ContentReport(() => {});
  // Absent from the code before conditional requests: the same script times both.
  const conditionalModule = await import("../lib/conditional-cache").catch(() => undefined);
  const fingerprint = conditionalModule?.codeFingerprint(path.join(__dirname, "..", "lib"));
  const conditional = conditionalModule && new conditionalModule.FileConditionalCache(cache.directory, fingerprint!);
  const client = createContentClient({
    baseUrl: process.env.CONTENT_API_URL ?? "http://localhost:8000",
    siteId: "termofort",
    concurrency: Number(arg("concurrency", "8")),
    conditional,
  });
  const lastGood = new LastGood(cache, report, { unchanged: client.isReused });
  const fetched = await Promise.all(
    LOCALES.map((locale) => fetchLocaleContent(client, locale, { siteId: "termofort", warn: () => {}, lastGood })),
  );
  await conditional?.save();
  // Absent before the keep-alive transport.
  (client as { close?: () => void }).close?.();
  lap("fetch+validate");
  const resolveLink = createLinkResolver(fetched, createSiteUrls(resolveOptions({ plugins: [] })), LOCALES);
  // Absent before the sanitised-text memo; the context as sourceNodes makes it, with this script's fixed options.
  const memoModule = await import("../lib/safety/sanitise-memo").catch(() => undefined);
  const memo =
    memoModule &&
    (await new memoModule.FileSanitiseMemo(
      path.join(cache.directory, "sanitised-html.json"),
      JSON.stringify([fingerprint, (resolveLink as { digest?: string }).digest, "bench"]),
    ).load());
  const secured = fetched.map((content) =>
    secureContent(content, {
      report,
      resolveLink,
      siteOrigin: "https://example.md",
      imageAllowed: () => true,
      ...(memo ? { memo } : {}),
    }),
  );
  await memo?.save();
  lap("secure");
  let count = 0;
  const digests = new Set<string>();
  for (const { content } of secured) {
    for (const { fields } of buildNodes(content, {
      node: (type, locale, key) => `${type}:${locale}:${key}`,
      image: (url) => url ?? null,
    })) {
      digests.add(createHash("md5").update(JSON.stringify(fields)).digest("hex"));
      count += 1;
    }
  }
  lap("nodes+digests");
  return { times, count, articles: fetched.reduce((sum, content) => sum + content.articles.length, 0) };
}

async function main() {
  const dir = path.resolve(arg("cache", "var/sourcing-cache"));
  (globalThis as { __GATSBY?: { root: string } }).__GATSBY = { root: dir };
  const cache = new GatsbyCache({ name: "gatsby-source-content-service" }).init();
  const runs = Number(arg("runs", "1"));
  for (let index = 1; index <= runs; index += 1) {
    const started = performance.now();
    const { times, count, articles } = await run(cache);
    const total = (performance.now() - started) / 1000;
    const phases = Object.entries(times)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(2)} s`)
      .join(", ");
    console.log(`run ${index}: ${total.toFixed(2)} s (${phases}); ${count} nodes, ${articles} articles`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
