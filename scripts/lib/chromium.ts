/**
 * Debian's Chromium, as every browser test and benchmark here launches it: no sandbox (root in a container), and
 * no background networking, which this offline machine would refuse at every start.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
