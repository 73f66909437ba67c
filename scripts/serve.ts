/** `npm run serve`: serves SITE_ROOT (default: the last build, public/) on PORT; the publisher serves var/releases/live. */
import * as path from "node:path";
import { existsSync } from "node:fs";
import { readEnv } from "../src/config/env";
import { createStaticServer } from "./lib/static-server";

async function main() {
  const root = path.resolve(process.env.SITE_ROOT || path.join(__dirname, "..", "public"));
  if (!existsSync(path.join(root, "index.html"))) {
    console.error(`No build in ${root}: run \`npm run build\` (or \`npm start\`) first.`);
    process.exit(1);
  }
  const { port } = readEnv();
  const site = createStaticServer({ root, port });
  const { url } = await site.listen();
  console.log(`Site: ${url}`);
  const stop = () => void site.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
