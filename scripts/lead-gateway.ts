/**
 * `npm run lead-gateway`: the lead gateway alone (docs/leads.md), forwarding to CONTENT_API_URL (or LEAD_CMS_URL),
 * or to the embedded content service on CONTENT_PORT.
 */
import { readGatewayConfig, startLeadGateway } from "../lead-gateway";
import { readEnv } from "../src/config/env";
import { ROOT } from "./lib/content";
import { printGatewayAccess } from "./lib/gateway";

async function main() {
  const config = readGatewayConfig(process.env, { cmsUrl: readEnv().contentApiUrl, checkout: ROOT });
  const gateway = await startLeadGateway(config);
  printGatewayAccess(config, gateway.url);
  const stop = () => void gateway.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
