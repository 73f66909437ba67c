/**
 * `npm run backup` (the nightly termofort-backup.service; `termofort backup` by hand): a consistent copy of the lead
 * journal and an archive of the live release into BACKUP_DIR (deploy/backup.ts), the newest BACKUP_KEEP of each kept.
 * Exit status 1 when either fails, so that systemd shows the unit failed.
 */
import { readPositive, text } from "../contract";
import { backupJournal, backupLiveRelease, prune } from "../deploy/backup";

function main() {
  const env = process.env;
  const journal = text(env, "LEAD_GATEWAY_DIR");
  const out = text(env, "BACKUP_DIR");
  if (!journal || !out)
    throw new Error("Set LEAD_GATEWAY_DIR (the gateway's folder) and BACKUP_DIR (where copies go).");
  const at = new Date();
  let failed = false;
  try {
    const copy = backupJournal(journal, out, at);
    const rows = Object.entries(copy.tables)
      .map(([table, count]) => `${table} ${count}`)
      .join(", ");
    console.log(`Lead journal: ${copy.file} (${copy.bytes} bytes, checked: ${rows || "no tables"})`);
  } catch (error) {
    failed = true;
    console.error(`Lead journal NOT backed up: ${(error as Error).message}`);
  }
  const releases = text(env, "RELEASES_DIR");
  if (releases) {
    try {
      console.log(`Live release: ${backupLiveRelease(releases, out, at)}`);
    } catch (error) {
      failed = true;
      console.error(`Live release NOT backed up: ${(error as Error).message}`);
    }
  }
  const removed = prune(out, Math.round(readPositive(env, "BACKUP_KEEP", 14)));
  if (removed.length) console.log(`Removed the oldest: ${removed.join(", ")}`);
  process.exitCode = failed ? 1 : 0;
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
