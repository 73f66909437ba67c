import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext({ serviceWorkers: "allow" });
const page = await context.newPage();
await page.goto("http://localhost:9400/contacts");
await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
await page.reload();
await page.waitForLoadState("networkidle");
await page.waitForTimeout(3000);
console.log(await page.evaluate(async () => {
  const out = {};
  for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url.replace(location.origin, ""));
  return JSON.stringify(out, null, 1);
}));
await browser.close();
