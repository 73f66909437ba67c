/**
 * `npm run rollback [id]`: points the live site back at an earlier release in one step (the one live before the
 * current one, or `id`). Only the last 5 releases are on disk; `GET /api/releases` on the publisher lists them.
 */
import { ReleaseStore, releasesDir } from "../publisher";

function main() {
  const store = new ReleaseStore(releasesDir(process.env));
  const live = store.liveId();
  const wanted = process.argv[2];
  const releases = store.list();
  const liveAt = releases.findIndex((release) => release.id === live);
  const kept = releases.filter((release, index) => release.kept && release.id !== live && index > liveAt);
  // The newest kept release older than the live one; after a rollback, that is the one before it again.
  const target = wanted ?? kept[0]?.id;
  if (!target) {
    console.error(`No earlier release to go back to (live: ${live ?? "none"}).`);
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
