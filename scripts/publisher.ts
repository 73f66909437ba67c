/**
 * `npm run publisher`: the publishing service the CMS webhook calls (docs/publishing.md). It builds against
 * CONTENT_API_URL, or the embedded content service (started if needed), and publishes once at start when nothing
 * is live yet.
 */
import { readPublisherConfig, startPublisher } from "../publisher";
import { ROOT, contentSource } from "./lib/content";

async function main() {
  const config = readPublisherConfig();
  const source = await contentSource();
  console.log(`Content service: ${source.url}`);
  const publisher = await startPublisher(source.url, config, ROOT);
  const stop = async () => {
    await Promise.all([publisher.close(), source.close?.()]);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
