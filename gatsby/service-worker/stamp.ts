import { createHash } from "crypto";
import { access, appendFile, readdir, readFile } from "fs/promises";
import path from "path";

/**
 * The worker gatsby-plugin-offline generates changes only when the code or the app shell does. A release that only
 * changes content would leave it byte for byte the same, so an open tab would never learn of the release and would
 * keep showing the header, footer and settings it loaded (Gatsby keeps static query results in memory across
 * client-side navigations). Appending the hash of the release's static query results and app data to public/sw.js
 * makes the browser install a new worker whenever they change; Gatsby then sets `window.___swUpdated` and turns the
 * next internal navigation into a full page load (docs/service-worker.md). That holds for a tab the previous release
 * loaded; the site's first worker is no release, whatever the engine reports (src/lib/service-worker-release.ts).
 * The precache is unchanged, so the new worker downloads nothing more.
 */
export async function stampServiceWorker(publicDir: string): Promise<string | null> {
  const worker = path.join(publicDir, "sw.js");
  // Without gatsby-plugin-offline's worker (gatsby develop, a plugin removed) there is nothing to stamp.
  const exists = await access(worker).then(
    () => true,
    () => false,
  );
  if (!exists) return null;
  const hash = createHash("sha256");
  const dataFiles = [
    "page-data/app-data.json",
    ...(await readdir(path.join(publicDir, "page-data", "sq", "d")).catch(() => []))
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => `page-data/sq/d/${name}`),
  ];
  for (const file of dataFiles) {
    hash.update(`${file}\n`);
    hash.update(await readFile(path.join(publicDir, file)).catch(() => ""));
  }
  const stamp = hash.digest("hex").slice(0, 20);
  await appendFile(worker, `\n// Shell data of this release (gatsby/service-worker/stamp.ts): ${stamp}\n`);
  return stamp;
}
