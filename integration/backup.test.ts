/** @jest-environment node */
/**
 * The nightly backup taken while leads keep arriving: 1,000 leads are sent to a process that commits each to the WAL
 * journal before answering 202, and `npm run backup` runs (a process of its own) while they are being accepted. The
 * copy, restored as a journal, opens cleanly and holds every lead answered 202 before the backup began.
 *
 * The journal's writer is a stand-in (integration/backup/journal-writer.ts) until the lead gateway that writes
 * `journal.sqlite` (issue 42) is on main; the backup itself is the production one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { checkJournalCopy } from "../deploy/backup";
import { ROOT, freePort, runScript, sleep } from "./processes";

jest.setTimeout(180_000);

const LEADS = 1000;
const AT_ONCE = 4;
/** Each sender's pause between leads: the stream lasts about 15 s, well past the backup's own run. */
const PACE_MS = 60;

let dir: string;
let writer: ChildProcess;

afterAll(() => {
  writer?.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

it("copies, while 1,000 leads are being accepted, every lead answered 202 before it began, into a journal that opens cleanly", async () => {
  dir = mkdtempSync(path.join(tmpdir(), "backup-"));
  const journal = path.join(dir, "leads");
  const port = await freePort();
  writer = spawn(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    ["integration/backup/journal-writer.ts", journal, String(port)],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve) => writer.stdout!.once("data", () => resolve()));

  const answered = new Map<string, number>();
  let next = 0;
  const send = async () => {
    while (next < LEADS) {
      const key = `lead-${String(next++).padStart(4, "0")}`;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method: "POST",
        body: JSON.stringify({ key, name: "Ion", phone: "+373 (69) 123-456" }),
      });
      if (response.status === 202) answered.set(key, Date.now());
      await sleep(PACE_MS);
    }
  };
  const stream = Promise.all(Array.from({ length: AT_ONCE }, send));

  while (answered.size < LEADS / 4) await sleep(10);
  const began = Date.now();
  const before = [...answered.keys()];
  const backup = await runScript(["scripts/backup.ts"], {
    LEAD_GATEWAY_DIR: journal,
    BACKUP_DIR: path.join(dir, "backups"),
    RELEASES_DIR: "",
  });
  const acceptedMeanwhile = answered.size - before.length;
  const afterIt = LEADS - answered.size;
  await stream;

  expect(backup.output).toMatch(/Lead journal: .*leads-.*\.sqlite \(\d+ bytes, checked: leads \d+\)/);
  expect(backup.code).toBe(0);
  // The backup ran while the stream went on: leads were accepted during it, and after it.
  expect(acceptedMeanwhile).toBeGreaterThan(0);
  expect(afterIt).toBeGreaterThan(0);
  expect(answered.size).toBe(LEADS);

  const [copy] = readdirSync(path.join(dir, "backups")).filter((name) => name.endsWith(".sqlite"));
  const restored = path.join(dir, "restored", "journal.sqlite");
  rmSync(path.dirname(restored), { recursive: true, force: true });
  mkdirSync(path.dirname(restored));
  copyFileSync(path.join(dir, "backups", copy!), restored);
  const checked = checkJournalCopy(restored);
  const db = new DatabaseSync(restored);
  const keys = new Set((db.prepare("SELECT key FROM leads").all() as Array<{ key: string }>).map((row) => row.key));
  db.close();
  const missing = before.filter((key) => !keys.has(key));
  expect(missing).toEqual([]);
  expect(checked.tables.leads).toBeGreaterThanOrEqual(before.length);
  expect(checked.tables.leads).toBeLessThanOrEqual(LEADS - afterIt);
  console.log(
    `backup began after ${before.length} leads, ${acceptedMeanwhile} more accepted while it ran ` +
      `and ${afterIt} after it (${Date.now() - began} ms to the stream's end); the copy holds ${checked.tables.leads}`,
  );
});
