/**
 * `npm run develop`: Gatsby develop (hot reload, GraphiQL at /___graphql) against CONTENT_API_URL or the embedded
 * service, started here if needed. Gatsby's usual port 8000 belongs to the content service, so develop uses
 * DEVELOP_PORT (default 8001). Its pages post leads straight to the content service (LEAD_DELIVERY=direct unless set):
 * Gatsby's develop server has no lead gateway behind /api/leads.
 */
import { spawn } from "node:child_process";
import * as path from "node:path";
import { ROOT, contentSource } from "./lib/content";

async function main() {
  const source = await contentSource();
  const port = process.env.DEVELOP_PORT || "8001";
  console.log(`Content service: ${source.url}\nGraphiQL:        http://localhost:${port}/___graphql`);
  const child = spawn(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["develop", "--port", port], {
    cwd: ROOT,
    stdio: "inherit",
    env: {
      ...process.env,
      CONTENT_API_URL: source.url,
      LEAD_DELIVERY: process.env.LEAD_DELIVERY || "direct",
      GATSBY_TELEMETRY_DISABLED: "1",
    },
  });
  child.on("exit", async (code) => {
    await source.close?.();
    process.exit(code ?? 0);
  });
}

void main();
