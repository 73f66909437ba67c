/**
 * `npm run bench:js`: the gzipped JavaScript each page type loads, as a browser sees it (every script request until
 * the network is idle, the page's component chunks included), split into Gatsby's floor (framework, app, webpack
 * runtime), what the page loads beyond it up front, and what it loads later, once the browser is idle (the
 * dialogs' code fetched ahead so that they work offline, the calculator's request part). "Up front" is every script
 * requested before the site's first idle callback (src/lib/idle.ts marks it in the Performance timeline): what the
 * first render and hydration need. Budgets beyond the floor, up front: 30 KB, the calculator 40 KB.
 * Each page type is measured on a first visit (the consent prompt opens where trackers are configured) and a
 * returning one (the choice stored): bench/visits.ts.
 */
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { IDLE_MARK } from "../src/lib/idle";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/chromium";
import { startSite } from "../server";
import { pageTypes } from "./pages";
import { benchRoot, returningVisitCookie, VISITS } from "./visits";

const PUBLIC = benchRoot(path.resolve(__dirname, ".."));
const BUDGET_KB: Record<string, number> = { calculator: 40 };
const DEFAULT_BUDGET_KB = 30;
const FLOOR = /^\/(framework|app|webpack-runtime)-[0-9a-f]+\.js$/;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  // Byte counts do not depend on the server; the Node one can take any free port.
  const site = await startSite({ root: PUBLIC, port: 0, host: "127.0.0.1", kind: "node" });
  const { url } = site;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  let over = 0;
  console.log("gzip KB; page = beyond the floor before the first idle callback; idle = loaded after it");
  console.log("page type      visit      floor KB  page KB  budget  idle KB  total KB  prompt");
  const visits = pageTypes().flatMap((pageType) => VISITS.map((visit) => ({ ...pageType, visit })));
  try {
    for (const { type, path: pagePath, visit } of visits) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      if (visit === "returning") await context.addCookies([returningVisitCookie(url)]);
      const page = await context.newPage();
      await page.goto(`${url}${pagePath}`, { waitUntil: "networkidle" });
      // On a busy machine the network can rest before the first idle callback: wait for it and what it fetches.
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK);
      const resources = () => page.evaluate(() => performance.getEntriesByType("resource").length);
      let seen = await resources();
      do {
        await page.waitForTimeout(1000);
      } while (seen !== (seen = await resources()));
      const { idleAt, scripts } = await page.evaluate((mark) => {
        const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        return {
          idleAt: performance.getEntriesByName(mark)[0]?.startTime ?? null,
          scripts: entries
            .map((entry) => ({ pathname: new URL(entry.name).pathname, startTime: entry.startTime }))
            .filter(({ pathname }) => pathname.endsWith(".js")),
        };
      }, IDLE_MARK);
      const prompt = (await page.locator("#cc-main .cm").count()) > 0;
      await context.close();
      if (idleAt === null) throw new Error(`${pagePath}: no '${IDLE_MARK}' mark, so no line between up front and idle`);
      let floor = 0;
      let own = 0;
      let idle = 0;
      for (const { pathname, startTime } of new Map(scripts.map((script) => [script.pathname, script])).values()) {
        const size = gzipSync(readFileSync(path.join(PUBLIC, pathname))).length;
        if (FLOOR.test(pathname)) floor += size;
        else if (startTime < idleAt) own += size;
        else idle += size;
      }
      const budget = BUDGET_KB[type] ?? DEFAULT_BUDGET_KB;
      const overBudget = own / 1024 > budget;
      if (overBudget) over += 1;
      console.log(
        `${type.padEnd(14)} ${visit.padEnd(9)} ${kb(floor).padStart(9)} ${kb(own).padStart(8)} ${String(budget).padStart(7)} ${kb(idle).padStart(8)} ${kb(floor + own + idle).padStart(9)}  ${prompt ? "shown" : "-    "}${overBudget ? "  OVER" : ""}`,
      );
    }
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(over ? `${over} page type(s) over the budget` : "every page type within the budget");
  if (over) process.exitCode = 1;
}

void main();
