/** Gatsby's phase timings ("success <phase> - 1.234s") and each plugin's onPostBuild share, read from a build's log. */

export const PHASES = [
  "compile gatsby files",
  "load plugins",
  "onPreBootstrap",
  "source and transform nodes",
  "Clean up stale nodes",
  "building schema",
  "createPages",
  "extract queries from components",
  "bootstrap finished",
  "Building production JavaScript and CSS bundles",
  "Building HTML renderer",
  // Cold builds only:
  "run queries in workers",
  "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs",
  "Building static HTML for pages",
  "stitching slices",
  "Generating TypeScript types",
  "onPostBuild",
];

export const SOURCING = "sourcing (content service plugin)";

// eslint-disable-next-line no-control-regex
export const plain = (text: string) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");

/** Seconds by phase name; phases a build did not log are absent. */
export function phaseTimings(log: string): Map<string, number> {
  const text = plain(log);
  const found = new Map<string, number>();
  for (const phase of PHASES) {
    const escaped = phase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const match = new RegExp(`(?:success|info) ${escaped} - ([\\d.]+)s`).exec(text);
    if (match) found.set(phase, Number(match[1]));
  }
  const sourcing = /Sourcing content from [^\n]* - ([\d.]+)s/.exec(text);
  if (sourcing) found.set(SOURCING, Number(sourcing[1]));
  for (const [, plugin, ms] of text.matchAll(/plugin-timing onPostBuild (\S+) (\d+)/g))
    found.set(`onPostBuild: ${plugin === "default-site-plugin" ? "ours" : plugin}`, Number(ms) / 1000);
  return found;
}
