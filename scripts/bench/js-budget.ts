/**
 * `npm run bench:js`: the gzipped JavaScript each page type loads at startup (the <script> tags of its built HTML),
 * split into Gatsby's floor (framework, app, webpack runtime) and what the page adds beyond it. Budget: ~30 KB.
 */
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { gzipSync } from "node:zlib";
import { pageTypes } from "./pages";

const PUBLIC = path.resolve(__dirname, "..", "..", "public");
const BUDGET_KB = 30;
const FLOOR = /^\/(framework|app|webpack-runtime)-[0-9a-f]+\.js$/;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipped = (file: string) => gzipSync(readFileSync(path.join(PUBLIC, file)), { level: 9 }).length;

function htmlOf(pagePath: string) {
  const file = pagePath === "/404" ? "404.html" : path.join(pagePath, "index.html");
  return readFileSync(path.join(PUBLIC, file), "utf8");
}

let over = 0;
console.log(`page type      floor KB  page KB  total KB  (budget beyond floor: ${BUDGET_KB} KB gzip)`);
for (const { type, path: pagePath } of pageTypes()) {
  const scripts = [...htmlOf(pagePath).matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1]!);
  let floor = 0;
  let page = 0;
  for (const script of new Set(scripts)) {
    const size = gzipped(script);
    if (FLOOR.test(script)) floor += size;
    else page += size;
  }
  if (page / 1024 > BUDGET_KB) over += 1;
  console.log(`${type.padEnd(14)} ${kb(floor).padStart(8)} ${kb(page).padStart(8)} ${kb(floor + page).padStart(9)}${page / 1024 > BUDGET_KB ? "  OVER" : ""}`);
}
console.log(over ? `${over} page type(s) over budget` : "all page types within budget");
