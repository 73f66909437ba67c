/**
 * A second site for the "deploy between visits" test, published the way production is: its own copy of the demo
 * content in its own embedded content service, its own publisher (the real one: HTTP hook, `gatsby build` in this
 * checkout with Gatsby's cache, release copy, symlink swap) and its own server following the live symlink. It
 * starts from the demo build the main e2e site serves (copied in as its first release), so that a deploy costs one
 * incremental build. The main site is never touched: its release is a copy, and public/ is only Gatsby's working
 * folder (the main site and the variants serve copies of it).
 */
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService } from "../../content-service/src/server";
import { E2E } from "../../playwright.config";
import { startSite } from "../../server";
import { newRelease, Publisher, ReleaseStore, releasesDir } from "../../publisher";

const ROOT = path.resolve(__dirname, "..", "..");

export interface DeployStack {
  siteUrl: string;
  /** Changes the Romanian content data file `name` (what a content manager's save does). */
  edit: (name: string, change: (rows: Array<Record<string, unknown>>) => void) => void;
  /** Calls the publisher's hook, as the CMS does, and waits until the release is live. */
  publish: () => Promise<{ id: string; status: string; seconds: number }>;
  close: () => Promise<void>;
}

export async function startDeployStack(): Promise<DeployStack> {
  const work = mkdtempSync(path.join(tmpdir(), "sw-deploy-"));
  const dataDir = path.join(work, "data");
  cpSync(path.join(ROOT, "content-service", "data"), dataDir, { recursive: true });
  const service = await startContentService({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    leadsFile: path.join(work, "leads.jsonl"),
    quiet: true,
    // Image URLs as in the main build (the main e2e service serves the same media): Gatsby's image cache applies.
    publicUrl: `http://localhost:${E2E.contentPort}`,
  });
  const store = new ReleaseStore(path.join(work, "releases"));
  const seed = { ...newRelease(store.newId(), "seed: the main e2e site's live release"), kept: true };
  await store.create(seed.id, realpathSync(path.join(releasesDir(process.env), "live")));
  store.upsert(seed);
  store.switchTo(seed.id);
  store.markLive(seed.id);

  const token = "sw-deploy-test";
  const publisher = new Publisher({
    port: 0,
    token,
    contentApiUrl: `http://localhost:${service.port}`,
    root: ROOT,
    siteId: "termofort",
    store,
    log: () => {},
    echoBuild: false,
  });
  const { url: publisherUrl } = await publisher.listen();
  const site = await startSite({ root: store.live, port: 0, kind: "node" });

  return {
    siteUrl: site.url,
    edit: (name, change) => {
      const file = path.join(dataDir, "ro", `${name}.json`);
      const rows = JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
      change(rows);
      writeFileSync(file, JSON.stringify(rows, null, 2));
    },
    publish: async () => {
      const started = Date.now();
      const response = await fetch(`${publisherUrl}/hooks/publish`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
      });
      if (response.status !== 202) throw new Error(`The hook answered ${response.status}`);
      const { id } = (await response.json()) as { id: string };
      await publisher.settled();
      const release = publisher.releases().find((entry) => entry.id === id);
      // The server follows the live symlink once a second; taken now, the new release's CSP is served from here on.
      await site.reload();
      return { id, status: release?.status ?? "missing", seconds: (Date.now() - started) / 1000 };
    },
    close: async () => {
      await Promise.all([site.close(), publisher.close(), service.close()]);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
