import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * The Chromium every browser test and benchmark launches: CHROMIUM_PATH when set, else Debian's where it is
 * installed (CI, this machine), else undefined, which makes Playwright use its own browser (`npx playwright install
 * chromium`), e.g. on macOS. Launched without sandbox (root in a container) and without background networking,
 * which an offline machine would refuse at every start.
 */
export const chromiumPath = (env: Record<string, string | undefined> = process.env): string | undefined =>
  env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
