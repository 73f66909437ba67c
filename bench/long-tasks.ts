/**
 * `npx tsx bench/long-tasks.ts --old <public dir> [--new <public dir>]`: the long tasks of two builds,
 * served side by side and loaded interleaved in one run, so that a busy spell of the shared machine hits both alike
 * (docs/performance.md). Each page is loaded twice per build and round, in a fresh context with a 412 px mobile
 * viewport: once with the CPU throttled 4x through the DevTools protocol, observing the long tasks (TBT = the sum of
 * each task's part beyond 50 ms after first contentful paint, as Lighthouse counts it), and once unthrottled, taking
 * each main-thread task's CPU time x4, which is how Lighthouse's simulation makes its tasks and barely moves with
 * the machine's load (see cpuTasks). 4 s after load each. `--runs N` (default 3), `--only subcategory,article`
 * (page types whose label contains a word; both locales), `--why` to also print what the long tasks of each build's
 * last throttled load were made of: the trace's top-level events and the CPU profile's samples by script and by
 * function (minified: the build output publishes no source maps).
 */
import { existsSync } from "node:fs";
import * as path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { E2E } from "../playwright.config";
import { LOCALES } from "../src/lib/locales";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/chromium";
import { startSite } from "../server";
import { ROOT, spread } from "./bare-site";
import { onlyWords, option } from "./options";
import { pageTypes } from "./pages";
import { LONG_MS, PHONE_CONTEXT, THROTTLE, cpuTasks, explain, type TraceEvent } from "./trace-analysis";

const SETTLE_MS = 4000;

const runs = Number(option("runs") ?? 3);
const only = onlyWords();
const why = process.argv.includes("--why");

interface Load {
  tbt: number;
  longest: number;
  count: number;
  /** The same, from the main thread's CPU time per task times THROTTLE (see cpuTasks). */
  cpuTbt: number;
  cpuLongest: number;
}

async function measure(browser: Browser, url: string, siteOrigin: string, throttle: boolean, profile: boolean) {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks: Array<{ start: number; duration: number }> = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  // Throttled, the main thread's CPU time includes the throttling (Chromium stretches it by spinning): the CPU-time
  // figures come from a load of their own, unthrottled.
  if (throttle) await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "loading",
      ...(profile ? ["v8.execute", "disabled-by-default-v8.cpu_profiler"] : []),
    ],
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: (window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
  }));
  const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  const load: Load = {
    tbt: tasks
      .filter((task) => task.start + task.duration > fcp)
      .reduce((sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(task.start, fcp) - LONG_MS), 0),
    longest: Math.max(0, ...tasks.map((task) => task.duration)),
    count: tasks.length,
    ...cpuTasks(events, siteOrigin),
  };
  return { load, events: profile ? events : null };
}

async function main() {
  const oldDir = path.resolve(option("old") ?? "");
  const newDir = path.resolve(option("new") ?? path.join(ROOT, "public"));
  if (!option("old") || !existsSync(oldDir)) throw new Error("--old <public dir of the other build> is required");
  // Two ports of the checkout's own (E2E_PORT, PUBLISH_PORT), so that checkouts can measure side by side.
  const ports = [Number(process.env.PUBLISH_PORT) || E2E.port + 240, E2E.port];
  const builds = [
    { name: "old", dir: oldDir, site: await startSite({ root: oldDir, port: ports[0]!, host: "127.0.0.1" }) },
    { name: "new", dir: newDir, site: await startSite({ root: newDir, port: ports[1]!, host: "127.0.0.1" }) },
  ];
  const pages = LOCALES.flatMap((locale) =>
    pageTypes(locale).map(({ type, path: pagePath }) => ({ label: `${locale} ${type}`, path: pagePath })),
  ).filter(({ label }) => only.length === 0 || only.some((word) => label.includes(word)));
  const loads = new Map<string, Load[]>();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const { label, path: pagePath } of pages) {
        // Which build goes first alternates, so that neither always loads second (warmer disk cache, same spell).
        const order =
          (round + pages.indexOf(pages.find((p) => p.label === label)!)) % 2 ? builds : [...builds].reverse();
        for (const build of order) {
          const profile = why && round === runs;
          const url = `${build.site.url}${pagePath}`;
          const throttled = await measure(browser, url, build.site.url, true, profile);
          const { load: cpu } = await measure(browser, url, build.site.url, false, false);
          const { events } = throttled;
          const load: Load = { ...throttled.load, cpuTbt: cpu.cpuTbt, cpuLongest: cpu.cpuLongest };
          const key = `${label}|${build.name}`;
          loads.set(key, [...(loads.get(key) ?? []), load]);
          console.log(
            `round ${round} ${label.padEnd(16)} ${build.name}: TBT ${load.tbt.toFixed(0)} ms, longest ${load.longest.toFixed(0)} ms, ${load.count} long tasks; CPU x${THROTTLE}: TBT ${load.cpuTbt.toFixed(0)} ms, longest ${load.cpuLongest.toFixed(0)} ms`,
          );
          if (events) console.log(explain(events, build.site.url).join("\n"));
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(builds.map(({ site }) => site.close()));
  }
  console.log(`\nmedian (min-max) of ${runs} loads each, CPU ${THROTTLE}x, ${SETTLE_MS / 1000} s after load`);
  const table = (title: string, tbt: (load: Load) => number, longest: (load: Load) => number) => {
    console.log(`\n${title}`);
    console.log("page              TBT old          TBT new          longest old      longest new");
    for (const { label } of pages) {
      const [before, after] = ["old", "new"].map((name) => loads.get(`${label}|${name}`) ?? []);
      const column = (list: Load[], pick: (load: Load) => number) => spread(list.map(pick)).padEnd(17);
      console.log(
        `${label.padEnd(18)}${column(before!, tbt)}${column(after!, tbt)}${column(before!, longest)}${column(after!, longest)}`,
      );
    }
  };
  table(
    "observed long tasks (wall clock, throttled)",
    (load) => load.tbt,
    (load) => load.longest,
  );
  table(
    `main-thread CPU time per task x ${THROTTLE} (as Lighthouse simulates; robust to the machine's load)`,
    (load) => load.cpuTbt,
    (load) => load.cpuLongest,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
