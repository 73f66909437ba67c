/**
 * `npx tsx bench/returning-visits.ts`: what a returning visit blocks, in a browser with and without DevTools'
 * Debugger domain, which Lighthouse enables for every run (for its async stack traces) and which makes Chromium
 * compile the service worker's cached scripts on the main thread again at every visit (docs/performance.md).
 *
 * For each page (the bare Gatsby page of var/bare-site, built by `npm run bench:lighthouse`, and one page of each
 * type asked for), each round opens a new browser profile with a "Reject all" consent cookie (bench/visits.ts) and
 * visits the page three times with the CPU throttled 4x: the first visit installs the service worker, the second
 * and third are returning visits. It does so once with the Debugger domain off and once with it on, and prints the
 * medians of each visit's TBT (each long task's part beyond 50 ms after first contentful paint, as the page's own
 * PerformanceObserver saw them). Options: `--runs N` (default 3), `--only home,calculator` (page types whose label
 * contains a word; default home). `BENCH_ROOT` names the build measured, as for bench:lighthouse.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import * as path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/chromium";
import { startSite } from "../server";
import { readEnv } from "../src/config/env";
import { LOCALES } from "../src/lib/locales";
import { ROOT, spread } from "./bare-site";
import { loadAverage, onlyWords, option } from "./options";
import { pageTypes } from "./pages";
import { benchRoot, returningVisitCookie } from "./visits";

const VISITS = 3;
const SETTLE_MS = 4000;
const runs = Number(option("runs") ?? 3);
const only = onlyWords("home");

declare global {
  interface Window {
    __benchLongTasks?: Array<{ start: number; duration: number }>;
  }
}

/** One visit: TBT after first contentful paint, from the page's own long task entries. */
async function visit(page: Page, url: string, withDebugger: boolean): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (withDebugger) {
    // What Lighthouse sends before each run (lighthouse/core/gather/driver/prepare.js).
    await cdp.send("Debugger.enable");
    await cdp.send("Debugger.setSkipAllPauses", { skip: true });
    await cdp.send("Debugger.setAsyncCallStackDepth", { maxDepth: 8 });
  }
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: window.__benchLongTasks ?? [],
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
  }));
  if (withDebugger) await cdp.send("Debugger.disable");
  await cdp.detach();
  return tasks
    .filter((task) => task.start + task.duration > fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

async function main() {
  const bareDir = path.join(ROOT, "var", "bare-site", "public");
  if (!existsSync(bareDir)) throw new Error(`${bareDir} is missing: run npm run bench:lighthouse once to build it.`);
  console.log(`load average at the start: ${loadAverage()}`);
  // Served on the port the build's SITE_URL names, as bench:lighthouse does.
  const { port } = readEnv();
  const site = await startSite({ root: benchRoot(ROOT), port, host: "127.0.0.1" });
  const bare = await startSite({ root: bareDir, port: port + 1, host: "127.0.0.1" });
  const pages = [
    { label: "bare Gatsby", url: `${bare.url}/` },
    ...LOCALES.flatMap((locale) =>
      pageTypes(locale).map(({ type, path: pagePath }) => ({
        label: `${locale} ${type}`,
        url: `${site.url}${pagePath}`,
      })),
    ).filter(({ label }) => only.some((word) => label.includes(word))),
  ];
  // label -> "off"/"on" -> visit number -> TBT samples
  const samples = new Map<string, Record<"off" | "on", number[][]>>();
  for (let round = 1; round <= runs; round += 1) {
    for (const { label, url } of pages) {
      for (const mode of ["off", "on"] as const) {
        const profile = mkdtempSync(path.join(tmpdir(), "bench-returning-"));
        const context = await chromium.launchPersistentContext(profile, {
          executablePath: chromiumPath(),
          args: CHROMIUM_ARGS,
          viewport: { width: 412, height: 823 },
        });
        await context.addCookies([returningVisitCookie(new URL(url).origin)]);
        await context.addInitScript(() => {
          window.__benchLongTasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              window.__benchLongTasks!.push({ start: entry.startTime, duration: entry.duration });
          }).observe({ type: "longtask", buffered: true });
        });
        const page = await context.newPage();
        const tbts: number[] = [];
        for (let n = 0; n < VISITS; n += 1) tbts.push(await visit(page, url, mode === "on"));
        await context.close();
        rmSync(profile, { recursive: true, force: true });
        const entry = samples.get(label) ?? { off: [], on: [] };
        tbts.forEach((tbt, n) => (entry[mode][n] ??= []).push(tbt));
        samples.set(label, entry);
        console.log(
          `round ${round} ${label.padEnd(16)} Debugger ${mode.padEnd(3)} TBT per visit ${tbts.map((tbt) => `${Math.round(tbt)} ms`).join(", ")}  load ${loadavg()[0]!.toFixed(2)}`,
        );
      }
    }
  }
  await Promise.all([site.close(), bare.close()]);
  console.log(`\nload average at the end: ${loadAverage()}`);
  console.log(`median (min-max) TBT ms of ${runs} rounds, CPU 4x; visit 1 installs the service worker`);
  const header = ["page", "Debugger", ...Array.from({ length: VISITS }, (_, n) => `visit ${n + 1}`)];
  console.log(header.map((cell, index) => cell.padEnd(index < 2 ? 17 : 16)).join(""));
  for (const [label, entry] of samples) {
    for (const mode of ["off", "on"] as const) {
      const cells = [label, mode, ...entry[mode].map((values) => spread(values))];
      console.log(cells.map((cell, index) => cell.padEnd(index < 2 ? 17 : 16)).join(""));
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
