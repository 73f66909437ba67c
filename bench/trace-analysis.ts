/**
 * Reading a Chromium trace of one page load (bench/long-tasks.ts): the page's main thread, its tasks' CPU time, and
 * what the long tasks were made of.
 */
import * as path from "node:path";

/** Lighthouse's simulated slowdown of a mobile CPU. */
export const THROTTLE = 4;
/** A task longer than this is a long task; its part beyond counts towards TBT. */
export const LONG_MS = 50;

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of an "X" event, in microseconds. */
  tdur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: Record<string, unknown>;
    /** A Layout event's: how many layout objects it had to lay out, of how many. */
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}

/** The phone Lighthouse emulates (412 x 823 CSS px at 1.75), as a browser context; its service worker kept out. */
export const PHONE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: "block",
} as const;

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
export function cpuTasks(events: TraceEvent[], siteOrigin: string) {
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
export function explain(events: TraceEvent[], siteOrigin: string): string[] {
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
