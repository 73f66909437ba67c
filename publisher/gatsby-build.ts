/** The publisher's build: `gatsby build` in the checkout, its output kept for the report. */
import { spawn, type ChildProcess } from "node:child_process";
import * as path from "node:path";

export interface BuildResult {
  ok: boolean;
  /** The last lines of the build's output, for the report when it failed. */
  tail: string[];
}

const TAIL_LINES = 30;

/**
 * `gatsby build` in `root`, keeping Gatsby's cache (incremental), with the content report written to `reportFile`;
 * a build for the changes `changesFile` names when it exists, a full check when it does not (the source plugin's
 * `changedItemsFile`). `onChild` gets the process, so that a publisher that stops can stop its build; `settings` are
 * build settings the publisher decides per build (LEAD_ALERTS).
 *
 * Both paths must be the same from build to build: Gatsby defines every environment variable, name and value, in
 * the HTML renderer's webpack build, so a value that changes (a release id in a file name) compiles the renderer
 * again (15 s a publish at 10,000 pages, docs/publishing.md).
 */
export function runGatsbyBuild(
  root: string,
  contentApiUrl: string,
  reportFile: string,
  changesFile: string,
  echo = true,
  onChild?: (child: ChildProcess) => void,
  settings: Record<string, string> = {},
): Promise<BuildResult> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: root,
      env: {
        ...process.env,
        ...settings,
        CONTENT_CHANGES_FILE: changesFile,
        CONTENT_API_URL: contentApiUrl,
        CONTENT_REPORT_FILE: reportFile,
        GATSBY_TELEMETRY_DISABLED: "1",
        NO_COLOR: "1",
        FORCE_COLOR: "0",
        CI: "1",
      },
    });
    onChild?.(child);
    const lines: string[] = [];
    const collect = (chunk: Buffer) => {
      if (echo) process.stdout.write(chunk);
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      if (lines.length > 400) lines.splice(0, lines.length - 400);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("close", (code) => resolve({ ok: code === 0, tail: lines.slice(-TAIL_LINES) }));
  });
}
