/**
 * `npm run bench:js`: the gzipped JavaScript each page type loads before any interaction, as a browser sees it
 * (every script request until the network is idle, including the page's component chunks), split into Gatsby's
 * floor (framework, app, webpack runtime) and what the page adds beyond it. Budget beyond the floor: ~30 KB.
 */
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium";
import { startSite } from "../lib/server";
import { pageTypes } from "./pages";

const PUBLIC = path.resolve(__dirname, "..", "..", "public");
const BUDGET_KB = 30;
const FLOOR = /^\/(framework|app|webpack-runtime)-[0-9a-f]+\.js$/;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  // Byte counts do not depend on the server; the Node one can take any free port.
  const site = await startSite({ root: PUBLIC, port: 0, host: "127.0.0.1", kind: "node" });
  const { url } = site;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  let over = 0;
  console.log(`page type      floor KB  page KB  total KB  (gzip; budget beyond the floor: ${BUDGET_KB} KB)`);
  try {
    for (const { type, path: pagePath } of pageTypes()) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (request.resourceType() === "script" && pathname.endsWith(".js")) scripts.add(pathname);
      });
      await page.goto(`${url}${pagePath}`, { waitUntil: "networkidle" });
      await context.close();
      let floor = 0;
      let own = 0;
      for (const script of scripts) {
        const size = gzipSync(readFileSync(path.join(PUBLIC, script))).length;
        if (FLOOR.test(script)) floor += size;
        else own += size;
      }
      const overBudget = own / 1024 > BUDGET_KB;
      if (overBudget) over += 1;
      console.log(
        `${type.padEnd(14)} ${kb(floor).padStart(8)} ${kb(own).padStart(8)} ${kb(floor + own).padStart(9)}${overBudget ? "  OVER" : ""}`,
      );
    }
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(over ? `${over} page type(s) over the budget` : "every page type within the budget");
}

void main();
