/**
 * `npm start`: starts the embedded content service, the publisher and the lead gateway, publishes the site once and
 * serves the live release (<releases>/live, beside the clone by default) with POST /api/leads proxied to the
 * gateway; all keep running until Ctrl-C. With CONTENT_API_URL set it builds against that service, and the gateway
 * forwards leads there.
 */
import { readGatewayConfig, startLeadGateway } from "../lead-gateway";
import { readPublisherConfig, startPublisher } from "../publisher";
import { readServerConfig, startSite } from "../server";
import { ROOT, contentSource } from "./lib/content";
import { printGatewayAccess } from "./lib/gateway";

async function main() {
  // Each process's configuration, read once here (docs/architecture.md#configuration).
  const publisherConfig = { ...readPublisherConfig(), buildOnStart: true };
  const { port, kind, nginxBinary, trustedProxies } = readServerConfig(ROOT);
  const source = await contentSource();
  console.log(`Content service: ${source.url}`);
  const gatewayConfig = readGatewayConfig(process.env, { cmsUrl: source.url, checkout: ROOT });
  const gateway = await startLeadGateway(gatewayConfig);
  printGatewayAccess(gatewayConfig, gateway.url);
  const publisher = await startPublisher(source.url, publisherConfig, ROOT);
  await publisher.settled();
  if (!publisher.store.liveId()) {
    await Promise.all([publisher.close(), gateway.close(), source.close?.()]);
    console.error("The first build failed and nothing was published before; see the messages above.");
    process.exit(1);
  }
  const site = await startSite({
    root: publisher.store.live,
    port,
    kind,
    nginxBinary,
    leadGateway: gateway.url,
    trustedProxies,
  });
  console.log(
    `\nContent service: ${source.url}\nLead gateway:    ${gateway.url}\nSite (${site.kind}):    ${site.url}\n` +
      "Press Ctrl-C to stop them.",
  );
  const stop = async () => {
    await Promise.all([site.close(), publisher.close(), gateway.close(), source.close?.()]);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
