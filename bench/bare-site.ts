/**
 * The baseline every benchmark divides by: a bare Gatsby site built from this project's own node_modules (same
 * gatsby, react and react-dom), generated into var/. One page with a heading and a paragraph, or `pages` pages made
 * by createPages from one template, so a large catalogue can be compared with the same number of bare pages.
 */
import { execFileSync, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import * as path from "node:path";

export const ROOT = path.resolve(__dirname, "..");
export const GATSBY = path.join(ROOT, "node_modules", ".bin", "gatsby");

const PAGE = `import * as React from "react";
export default function Page({ pageContext }) {
  return (
    <main>
      <h1>{pageContext.title || "Bare Gatsby page"}</h1>
      <p>A page with no content of its own: what Gatsby, React and the browser cost on their own.</p>
    </main>
  );
}
export const Head = ({ pageContext }) => (
  <>
    <html lang="en" />
    <title>{pageContext.title || "Bare Gatsby page"}</title>
    <meta name="description" content="The bare Gatsby baseline of the benchmarks." />
  </>
);
`;

/**
 * Writes the bare site into `dir` (replacing what was there) and returns `dir`.
 *
 * `standalone` makes it a project of its own, as a bare site in its own repository would be: a lock file and
 * node_modules hard-linked from this project's (the same files, no copy). That matters to build times: Gatsby's
 * "compile gatsby files" step runs Parcel, and Parcel takes as its root the nearest folder with a lock file and
 * crawls all of it twice per build (@parcel/watcher snapshots; only .git and Parcel's own cache are skipped). Without
 * a lock file the bare site's root is this project, so it crawls our node_modules, public/ and .cache/ too; inside
 * this project, our builds crawl its files.
 */
export function writeBareSite(dir: string, pages = 1, { standalone = false } = {}): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "src", "pages"), { recursive: true });
  mkdirSync(path.join(dir, "src", "templates"), { recursive: true });
  // gatsby refuses to build a folder whose package.json does not list it; the packages resolve from ROOT.
  const { dependencies } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  const pick = (name: string) => [name, dependencies[name]] as const;
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify(
      {
        name: "bare-gatsby",
        private: true,
        dependencies: Object.fromEntries(["gatsby", "react", "react-dom"].map(pick)),
      },
      null,
      2,
    ),
  );
  if (standalone) {
    const lock = { name: "bare-gatsby", lockfileVersion: 3, requires: true, packages: {} };
    writeFileSync(path.join(dir, "package-lock.json"), JSON.stringify(lock, null, 2));
    execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
  }
  writeFileSync(
    path.join(dir, "gatsby-config.js"),
    `module.exports = { siteMetadata: { siteUrl: "http://localhost" }, trailingSlash: "never" };\n`,
  );
  writeFileSync(path.join(dir, "src", "pages", "index.js"), PAGE);
  writeFileSync(path.join(dir, "src", "templates", "page.js"), PAGE);
  // The index page is one of the `pages`; the rest come from createPages, each with its own title in context.
  writeFileSync(
    path.join(dir, "gatsby-node.js"),
    `const path = require("path");
exports.createPages = ({ actions }) => {
  for (let n = 1; n < ${pages}; n += 1)
    actions.createPage({ path: "/page/" + n, component: path.resolve(__dirname, "src/templates/page.js"), context: { title: "Page " + n } });
};
`,
  );
  return dir;
}

/**
 * Runs `gatsby build` in `cwd` with `env`; resolves with the exit code. `onStart` gets the child's pid (for memory
 * sampling); Gatsby's output (with its phase timings) goes to `logFile` when given, else nowhere, errors always to
 * stderr.
 */
export function gatsbyBuildIn(
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  onStart?: (pid: number) => void,
  logFile?: string,
): Promise<number> {
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, "w") : "ignore";
    const child = spawn(GATSBY, ["build"], {
      cwd,
      stdio: ["ignore", log, "inherit"],
      env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: "1" },
    });
    if (child.pid) onStart?.(child.pid);
    child.on("exit", (code, signal) => {
      if (typeof log === "number") closeSync(log);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** "median (min-max)" with `digits` decimals. */
export const spread = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
