import { readFile, writeFile } from "fs/promises";
import path from "path";

/** What Gatsby's store keeps for each static query (`useStaticQuery`): its text and the hash its result is named by. */
export interface StaticQuery {
  componentPath: string;
  query: string;
  hash: string | number;
}

type RunQuery = (query: string) => Promise<{ data?: unknown; errors?: unknown }>;

/**
 * Whether every static query's result in public/ is this build's. Gatsby runs a static query again only when a node
 * it read changed since the state it remembers, and another Gatsby process on the same checkout can have written the
 * result file without that memory: in the integration suite, a build after `npm run develop` shipped develop's site
 * settings (`leadDelivery: "direct"`: every lead posted to the CMS, which the build's CSP blocks, so none left the
 * browser). Each static query runs again here (a handful, milliseconds); a file that differs is written again and
 * named, and the caller fails the build: the pages' HTML was rendered with the stale result too.
 */
export async function staleStaticQueryResults(
  publicDir: string,
  queries: Iterable<StaticQuery>,
  run: RunQuery,
): Promise<string[]> {
  const stale: string[] = [];
  for (const { componentPath, query, hash } of queries) {
    const file = path.join(publicDir, "page-data", "sq", "d", `${hash}.json`);
    const result = await run(query);
    if (result.errors || result.data === undefined) {
      throw new Error(`The static query of ${componentPath} failed when run again: ${JSON.stringify(result.errors)}`);
    }
    const expected = JSON.stringify({ data: result.data });
    const written = await readFile(file, "utf8").catch(() => null);
    if (written !== null && JSON.stringify(JSON.parse(written)) === expected) continue;
    await writeFile(file, expected);
    stale.push(`${path.relative(publicDir, file)} (${path.basename(componentPath)})`);
  }
  return stale;
}
