/**
 * The journal of the gateway before SQLite (`journal.jsonl`: one JSON record per line) is imported once at start, in
 * one transaction, then renamed to `journal.jsonl.imported` (kept: a backup's last word). A crash between the two
 * imports it again at the next start, which changes nothing: every row goes in only where none is.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync } from "node:fs";
import * as path from "node:path";
import type { Journal } from "./journal";

export const LEGACY_JOURNAL_FILE = "journal.jsonl";

type LegacyRecord =
  | { t: "lead"; key: string; kind: string; endpoint: string; body: unknown; at: number; from: string }
  | { t: "done"; key: string; state: string; at: number; status: number; detail: string }
  | { t: "alert"; id: string; channel: string; at: number }
  | { t: "notice"; id: string; kind: string; at: number; subject: string; text: string }
  | { t: "outage"; since: number | null; warned: boolean };

function fsyncDir(dir: string) {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Imports the folder's old journal, if there is one; what it held, or null. */
export async function importLegacyJournal(
  dir: string,
  journal: Journal,
): Promise<{ file: string; leads: number; skipped: number } | null> {
  const file = path.join(dir, LEGACY_JOURNAL_FILE);
  if (!existsSync(file)) return null;
  const records: LegacyRecord[] = [];
  let skipped = 0;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as LegacyRecord);
    } catch {
      // A torn last line (a power cut mid-write) was never acknowledged.
      skipped += 1;
    }
  }
  const leads = new Set<string>();
  await journal.write((db) => {
    const lead = db.prepare(
      "INSERT OR IGNORE INTO leads (key, kind, endpoint, body, accepted_at, from_address) VALUES (?, ?, ?, ?, ?, ?)",
    );
    const done = db.prepare(
      "UPDATE leads SET state = ?, settled_at = ?, status = ?, detail = ? WHERE key = ? AND state = 'waiting'",
    );
    const alert = db.prepare("INSERT OR IGNORE INTO alerts (target, channel, at) VALUES (?, ?, ?)");
    const notice = db.prepare("INSERT OR IGNORE INTO notices (id, kind, at, subject, text) VALUES (?, ?, ?, ?, ?)");
    const outage = db.prepare("INSERT OR REPLACE INTO outage (id, since, warned) VALUES (1, ?, ?)");
    for (const record of records) {
      if (record.t === "lead") {
        leads.add(record.key);
        const body = record.body === null ? null : JSON.stringify(record.body);
        lead.run(record.key, record.kind, record.endpoint, body, record.at, record.from);
      } else if (record.t === "done") done.run(record.state, record.at, record.status, record.detail, record.key);
      else if (record.t === "alert") alert.run(record.id, record.channel, record.at);
      else if (record.t === "notice") notice.run(record.id, record.kind, record.at, record.subject, record.text);
      else if (record.t === "outage") outage.run(record.since, record.warned ? 1 : 0);
    }
  });
  renameSync(file, `${file}.imported`);
  fsyncDir(dir);
  return { file, leads: leads.size, skipped };
}
