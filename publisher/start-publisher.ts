import type { PublisherConfig } from "./config";
import { Publisher } from "./publisher";
import { ReleaseStore } from "./releases";

/**
 * Starts the publisher's HTTP service. With `buildOnStart` (or when nothing is live yet) it publishes once at start,
 * so the site has a live release to serve.
 */
export async function startPublisher(contentApiUrl: string, config: PublisherConfig, root: string) {
  const publisher = new Publisher({
    port: config.port,
    host: config.host,
    token: config.token,
    contentApiUrl,
    root,
    siteId: config.siteId,
    store: new ReleaseStore(config.releasesDir),
    fullCheckIntervalMs: config.fullCheckIntervalMs,
    leadGatewayUrl: config.leadGatewayUrl,
    leadAlerts: config.leadAlerts,
    environment: config.environment,
  });
  const { url } = await publisher.listen();
  console.log(`Publisher:       ${url} (releases in ${publisher.store.dir})`);
  console.log(
    config.tokenGenerated
      ? `Publish token:   ${config.token}   (generated for this run; set PUBLISH_TOKEN to fix it)`
      : "Publish token:   from PUBLISH_TOKEN",
  );
  console.log(`Publish hook:    curl -X POST -H 'Authorization: Bearer <token>' ${url}/hooks/publish`);
  console.log("                 (a JSON body naming the changed items publishes only those: docs/publishing.md)");
  if (config.buildOnStart || !publisher.store.liveId()) publisher.request("start");
  return publisher;
}
