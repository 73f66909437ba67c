/**
 * The nightly backup (termofort-backup.timer): the lead journal and the live release, into the backup folder, the
 * newest `keep` of each kept.
 *
 * The journal is the lead gateway's SQLite file in WAL mode (`$LEAD_GATEWAY_DIR/journal.sqlite`, JOURNAL_FILE). Copying the file
 * while the gateway writes can catch a page half-written or miss what still sits in the WAL; SQLite's own
 * `VACUUM INTO` reads one consistent snapshot in a read transaction (a WAL reader blocks no writer, so leads are
 * accepted meanwhile) and writes a compact, self-contained copy: every lead committed before the backup began is
 * in it. The copy is checked (`PRAGMA integrity_check`) before it takes its final name. node:sqlite's stepwise
 * `backup()` was not kept: under a steady stream of writes from another connection each step starts it over.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, statSync } from "node:fs";
import * as path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { JOURNAL_FILE } from "../lead-gateway";

/** `2026-11-28T03-30-00Z`: sorts by time, and is a file name everywhere. */
export const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");

export interface Checked {
  file: string;
  bytes: number;
  /** Rows per table of the copy, as it opened. */
  tables: Record<string, number>;
}

/** Opens a copy read-only and checks every page; its row counts per table. Throws when it is not sound. */
export function checkJournalCopy(file: string): Checked {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const check = db.prepare("PRAGMA integrity_check").all() as Array<{ integrity_check: string }>;
    if (check.length !== 1 || check[0]!.integrity_check !== "ok") {
      throw new Error(`${file} is damaged: ${check.map((row) => row.integrity_check).join("; ")}`);
    }
    const names = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all() as Array<{
      name: string;
    }>;
    const tables = Object.fromEntries(
      names.map(({ name }) => [
        name,
        Number((db.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n),
      ]),
    );
    return { file, bytes: statSync(file).size, tables };
  } finally {
    db.close();
  }
}

/** A consistent copy of the journal, taken while the gateway writes it. */
export function backupJournal(journalDir: string, outDir: string, at = new Date()): Checked {
  const source = path.join(journalDir, JOURNAL_FILE);
  if (!existsSync(source)) throw new Error(`No lead journal at ${source}: is LEAD_GATEWAY_DIR the gateway's folder?`);
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `leads-${stamp(at)}.sqlite`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const db = new DatabaseSync(source);
  try {
    // Waits for a writer's lock rather than failing at once; a WAL reader is rarely kept waiting.
    db.exec("PRAGMA busy_timeout = 10000");
    db.prepare("VACUUM INTO ?").run(partial);
  } finally {
    db.close();
  }
  checkJournalCopy(partial);
  renameSync(partial, file);
  return checkJournalCopy(file);
}

/** The live release (the files visitors get) and the publisher's history, as one archive. */
export function backupLiveRelease(releasesDir: string, outDir: string, at = new Date()): string {
  const live = readlinkSync(path.join(releasesDir, "live"));
  const file = path.join(outDir, `release-${stamp(at)}.tar.gz`);
  const members = [live, ...(existsSync(path.join(releasesDir, "history.json")) ? ["history.json"] : [])];
  const tar = spawnSync("tar", ["-czf", `${file}.partial`, "-C", releasesDir, ...members], { encoding: "utf8" });
  if (tar.status !== 0) throw new Error(`tar failed on ${releasesDir}: ${tar.stderr.trim()}`);
  renameSync(`${file}.partial`, file);
  return file;
}

/** Keeps the newest `keep` backups of each kind (leads-, release-), and no leftover partial file. */
export function prune(outDir: string, keep: number): string[] {
  const removed: string[] = [];
  const files = readdirSync(outDir).sort().reverse();
  for (const file of files.filter((name) => name.endsWith(".partial"))) {
    rmSync(path.join(outDir, file), { force: true });
    removed.push(file);
  }
  for (const prefix of ["leads-", "release-"]) {
    for (const file of files.filter((name) => name.startsWith(prefix) && !name.endsWith(".partial")).slice(keep)) {
      rmSync(path.join(outDir, file), { force: true });
      removed.push(file);
    }
  }
  return removed;
}
