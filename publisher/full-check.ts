/**
 * When a build must check every item instead of the named ones: at least once per interval (a day by default),
 * after a full check that failed (its items may not all be in the cache), and after the code changed (a new
 * contract or normalisation must see every item). The last full check is kept in the releases folder, so a restart
 * of the publisher keeps counting.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import * as path from "node:path";
import writeFileAtomic from "write-file-atomic";

export interface FullCheckRecord {
  finishedAt: number;
  ok: boolean;
  /** codeVersion() when it ran. */
  code: string;
}

/** The code a build runs; documentation, tests and benchmarks are left out (they change no page). */
const CODE_PATHS = [
  "src",
  "gatsby",
  "plugins",
  "server",
  "locales",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
];

export class FullChecks {
  private readonly file: string;

  constructor(
    dir: string,
    private readonly root: string,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.file = path.join(dir, "full-check.json");
  }

  /**
   * The code's git trees at the checked-out commit and a digest of uncommitted edits to it (a commit that changes
   * only documentation, tests or benchmarks changes neither); empty where git cannot tell (a deploy without .git), so
   * that there only the interval and failures call for a full check.
   */
  codeVersion(): string {
    try {
      const git = (...args: string[]) =>
        execFileSync("git", args, { cwd: this.root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
      const trees = git("ls-tree", "HEAD", "--", ...CODE_PATHS);
      const edits = git("status", "--porcelain", "--untracked-files=no", "--", ...CODE_PATHS);
      const diff = edits ? git("diff", "HEAD", "--", ...CODE_PATHS) : "";
      return createHash("sha1").update(trees).update("\0").update(diff).digest("hex").slice(0, 16);
    } catch {
      return "";
    }
  }

  last(): FullCheckRecord | undefined {
    try {
      return JSON.parse(readFileSync(this.file, "utf8")) as FullCheckRecord;
    } catch {
      return undefined;
    }
  }

  /** Why a full check is due now, or null when it is not. */
  due(): string | null {
    const last = this.last();
    if (!last) return "no full check has run yet";
    if (!last.ok) return "the last full check failed";
    if (this.now() - last.finishedAt >= this.intervalMs) {
      return `the last full check finished ${Math.round((this.now() - last.finishedAt) / 60_000)} minutes ago`;
    }
    if (last.code !== this.codeVersion()) return "the code changed since the last full check";
    return null;
  }

  record(entry: FullCheckRecord): void {
    writeFileAtomic.sync(this.file, JSON.stringify(entry));
  }
}
