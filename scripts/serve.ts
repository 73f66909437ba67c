/**
 * `npm run serve`: serves SITE_ROOT (default: the last build, public/; the publisher's is <releases>/live, see
 * docs/publishing.md) on PORT, with nginx when it is installed, and POST /api/leads proxied to the lead gateway at
 * LEAD_GATEWAY_HOST:LEAD_GATEWAY_PORT (run it with `npm run lead-gateway`; docs/leads.md).
 */
import { existsSync } from "node:fs";
import * as path from "node:path";
import { readServerConfig, startSite } from "../server";
import { gatewayAddress } from "../lead-gateway";
import { ROOT } from "./lib/content";

async function main() {
  const { root, ...server } = readServerConfig(ROOT);
  if (!existsSync(path.join(root, "index.html"))) {
    console.error(`No build in ${root}: run \`npm run build\` (or \`npm start\`) first.`);
    process.exit(1);
  }
  const leadGateway = gatewayAddress(process.env).url;
  const site = await startSite({ root, ...server, leadGateway });
  console.log(`Site (${site.kind}): ${site.url} (leads to the gateway at ${leadGateway})`);
  const stop = () => void site.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
