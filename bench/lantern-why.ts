/**
 * `npm run bench:lighthouse -- --why`: the tasks Lighthouse's simulation counted as blocking in the run just made.
 * Lighthouse (mobile, simulated throttling) does not time a slowed page: it replays the page's main-thread tasks and
 * requests in a model (Lantern), each task's wall time x4 (x2 for a task that lays the page out), and sums the part of
 * each simulated task beyond 50 ms between its estimated first contentful paint and its estimated time to interactive.
 * Which task lands after the estimated paint depends on the model's graph, not only on the task's length: the estimate
 * of the paint is simulated from the first parse, first layout and first paint tasks only, while in the simulation of
 * the whole load the parser's later tasks run first (docs/performance.md, "Where the blocking time is").
 *
 * Reads Lantern's own timings of its last simulations (the module that Lighthouse keeps them in: a Lighthouse upgrade
 * may move it; this is a diagnostic, the figures themselves come from the report).
 */
import { LONG_MS, type TraceEvent } from "./trace-analysis";

interface CpuNode {
  type: "cpu";
  startTime: number;
  endTime: number;
  event: TraceEvent;
  childEvents: TraceEvent[];
  didPerformLayout(): boolean;
}
interface Timing {
  startTime: number;
  endTime: number;
}

/** Lantern's labels of the simulations it keeps, one per metric and estimate. */
type AllTimings = Map<string, Map<{ type: string }, Timing>>;
/**
 * Imported as Lighthouse itself is (bench/lighthouse.ts), as an ES module at run time: a static import here would be
 * compiled to a require and load a second copy of the module, whose simulations are empty.
 */
async function simulations(): Promise<AllTimings> {
  const lantern = (await import("lighthouse/core/lib/lantern/lantern.js")) as unknown as {
    Simulation: { Simulator: { allNodeTimings: AllTimings } };
  };
  return lantern.Simulation.Simulator.allNodeTimings;
}

/** The trace events that say what a task was doing. */
const SHOWN = new Set([
  "DocumentLoader::CommitNavigation",
  "ParseHTML",
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "EvaluateScript",
  "FunctionCall",
  "TimerFire",
  "XHRReadyStateChange",
  "EventDispatch",
  "FireIdleCallback",
  "FireAnimationFrame",
  "RunMicrotasks",
]);

/** What a task did: its largest direct trace events, by name (and script or event type). */
function described(node: CpuNode): string {
  const parts = new Map<string, number>();
  for (const child of node.childEvents) {
    if (!SHOWN.has(child.name)) continue;
    const what =
      String(child.args?.data?.url ?? "")
        .split("/")
        .pop() || String(child.args?.data?.type ?? "");
    const key = what ? `${child.name} ${what.slice(0, 32)}` : child.name;
    parts.set(key, (parts.get(key) ?? 0) + (child.dur ?? 0) / 1000);
  }
  return [...parts]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(", ");
}

/**
 * Lines describing the simulated long tasks of the last Lighthouse run: estimated FCP and TTI, and per task its
 * simulated span, the TBT it adds (as Lantern clips it; the report's TBT averages an optimistic and a pessimistic
 * estimate, which differ in FCP and TTI only), its observed wall and CPU time and what it did.
 */
export async function lanternWhy(reportedTti: number): Promise<string[]> {
  const all = await simulations();
  const timings = (label: string) => all.get(label) ?? new Map<{ type: string }, Timing>();
  const end = (label: string) => Math.max(0, ...[...timings(label).values()].map((timing) => timing.endTime));
  const fcp = end("optimisticFirstContentfulPaint");
  const fcpLate = end("pessimisticFirstContentfulPaint");
  const lines = [`      simulated FCP ${fcp.toFixed(0)}-${fcpLate.toFixed(0)} ms, TTI ${reportedTti.toFixed(0)} ms`];
  for (const [node, timing] of timings("optimisticTotalBlockingTime")) {
    if (node.type !== "cpu") continue;
    const cpu = node as CpuNode;
    const simulated = timing.endTime - timing.startTime;
    if (simulated < LONG_MS) continue;
    // As Lantern clips a task: only its part after the estimated FCP and before TTI counts, beyond 50 ms; the
    // report averages the estimate with the earlier FCP and the one with the later.
    const clipped = (from: number) => {
      const counted = Math.min(timing.endTime, reportedTti) - Math.max(timing.startTime, from);
      return counted >= LONG_MS ? counted - LONG_MS : 0;
    };
    const blocking = (clipped(fcp) + clipped(fcpLate)) / 2;
    lines.push(
      `      ${timing.startTime.toFixed(0).padStart(5)}-${timing.endTime.toFixed(0).padEnd(5)} simulated ${simulated.toFixed(0).padStart(3)} ms, TBT +${blocking.toFixed(0).padEnd(3)} (observed ${((cpu.event.dur ?? 0) / 1000).toFixed(1)} ms wall, ${((cpu.event.tdur ?? 0) / 1000).toFixed(1)} CPU${cpu.didPerformLayout() ? ", layout: x2" : ""}) ${described(cpu)}`,
    );
  }
  return lines;
}
