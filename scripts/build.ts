/** `npm run build`: builds the site against CONTENT_API_URL, or against the embedded service (started if needed). */
import { contentSource, gatsbyBuild } from "./lib/content";

async function main() {
  const source = await contentSource();
  console.log(`Building against the content service at ${source.url}`);
  const code = await gatsbyBuild(source.url);
  await source.close?.();
  process.exit(code);
}

void main();
