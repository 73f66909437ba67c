/**
 * `npm start`: starts the embedded content service and the publisher, publishes the site once and serves the live
 * release (<releases>/live, beside the clone by default); all keep running until Ctrl-C. With CONTENT_API_URL set it
 * builds against that service instead.
 */
import { startPublisher } from "../publisher";
import { startSite } from "../server";
import { readEnv } from "../src/config/env";
import { ROOT, contentSource } from "./lib/content";

async function main() {
  const env = readEnv();
  const source = await contentSource();
  console.log(`Content service: ${source.url}`);
  const publisher = await startPublisher(source.url, { buildOnStart: true, root: ROOT });
  await publisher.settled();
  if (!publisher.store.liveId()) {
    await Promise.all([publisher.close(), source.close?.()]);
    console.error("The first build failed and nothing was published before; see the messages above.");
    process.exit(1);
  }
  const site = await startSite({ root: publisher.store.live, port: env.port });
  console.log(`\nContent service: ${source.url}\nSite (${site.kind}):    ${site.url}\nPress Ctrl-C to stop them.`);
  const stop = async () => {
    await Promise.all([site.close(), publisher.close(), source.close?.()]);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

void main();
