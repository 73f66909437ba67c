/**
 * `tsx scripts/start-variant.ts <name>`: builds the site from a variant's content (scripts/lib/variants), copies the
 * build to var/e2e-<name>/ (and its content report to var/e2e-<name>-report.json) and serves it on PORT until
 * stopped. The content service runs only during the build and
 * on CONTENT_PORT when that is free, so that the demo build that follows in the same checkout sees the same image
 * URLs and reuses Gatsby's image cache; public/ is then free for the next build.
 */
import { copyFileSync, cpSync, rmSync } from "node:fs";
import * as path from "node:path";
import { startContentService } from "../content-service/src/server";
import { readEnv } from "../src/config/env";
import { ROOT, gatsbyBuild } from "./lib/content";
import { gatewayAddress } from "../lead-gateway";
import { readServerConfig, startSite } from "../server";
import { VARIANTS, isVariant, variantReportFile } from "./lib/variants";

async function main() {
  const name = process.argv[2] ?? "";
  if (!isVariant(name)) {
    console.error(`Unknown variant '${name}'; known: ${Object.keys(VARIANTS).join(", ")}`);
    process.exit(2);
  }
  const variant = VARIANTS[name];
  Object.assign(process.env, "env" in variant ? variant.env : {});
  const env = readEnv();
  const varDir = path.join(ROOT, "var");
  const dataDir = variant.data(path.join(ROOT, "content-service", "data"), varDir);
  const service = await startContentService({ port: env.contentPort, host: "127.0.0.1", dataDir, quiet: true }).catch(
    () => startContentService({ port: 0, host: "127.0.0.1", dataDir, quiet: true }),
  );
  console.log(`Variant ${name}: content from ${dataDir} at http://localhost:${service.port}`);
  const code = await gatsbyBuild(`http://localhost:${service.port}`);
  await service.close();
  if (code !== 0) {
    console.error(`The ${name} build failed (exit code ${code}); see the messages above.`);
    process.exit(code);
  }
  // The build's content report, for the tests that check what the build said about the variant's content.
  copyFileSync(
    path.resolve(ROOT, env.contentReportFile ?? path.join(".cache", "content-report.json")),
    variantReportFile(name),
  );
  const out = path.join(varDir, `e2e-${name}`);
  rmSync(out, { recursive: true, force: true });
  cpSync(path.join(ROOT, "public"), out, { recursive: true });
  // The gateway of the demo build's `npm start` (same environment): a variant built for it sends its leads there.
  const { port, kind, nginxBinary } = readServerConfig(ROOT);
  const site = await startSite({ root: out, port, kind, nginxBinary, leadGateway: gatewayAddress(process.env).url });
  console.log(`Variant ${name}: ${site.url} (${site.kind}, files in ${out})`);
  const stop = async () => {
    await site.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

void main();
