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
import { LOCALES } from "../src/lib/locales";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/lib/chromium";
import { startSite } from "../server";
import { ROOT, spread } from "./bare-site";
import { pageTypes } from "./pages";

const THROTTLE = 4;
const SETTLE_MS = 4000;
const LONG_MS = 50;

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const runs = Number(option("runs") ?? 3);
const only = (option("only") ?? "").split(",").filter(Boolean);
const why = process.argv.includes("--why");

interface Load {
  tbt: number;
  longest: number;
  count: number;
  /** The same, from the main thread's CPU time per task times THROTTLE (see cpuTasks). */
  cpuTbt: number;
  cpuLongest: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of an "X" event, in microseconds. */
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** A profile frame's script, by file name ("(program)", "(garbage collector)" and natives by their own names). */
function scriptOf(frame: ProfileNode["callFrame"] | undefined): string {
  if (!frame) return "?";
  if (!frame.url) return frame.functionName || "(native)";
  try {
    return path.basename(new URL(frame.url).pathname) || frame.url;
  } catch {
    return frame.url;
  }
}

const runTasks = (events: TraceEvent[], pid: number, tid: number) =>
  events.filter((event) => event.pid === pid && event.tid === tid && event.name === "RunTask" && event.ph === "X");

/** The page's renderer: the main thread that ran the site's scripts (the browser may have others, e.g. its own UI). */
function mainThread(events: TraceEvent[], siteOrigin: string) {
  const threads = events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const siteEvents = (pid: number, tid: number) =>
    events.filter(
      (event) => event.pid === pid && event.tid === tid && String(event.args?.data?.url ?? "").startsWith(siteOrigin),
    ).length;
  return threads
    .map(({ pid, tid }) => ({ pid, tid, count: siteEvents(pid, tid) }))
    .sort((a, b) => b.count - a.count)[0];
}

/**
 * Long tasks as Lighthouse's simulation makes them: each main-thread task's CPU time (the trace's thread time, which
 * neither the throttling's pauses nor other processes' use of the cores inflate) times THROTTLE. Much less noisy
 * than wall-clock tasks on a busy machine; a task waiting on another process (a first localStorage read) is missed.
 */
function cpuTasks(events: TraceEvent[], siteOrigin: string) {
  const main = mainThread(events, siteOrigin);
  if (!main) return { cpuTbt: Number.NaN, cpuLongest: Number.NaN };
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.pid === main.pid)?.ts;
  const tasks = runTasks(events, main.pid, main.tid).map((event) => ({
    ts: event.ts,
    end: event.ts + (event.dur ?? 0),
    cpu: ((event.tdur ?? event.dur ?? 0) / 1000) * THROTTLE,
  }));
  const start = fcp ?? 0;
  return {
    // A task that straddles FCP counts with the share of its CPU time after it, as Lighthouse clips it.
    cpuTbt: tasks
      .filter((task) => task.end > start)
      .reduce((sum, task) => {
        const share = task.ts >= start ? 1 : (task.end - start) / Math.max(task.end - task.ts, 1);
        return sum + Math.max(0, task.cpu * share - LONG_MS);
      }, 0),
    cpuLongest: Math.max(0, ...tasks.map((task) => task.cpu)),
  };
}

/** What the long tasks of one trace were made of: top-level events, and CPU samples by origin. */
function explain(events: TraceEvent[], siteOrigin: string): string[] {
  const main = mainThread(events, siteOrigin);
  if (!main) return ["  no renderer main thread in the trace"];
  const long = runTasks(events, main.pid, main.tid).filter((event) => (event.dur ?? 0) > LONG_MS * 1000);
  const within = (ts: number) => long.find((task) => ts >= task.ts && ts <= task.ts + task.dur!);
  const lines: string[] = [];
  const byEvent = new Map<string, number>();
  for (const task of long) {
    // Direct children only: events on the thread inside the task that no other child contains.
    const children = events
      .filter(
        (event) =>
          event.pid === main.pid &&
          event.tid === main.tid &&
          event.ph === "X" &&
          event !== task &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= task.ts + task.dur!,
      )
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let end = 0;
    const parts: string[] = [];
    for (const child of children) {
      if (child.ts < end) continue;
      end = child.ts + (child.dur ?? 0);
      const url = (child.args?.data?.url as string | undefined) ?? "";
      const label = `${child.name}${url ? ` ${path.basename(new URL(url, "http://x").pathname)}` : ""}`;
      byEvent.set(label, (byEvent.get(label) ?? 0) + (child.dur ?? 0) / 1000);
      if ((child.dur ?? 0) > 5000) parts.push(`${label} ${((child.dur ?? 0) / 1000).toFixed(0)}`);
    }
    lines.push(`  task ${(task.dur! / 1000).toFixed(0)} ms: ${parts.join(", ")}`);
  }

  // The CPU profile (V8's sampler, in the trace's clock): samples inside long tasks, by script and by function.
  const nodes = new Map<number, ProfileNode>();
  const byLeaf = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let time = 0;
  for (const event of events.filter((e) => e.pid === main.pid && (e.name === "Profile" || e.name === "ProfileChunk"))) {
    const data = event.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (event.name === "Profile") {
      time = data?.startTime ?? time;
      continue;
    }
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((id, index) => {
      const delta = deltas[index] ?? 0;
      time += delta;
      if (!within(time)) return;
      const leaf = nodes.get(id)?.callFrame;
      const script = scriptOf(leaf);
      byLeaf.set(script, (byLeaf.get(script) ?? 0) + delta / 1000);
      if (leaf?.url) {
        // The build output publishes no source maps: the minified name and position, to look up in the chunk.
        const fn = `${script} ${leaf.functionName || "(anonymous)"} ${leaf.lineNumber + 1}:${leaf.columnNumber}`;
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta / 1000);
      }
    });
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `    ${ms.toFixed(0).padStart(5)} ms  ${key}`);
  lines.push("  top-level events in long tasks (ms):", ...top(byEvent, 10));
  lines.push("  CPU samples in long tasks by the script running (self time):", ...top(byLeaf, 10));
  lines.push("  CPU samples in long tasks by function (self time):", ...top(byFunction, 15));
  return lines;
}

async function measure(browser: Browser, url: string, siteOrigin: string, throttle: boolean, profile: boolean) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
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
  const ports = [Number(process.env.PUBLISH_PORT) || 9240, Number(process.env.E2E_PORT) || 9100];
  const builds = [
    { name: "old", dir: oldDir, site: await startSite({ root: oldDir, port: ports[0]!, host: "127.0.0.1" }) },
    { name: "new", dir: newDir, site: await startSite({ root: newDir, port: ports[1]!, host: "127.0.0.1" }) },
  ];
  const pages = LOCALES.flatMap((locale) =>
    pageTypes(locale).map(({ type, path: pagePath }) => ({ label: `${locale} ${type}`, path: pagePath })),
  ).filter(({ label }) => only.length === 0 || only.some((word) => label.includes(word)));
  const loads = new Map<string, Load[]>();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
