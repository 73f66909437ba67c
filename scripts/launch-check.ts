/**
 * `npm run launch-check [-- --send-test-alert]`: what is not ready for launch, each with what to set or fix (launch/).
 * Run it with the services' environment (deploy/README.md). `--send-test-alert` first sends a test alert through
 * every configured channel (lead-gateway/alert-test.ts): check that it arrived. Exit status 1 while anything blocks.
 * Without CONTENT_API_URL it reads the embedded demo service (started for the check when none runs);
 * `--content-from <url>` reads the content from another address than CONTENT_API_URL (the CMS through an ssh tunnel
 * before its public name answers), while CONTENT_API_URL is still judged as the setting the builds will use.
 */
import { readCommonSettings } from "../contract";
import { describeFindings, runLaunchCheck, type AlertFacts } from "../launch";
import {
  configuredChannels,
  readGatewayConfig,
  sendTestAlert,
  testedChannels,
  type GatewayConfig,
} from "../lead-gateway";
import { releasesDir } from "../publisher";
import { ROOT, contentSource } from "./lib/content";

async function alertFacts(config: GatewayConfig | null, reason: string, send: boolean): Promise<AlertFacts> {
  if (!config) return { channels: [], tested: [], cmsOnly: false, unreadable: reason };
  const channels = configuredChannels(config.alerts);
  const sent = send && channels.length ? await sendTestAlert(config) : undefined;
  for (const result of sent ?? []) {
    console.log(
      result.ok
        ? `Test alert sent by ${result.channel}: check that it arrived (${result.channel === "email" ? config.alerts.to.join(", ") : "the Telegram chat"}).`
        : `Test alert by ${result.channel} failed: ${result.error}`,
    );
  }
  return { channels, tested: testedChannels(config), cmsOnly: config.alerts.cmsOnly, sent };
}

async function main() {
  const send = process.argv.includes("--send-test-alert");
  const from = process.argv.indexOf("--content-from");
  const env = process.env;
  const source = from > 0 ? { url: process.argv[from + 1]!, close: null } : await contentSource({ quiet: true });
  let gateway: GatewayConfig | null = null;
  let reason = "";
  try {
    // Read as development would: the production rules (a token, a channel) are what this check reports, in full.
    gateway = readGatewayConfig(
      { ...env, NODE_ENV: "development" },
      {
        cmsUrl: readCommonSettings(env).contentApiUrl,
        checkout: ROOT,
      },
    );
  } catch (error) {
    reason = (error as Error).message;
  }
  try {
    const findings = await runLaunchCheck({
      env,
      alerts: await alertFacts(gateway, reason, send),
      folders: { journal: gateway?.dir, releases: releasesDir(env) },
      root: ROOT,
      contentApiUrl: source.url,
    });
    console.log(describeFindings(findings));
    process.exitCode = findings.some((finding) => finding.blocks) ? 1 : 0;
  } finally {
    await source.close?.();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
