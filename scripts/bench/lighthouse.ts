/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default) on one page of each type of the last build, served
 * like production. Prints the four category scores and the Core Web Vitals; the target is 100 everywhere.
 */
import * as path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../lib/chromium";
import { startSite } from "../lib/server";
import { readEnv } from "../../src/config/env";
import { pageTypes } from "./pages";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

async function main() {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  // Served on the port the build's SITE_URL names, so canonical URLs point at the pages measured.
  const { port } = readEnv();
  const site = await startSite({ root: path.resolve(__dirname, "..", "..", "public"), port, host: "127.0.0.1" });
  const { url } = site;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH ?? chromium.executablePath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  let belowTarget = 0;
  try {
    console.log("page type      perf  a11y  best  seo    LCP ms  CLS    TBT ms");
    for (const { type, path: pagePath } of pageTypes()) {
      const runner = await lighthouse(`${url}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const lhr = runner!.lhr;
      const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
      if (scores.some((score) => score < 100)) belowTarget += 1;
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      console.log(
        `${type.padEnd(14)} ${scores.map((score) => String(score).padStart(4)).join("  ")}  ${String(Math.round(metric("largest-contentful-paint"))).padStart(7)}  ${metric("cumulative-layout-shift").toFixed(3)}  ${String(Math.round(metric("total-blocking-time"))).padStart(6)}`,
      );
      const failing = Object.values(lhr.audits).filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== "informative" &&
          audit.scoreDisplayMode !== "manual" &&
          audit.scoreDisplayMode !== "notApplicable",
      );
      if (scores.some((score) => score < 100))
        console.log(`               below 1: ${failing.map((audit) => audit.id).join(", ")}`);
    }
  } finally {
    await chrome.kill();
    await site.close();
  }
  console.log(belowTarget ? `${belowTarget} page type(s) below 100 in some category` : "all page types at 100");
}

void main();
