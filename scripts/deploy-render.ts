/**
 * `npm run deploy:render -- --out <folder>`: renders the production server's files (deploy/render.ts) from the
 * environment (SITE_URL and the DEPLOY_* settings, docs/deploy.md) into <folder>, with install.sh to put them in place.
 */
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { readDeployLayout } from "../deploy/layout";
import { renderDeploy } from "../deploy/render";

function main() {
  const at = process.argv.indexOf("--out");
  const out = at > 0 ? process.argv[at + 1] : undefined;
  if (!out) throw new Error("Usage: npm run deploy:render -- --out <folder>");
  const layout = readDeployLayout(process.env);
  for (const file of renderDeploy(layout)) {
    const target = path.join(out, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    chmodSync(target, file.mode);
    console.log(`${file.path.padEnd(40)} ${file.target ? `-> ${file.target}` : ""}`);
  }
  console.log(
    `\nRendered for ${layout.siteUrl} into ${path.resolve(out)}: as root, sh ${path.join(out, "install.sh")}`,
  );
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
