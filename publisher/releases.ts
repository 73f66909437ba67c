/**
 * Releases on disk. Each successful build is copied out of public/ into `<dir>/<id>/`; `<dir>/live` is a relative
 * symlink to the release being served, replaced by rename(2) so a visitor never sees a half-written site. The history
 * (`history.json`) is the one source of truth shared by the publisher and `npm run rollback`: both re-read it before
 * each change.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import * as path from "node:path";
import pLimit from "p-limit";
import writeFileAtomic from "write-file-atomic";
import type { BuildChanges } from "../server/output-state";
import { COMPRESSIBLE, CompressionPool, MIN_COMPRESS_BYTES } from "./compression";
import type { Release } from "./release";

/** Releases whose files are kept on disk (the live one is always kept). */
export const KEEP = 5;
const HISTORY_LIMIT = 100;

/**
 * What a release holds: each file (1 when it has .gz and .br twins beside it, else 0), and the generation of the
 * build output it was made from (server/output-state.ts), which the next build's list of changes starts from.
 */
interface Manifest {
  generation: string;
  files: Record<string, 0 | 1>;
}

const TWIN_SUFFIXES = [".gz", ".br"] as const;

/** Files read, copied and handed to the compression workers at once. */
const IN_FLIGHT = 8;

/** Every file under `dir` except compressed twins, relative to it. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const CHECKOUT = path.resolve(__dirname, "..");

/**
 * Where releases live: RELEASES_DIR (a relative path is taken from the working directory), else `<checkout>-releases`
 * beside the checkout. Not inside it: Gatsby's first build step (Parcel, compiling the gatsby-* files) reads every
 * file under the checkout on every build, releases included, so every kept release would slow every build
 * (docs/publishing.md). Inside, in `var/releases`, only when the folder beside the checkout cannot be made.
 */
export function releasesDir(env: Record<string, string | undefined>, checkout = CHECKOUT): string {
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

  constructor(readonly dir: string) {
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

  /** Applies `change` to the history on disk (read, change, write atomically). */
  update(change: (releases: Release[]) => void): Release[] {
    const releases = this.list();
    change(releases);
    const trimmed = releases.slice(0, HISTORY_LIMIT);
    writeFileAtomic.sync(this.historyFile, JSON.stringify(trimmed, null, 2));
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
   * Makes a new release of a finished build and counts the HTML files whose content changed since the release before.
   * With the build's list of changes (`changes`, from the build output step) and the release made of the output it
   * starts from, only the written files are copied from public/ and compressed (brotli and gzip twins); every other
   * file is hard-linked with its twins from that release, without listing or reading public/. Release files are never
   * written again, so the links are safe (public/ itself is only ever copied, as Gatsby rewrites its files in place).
   * Without both (the first release, after Gatsby's cache was cleared, after a build whose release failed), every
   * file is copied and compressed; twins the source already has are copied with it.
   */
  async create(id: string, publicDir: string, changes?: BuildChanges): Promise<{ pagesWritten: number }> {
    const base = changes && this.releaseOfGeneration(changes.from, id);
    const target = path.join(this.dir, id);
    const temp = `${target}.partial`;
    rmSync(temp, { recursive: true, force: true });
    const manifest: Manifest = { generation: changes?.to ?? "", files: {} };
    const made = new Set<string>();
    const folder = async (file: string) => {
      const parent = path.dirname(path.join(temp, file));
      if (!made.has(parent)) {
        await mkdir(parent, { recursive: true });
        made.add(parent);
      }
    };
    let pool: CompressionPool | undefined;
    const copy = async (file: string, sourceTwins: boolean) => {
      await folder(file);
      const body = await readFile(path.join(publicDir, file));
      await writeFile(path.join(temp, file), body);
      let twins: 0 | 1 = 0;
      if (sourceTwins && TWIN_SUFFIXES.every((suffix) => existsSync(path.join(publicDir, file + suffix)))) {
        for (const suffix of TWIN_SUFFIXES) {
          await writeFile(path.join(temp, file + suffix), await readFile(path.join(publicDir, file + suffix)));
        }
        twins = 1;
      } else if (COMPRESSIBLE.test(file) && !path.basename(file).startsWith(".") && body.length >= MIN_COMPRESS_BYTES) {
        await (pool ??= new CompressionPool(Math.max(1, availableParallelism()))).twins(path.join(temp, file), body);
        twins = 1;
      }
      manifest.files[file] = twins;
    };
    let pagesWritten = 0;
    try {
      if (base) {
        const written = new Set(changes!.written);
        const gone = new Set(changes!.deleted);
        for (const [file, twins] of Object.entries(base.manifest.files)) {
          if (written.has(file) || gone.has(file)) continue;
          await folder(file);
          try {
            for (const suffix of ["", ...(twins ? TWIN_SUFFIXES : [])]) {
              linkSync(path.join(this.dir, base.id, file + suffix), path.join(temp, file + suffix));
            }
            manifest.files[file] = twins;
          } catch {
            // The earlier copy is gone or on another device: copy this one from public/ instead.
            await copy(file, false);
          }
        }
        await pLimit(IN_FLIGHT).map([...written], (file) => copy(file, false));
        pagesWritten = [...written].filter((file) => file.endsWith(".html")).length;
      } else {
        const files = await listFiles(publicDir);
        await pLimit(IN_FLIGHT).map(files, (file) => copy(file, true));
        pagesWritten = files.filter((file) => file.endsWith(".html")).length;
      }
    } finally {
      await pool?.close();
    }
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
      const manifest = JSON.parse(readFileSync(path.join(this.manifests, `${id}.json`), "utf8")) as Manifest;
      return manifest.files ? manifest : null;
    } catch {
      return null;
    }
  }

  /** The newest kept release made of the build output `generation` (none for an empty one). */
  private releaseOfGeneration(generation: string, except: string): { id: string; manifest: Manifest } | undefined {
    if (!generation) return undefined;
    for (const entry of this.list()) {
      if (!entry.kept || entry.id === except) continue;
      const manifest = this.manifestOf(entry.id);
      if (manifest?.generation === generation && existsSync(path.join(this.dir, entry.id))) {
        return { id: entry.id, manifest };
      }
    }
    return undefined;
  }
}
