/** @jest-environment node */
/**
 * The nightly backup taken while leads keep arriving: 1,000 leads are sent to the lead gateway (its own process, as
 * production runs it), which commits each to its WAL journal before answering 202, and `npm run backup` runs (a
 * process of its own) while they are being accepted. The copy, restored as a gateway's journal, opens cleanly, holds
 * every lead answered 202 before the backup began, and a gateway started on it has them all.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { LEAD_GATEWAY_PATH } from "../contract";
import { startContentService, type ContentService } from "../content-service/src/server";
import { checkJournalCopy } from "../deploy/backup";
import { JOURNAL_FILE } from "../lead-gateway";
import { callLead, startGatewayProcess, type GatewayProcess } from "./lead-gateway/process";
import { freePort, runScript, sleep } from "./processes";

jest.setTimeout(240_000);

const LEADS = 1000;
const AT_ONCE = 4;
/** Each sender's pause between leads: the stream lasts well past the backup's own run. */
const PACE_MS = 60;

let dir: string;
let cms: ContentService;
let gateway: GatewayProcess | undefined;

afterAll(async () => {
  await gateway?.kill("SIGTERM");
  await cms?.close();
  rmSync(dir, { recursive: true, force: true });
});

it("copies, while 1,000 leads are being accepted, every lead answered 202 before it began, into a journal that opens cleanly", async () => {
  dir = mkdtempSync(path.join(tmpdir(), "backup-"));
  cms = await startContentService({ port: 0, leadsFile: path.join(dir, "cms-leads.jsonl"), quiet: true });
  const journal = path.join(dir, "leads");
  const settings = {
    LEAD_CMS_URL: `http://127.0.0.1:${cms.port}`,
    LEAD_GATEWAY_RATE_LIMIT: "100000",
    SITE_URL: "https://termofort.md",
  };
  gateway = await startGatewayProcess({ ...settings, LEAD_GATEWAY_DIR: journal }, await freePort());

  const answered = new Set<string>();
  let next = 0;
  const send = async () => {
    while (next < LEADS) {
      const key = `backup-${String(next++).padStart(4, "0")}`;
      const response = await fetch(`${gateway!.url}${LEAD_GATEWAY_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(callLead(key)),
      });
      if (response.status !== 202) throw new Error(`lead ${key} answered ${response.status}`);
      answered.add(key);
      await sleep(PACE_MS);
    }
  };
  const stream = Promise.all(Array.from({ length: AT_ONCE }, send));

  while (answered.size < LEADS / 4) await sleep(10);
  const began = Date.now();
  const before = [...answered];
  const backup = await runScript(["scripts/backup.ts"], {
    LEAD_GATEWAY_DIR: journal,
    BACKUP_DIR: path.join(dir, "backups"),
    RELEASES_DIR: "",
  });
  const acceptedMeanwhile = answered.size - before.length;
  const afterIt = LEADS - answered.size;
  await stream;

  expect(backup.output).toMatch(/Lead journal: .*leads-.*\.sqlite \(\d+ bytes, checked: .*leads \d+/);
  expect(backup.code).toBe(0);
  // The backup ran while the stream went on: leads were accepted during it, and after it.
  expect(acceptedMeanwhile).toBeGreaterThan(0);
  expect(afterIt).toBeGreaterThan(0);
  expect(answered.size).toBe(LEADS);

  // Restored as production would: the gateway stopped, the copy put in its folder's place, the gateway started.
  const [copy] = readdirSync(path.join(dir, "backups")).filter((name) => name.endsWith(".sqlite"));
  const restored = path.join(dir, "restored");
  mkdirSync(restored);
  copyFileSync(path.join(dir, "backups", copy!), path.join(restored, JOURNAL_FILE));
  const checked = checkJournalCopy(path.join(restored, JOURNAL_FILE));
  expect(checked.tables.leads).toBeGreaterThanOrEqual(before.length);
  expect(checked.tables.leads).toBeLessThanOrEqual(LEADS - afterIt);
  const db = new DatabaseSync(path.join(restored, JOURNAL_FILE), { readOnly: true });
  const keys = new Set((db.prepare("SELECT key FROM leads").all() as Array<{ key: string }>).map((row) => row.key));
  db.close();
  expect(before.filter((key) => !keys.has(key))).toEqual([]);
  // A gateway started on the restored journal opens it and goes on with its leads.
  await gateway.kill("SIGTERM");
  gateway = await startGatewayProcess({ ...settings, LEAD_GATEWAY_DIR: restored }, await freePort());
  const newest = (await gateway.status()).leads[0];
  expect(keys.has(newest!.key)).toBe(true);
  console.log(
    `backup began after ${before.length} leads, ${acceptedMeanwhile} more accepted while it ran ` +
      `and ${afterIt} after it (${Date.now() - began} ms to the stream's end); the copy holds ${checked.tables.leads}`,
  );
});
