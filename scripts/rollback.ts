/**
 * `npm run rollback [id]`: points the live site back at an earlier release in one step (the one live before the
 * current one, or `id`). Only the last 5 releases are on disk; `GET /api/releases` on the publisher lists them.
 */
import { ReleaseStore } from "./publisher/releases";

function main() {
  const store = new ReleaseStore();
  const live = store.liveId();
  const wanted = process.argv[2];
  const kept = store.list().filter((release) => release.kept && release.id !== live);
  const liveAt = store.list().findIndex((release) => release.id === live);
  // The newest kept release older than the live one; after a rollback, that is the one before it again.
  const target = wanted ?? kept.find((release) => store.list().indexOf(release) > liveAt)?.id;
  if (!target) {
    console.error(
      `No earlier release to go back to (live: ${live ?? "none"}). Kept: ${kept.map((r) => r.id).join(", ") || "none"}.`,
    );
    process.exit(1);
  }
  if (target === live) {
    console.log(`Release ${target} is already live.`);
    return;
  }
  store.switchTo(target);
  store.markLive(target);
  console.log(`Live: release ${target} (was ${live ?? "none"}).`);
}

try {
  main();
} catch (error) {
  console.error(`Rollback failed: ${(error as Error).message}. The live release was not changed.`);
  process.exit(1);
}
