/**
 * Releases on disk. Each successful build is copied out of public/ into `<dir>/<id>/`; `<dir>/live` is a relative
 * symlink to the release being served, replaced by rename(2) so a visitor never sees a half-written site. The history
 * (`history.json`) is the one source of truth shared by the publisher and `npm run rollback`: both re-read it before
 * each change.
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import * as path from "node:path";

export type ReleaseStatus = "queued" | "building" | "live" | "failed" | "superseded";

export interface Release {
  id: string;
  status: ReleaseStatus;
  /** What asked for it: "hook", "start" (the publisher's first build), ... */
  trigger: string;
  /** How many hooks this build answers (hooks during a build are coalesced into one follow-up build). */
  hooks: number;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  /** HTML files the build wrote (new or changed) compared with the release before it. */
  pagesWritten: number | null;
  warnings: string[];
  errors: string[];
  /** False once its files are deleted (only the last KEEP releases are kept). */
  kept: boolean;
}

/** A release as the publisher first records it: queued, nothing measured yet. */
export function newRelease(id: string, trigger: string): Release {
  return {
    id,
    status: "queued",
    trigger,
    hooks: 1,
    queuedAt: new Date().toISOString(),
    startedAt: null,
    finishedAt: null,
    durationMs: null,
    pagesWritten: null,
    warnings: [],
    errors: [],
    kept: false,
  };
}

/** Releases whose files are kept on disk (the live one is always kept). */
export const KEEP = 5;
const HISTORY_LIMIT = 100;

/** path -> size and mtime of the file in public/ when it was copied into the release. */
type Manifest = Record<string, [number, number]>;

const CHECKOUT = path.resolve(__dirname, "..");

/**
 * Where releases live: RELEASES_DIR (a relative path is taken from the working directory), else `<checkout>-releases`
 * beside the checkout. Not inside it: Gatsby's first build step (Parcel, compiling the gatsby-* files) reads every
 * file under the checkout on every build, releases included, so every kept release would slow every build
 * (docs/publishing.md). Inside, in `var/releases`, only when the folder beside the checkout cannot be made.
 */
export function releasesDir(env: NodeJS.ProcessEnv = process.env, checkout = CHECKOUT): string {
  if (env.RELEASES_DIR) return path.resolve(env.RELEASES_DIR);
  const beside = path.join(path.dirname(checkout), `${path.basename(checkout)}-releases`);
  try {
    mkdirSync(beside, { recursive: true });
    return beside;
  } catch {
    return path.join(checkout, "var", "releases");
  }
}

export class ReleaseStore {
  readonly live: string;
  private readonly historyFile: string;
  private readonly manifests: string;

  constructor(readonly dir: string = releasesDir()) {
    this.live = path.join(dir, "live");
    this.historyFile = path.join(dir, "history.json");
    this.manifests = path.join(dir, "manifests");
    mkdirSync(this.manifests, { recursive: true });
  }

  /** Newest first. */
  list(): Release[] {
    try {
      return JSON.parse(readFileSync(this.historyFile, "utf8")) as Release[];
    } catch {
      return [];
    }
  }

  /** Applies `change` to the history on disk (read, change, write to a temp file, rename). */
  update(change: (releases: Release[]) => void): Release[] {
    const releases = this.list();
    change(releases);
    const trimmed = releases.slice(0, HISTORY_LIMIT);
    const temp = `${this.historyFile}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(trimmed, null, 2));
    renameSync(temp, this.historyFile);
    return trimmed;
  }

  upsert(release: Release): void {
    this.update((releases) => {
      const index = releases.findIndex((entry) => entry.id === release.id);
      if (index === -1) releases.unshift(release);
      else releases[index] = release;
    });
  }

  liveId(): string | null {
    try {
      return readlinkSync(this.live);
    } catch {
      return null;
    }
  }

  newId(): string {
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "");
    let id = stamp;
    for (let n = 2; existsSync(path.join(this.dir, id)) || this.list().some((entry) => entry.id === id); n += 1) {
      id = `${stamp}-${n}`;
    }
    return id;
  }

  /**
   * Copies a finished build into a new release and counts the HTML files that changed since the previous release.
   * Files unchanged since the previous release (same size and mtime in public/) are hard-linked to its copy, so a
   * release of a 10,000-page site costs only what changed; release files are never written again, so the links
   * are safe (public/ itself is only ever copied, as Gatsby rewrites its files in place).
   */
  create(id: string, publicDir: string): { pagesWritten: number } {
    const previousId = this.list().find((entry) => entry.kept && entry.id !== id && this.manifestOf(entry.id))?.id;
    const previous = previousId ? (this.manifestOf(previousId) ?? {}) : {};
    const target = path.join(this.dir, id);
    const temp = `${target}.partial`;
    rmSync(temp, { recursive: true, force: true });
    const manifest: Manifest = {};
    let pagesWritten = 0;
    const walk = (relative: string) => {
      mkdirSync(path.join(temp, relative), { recursive: true });
      for (const entry of readdirSync(path.join(publicDir, relative), { withFileTypes: true })) {
        const file = path.join(relative, entry.name);
        if (entry.isDirectory()) {
          walk(file);
          continue;
        }
        const stat = statSync(path.join(publicDir, file));
        const signature: [number, number] = [stat.size, Math.round(stat.mtimeMs)];
        manifest[file] = signature;
        const before = previous[file];
        const unchanged = before && before[0] === signature[0] && before[1] === signature[1];
        if (unchanged && previousId) {
          try {
            linkSync(path.join(this.dir, previousId, file), path.join(temp, file));
            continue;
          } catch {
            // The previous copy is gone or on another device: copy instead.
          }
        }
        copyFileSync(path.join(publicDir, file), path.join(temp, file));
        if (!unchanged && file.endsWith(".html")) pagesWritten += 1;
      }
    };
    walk("");
    renameSync(temp, target);
    writeFileSync(path.join(this.manifests, `${id}.json`), JSON.stringify(manifest));
    return { pagesWritten };
  }

  /** Points `live` at the release in one rename: requests see either the old release or the new one. */
  switchTo(id: string): void {
    if (!existsSync(path.join(this.dir, id, "index.html"))) {
      throw new Error(`release ${id} is not on disk (only the last ${KEEP} releases are kept)`);
    }
    const temp = path.join(this.dir, `.live-${createHash("md5").update(`${id}${Math.random()}`).digest("hex")}`);
    symlinkSync(id, temp);
    renameSync(temp, this.live);
  }

  /** Marks `id` live and the one live before it superseded, in one history write. */
  markLive(id: string, changes: Partial<Release> = {}): void {
    this.update((releases) => {
      for (const entry of releases) {
        if (entry.id === id) Object.assign(entry, changes, { status: "live" });
        else if (entry.status === "live") entry.status = "superseded";
      }
    });
  }

  /** Deletes the files of all but the newest KEEP releases; the live one always stays. */
  prune(): void {
    const live = this.liveId();
    let kept = 0;
    this.update((releases) => {
      for (const entry of releases) {
        if (!entry.kept) continue;
        if (entry.id === live || kept < KEEP) {
          kept += 1;
          continue;
        }
        rmSync(path.join(this.dir, entry.id), { recursive: true, force: true });
        rmSync(path.join(this.manifests, `${entry.id}.json`), { force: true });
        entry.kept = false;
      }
    });
  }

  private manifestOf(id: string): Manifest | null {
    try {
      return JSON.parse(readFileSync(path.join(this.manifests, `${id}.json`), "utf8")) as Manifest;
    } catch {
      return null;
    }
  }
}
