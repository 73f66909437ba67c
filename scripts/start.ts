/**
 * `npm start`: starts the embedded content service, builds the site against it and serves the build; both keep
 * running until Ctrl-C. With CONTENT_API_URL set it builds against that service instead.
 */
import { readEnv } from "../src/config/env";
import { ROOT, contentSource, gatsbyBuild } from "./lib/content";
import { siteRoot, startSite } from "./lib/server";

async function main() {
  const env = readEnv();
  const source = await contentSource();
  console.log(`Content service: ${source.url}`);
  const code = await gatsbyBuild(source.url);
  if (code !== 0) {
    await source.close?.();
    console.error(`The build failed (exit code ${code}); see the messages above.`);
    process.exit(code);
  }
  const site = await startSite({ root: siteRoot(ROOT), port: env.port });
  console.log(`\nContent service: ${source.url}\nSite (${site.kind}):    ${site.url}\nPress Ctrl-C to stop both.`);
  const stop = async () => {
    await Promise.all([site.close(), source.close?.()]);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

void main();
