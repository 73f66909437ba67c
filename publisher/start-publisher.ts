import { DAY_MS, Publisher, randomToken } from "./publisher";

const DEFAULT_PUBLISH_PORT = 9300;

/** PUBLISH_TOKEN, required in production; in development a random one, printed so it can be pasted into the CMS. */
export function publishToken(): { token: string; generated: boolean } {
  const given = process.env.PUBLISH_TOKEN?.trim();
  if (given) return { token: given, generated: false };
  if (process.env.NODE_ENV === "production") {
    throw new Error(
      "PUBLISH_TOKEN must be set in production: the CMS webhook sends it as 'Authorization: Bearer ...'.",
    );
  }
  return { token: randomToken(), generated: true };
}

export function publishPort(): number {
  const raw = process.env.PUBLISH_PORT?.trim();
  const port = raw ? Number(raw) : DEFAULT_PUBLISH_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PUBLISH_PORT must be a port, got '${raw}'`);
  return port;
}

/** PUBLISH_FULL_CHECK_SECONDS: the longest time between two full checks (default a day; tests shorten it). */
export function fullCheckInterval(): number {
  const raw = process.env.PUBLISH_FULL_CHECK_SECONDS?.trim();
  if (!raw) return DAY_MS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`PUBLISH_FULL_CHECK_SECONDS must be a number of seconds, got '${raw}'`);
  }
  return seconds * 1000;
}

/**
 * Starts the publisher's HTTP service. With `buildOnStart` (or when nothing is live yet) it publishes once at start,
 * so the site has a live release to serve.
 */
export async function startPublisher(contentApiUrl: string, options: { buildOnStart: boolean; root: string }) {
  const { token, generated } = publishToken();
  const publisher = new Publisher({
    port: publishPort(),
    token,
    contentApiUrl,
    root: options.root,
    fullCheckIntervalMs: fullCheckInterval(),
  });
  const { url } = await publisher.listen();
  console.log(`Publisher:       ${url} (releases in ${publisher.store.dir})`);
  console.log(
    generated
      ? `Publish token:   ${token}   (generated for this run; set PUBLISH_TOKEN to fix it)`
      : "Publish token:   from PUBLISH_TOKEN",
  );
  console.log(`Publish hook:    curl -X POST -H 'Authorization: Bearer <token>' ${url}/hooks/publish`);
  console.log("                 (a JSON body naming the changed items publishes only those: docs/publishing.md)");
  if (options.buildOnStart || !publisher.store.liveId()) publisher.request("start");
  return publisher;
}
