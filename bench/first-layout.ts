/**
 * `npx tsx bench/first-layout.ts [--page /] [--runs 5] [--sections]`: the page's first layout of the whole page, on
 * its built HTML and on variants of it, loaded interleaved at a 412 px mobile viewport, unthrottled. For each variant
 * it prints the median CPU time of that layout (and of the style recalculation just before it) and where it
 * ran: in the parser's last task (at DOMContentLoaded), in a frame (with the first paint) or in a task of its own.
 * Variants: the HTML as built, without its forms (form, input, select and textarea cut out; the page's scripts then
 * find markup they did not render, so read only the first layout), and with `--sections` each of the main content's
 * top-level blocks cut out in turn. Lighthouse counts that layout as blocking (docs/performance.md, "Where the
 * blocking time is").
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import * as path from "node:path";
import { chromium } from "@playwright/test";
import { E2E } from "../playwright.config";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/chromium";
import { ROOT, median } from "./bare-site";
import { loadAverage, option } from "./options";
import { PHONE_CONTEXT, type TraceEvent } from "./trace-analysis";

/** The checkout's own port (E2E_PORT), so that checkouts can measure side by side. */
const PORT = E2E.port;
const publicDir = path.join(ROOT, "public");
const pagePath = option("page") ?? "/";
const runs = Number(option("runs") ?? 5);

/** The main content's top-level blocks, as [start, end) offsets into the HTML. */
function mainBlocks(html: string): Array<[number, number]> {
  const open = html.indexOf(">", html.indexOf("<main")) + 1;
  const close = html.indexOf("</main>");
  const voids = /^(img|source|input|br|hr|meta|link|path|circle|rect|line|polyline|polygon|use|wbr)$/i;
  const blocks: Array<[number, number]> = [];
  let depth = 0;
  let start = 0;
  for (const tag of html.slice(open, close).matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    if (voids.test(tag[2]!) || tag[3]) continue;
    if (!tag[1]) {
      if (depth === 0) start = open + tag.index;
      depth += 1;
    } else if (--depth === 0) blocks.push([start, open + tag.index + tag[0].length]);
  }
  return blocks;
}

function variants(html: string): Map<string, string> {
  const out = new Map<string, string>([
    ["as built", html],
    ["without forms", html.replace(/<form\b[\s\S]*?<\/form>/g, "").replace(/<(input|select|textarea)\b[^>]*>/g, "")],
  ]);
  if (process.argv.includes("--sections"))
    mainBlocks(html).forEach(([start, end], index) => {
      const what = /class="([^"]*)"/.exec(html.slice(start, end))?.[1]?.split(" ")[0] ?? "";
      out.set(`without block ${index} ${what}`, html.slice(0, start) + html.slice(end));
    });
  return out;
}

/** The first layout of the whole page: its CPU time, the style recalculation's before it in its task, and where. */
function firstLayout(events: TraceEvent[]) {
  const full = events
    .filter((event) => event.name === "Layout" && event.ph === "X")
    .sort((a, b) => a.ts - b.ts)
    .find(
      (event) =>
        (event.args?.beginData?.totalObjects ?? 0) > 100 &&
        event.args?.beginData?.dirtyObjects === event.args?.beginData?.totalObjects,
    );
  if (!full) return { style: Number.NaN, layout: Number.NaN, where: "not found" };
  const onThread = events
    .filter((event) => event.pid === full.pid && event.tid === full.tid)
    .sort((a, b) => a.ts - b.ts);
  const task = onThread.find(
    (event) => event.name === "RunTask" && event.ts <= full.ts && event.ts + (event.dur ?? 0) >= full.ts,
  );
  const inTask = onThread.filter(
    (event) => task !== undefined && event.ts >= task.ts && event.ts <= task.ts + (task.dur ?? 0),
  );
  // The style recalculation that preceded it: in the same task, or in the frame before it.
  const style = onThread
    .filter((event) => event.name === "UpdateLayoutTree" && event.ph === "X" && event.ts < full.ts)
    .at(-1);
  const has = (name: string) => inTask.some((event) => event.name === name);
  return {
    style: style && full.ts - style.ts < 100_000 ? (style.tdur ?? 0) / 1000 : Number.NaN,
    layout: (full.tdur ?? 0) / 1000,
    where: has("ParseHTML") ? "parser" : has("Paint") ? "frame" : "own task",
  };
}

async function main() {
  const htmlFile = path.join(publicDir, pagePath, "index.html");
  const pages = variants(readFileSync(htmlFile, "utf8"));
  const names = [...pages.keys()];
  // Variant n is served at /__variant/n/; everything else (scripts, images, page data) from the build.
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const variant = /^\/__variant\/(\d+)\/$/.exec(url.pathname);
    try {
      if (variant) {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.end(pages.get(names[Number(variant[1])]!));
        return;
      }
      const file = path.join(publicDir, path.normalize(url.pathname));
      const type = file.endsWith(".js") ? "text/javascript" : file.endsWith(".json") ? "application/json" : "";
      response.writeHead(200, type ? { "content-type": type } : {});
      response.end(readFileSync(file.endsWith(path.sep) ? path.join(file, "index.html") : file));
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));
  console.log(`load average at the start: ${loadAverage()}; ${pagePath}, ${runs} loads of each variant`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = new Map<string, Array<ReturnType<typeof firstLayout>>>();
  try {
    for (let run = 0; run < runs; run += 1)
      for (const [index, name] of names.entries()) {
        const context = await browser.newContext(PHONE_CONTEXT);
        const page = await context.newPage();
        await browser.startTracing(page, {
          categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
        });
        await page.goto(`http://127.0.0.1:${PORT}/__variant/${index}/`, { waitUntil: "load" });
        await page.waitForTimeout(500);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        await context.close();
        results.set(name, [...(results.get(name) ?? []), firstLayout(trace.traceEvents)]);
      }
  } finally {
    await browser.close();
    server.close();
  }
  console.log("variant                              style ms  layout ms  full layout ran in");
  for (const name of names) {
    const list = results.get(name)!;
    const places = new Map<string, number>();
    for (const { where } of list) places.set(where, (places.get(where) ?? 0) + 1);
    console.log(
      `${name.slice(0, 36).padEnd(37)}${median(list.map((r) => r.style))
        .toFixed(1)
        .padStart(8)}${median(list.map((r) => r.layout))
        .toFixed(1)
        .padStart(11)}  ${[...places].map(([where, count]) => `${where} ${count}`).join(", ")}`,
    );
  }
  console.log(`load average at the end: ${loadAverage()}`);
}

void main();
