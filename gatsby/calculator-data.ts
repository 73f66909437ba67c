import { mkdir, writeFile } from "fs/promises";
import path from "path";
import type { CreatePagesArgs } from "gatsby";
import { LOCALES } from "../src/lib/locales";
import { paths } from "../src/lib/paths";
import { NODE_TYPES } from "../plugins/gatsby-source-content-service/lib/constants";

/**
 * The calculator dialog opens on every page but its price list belongs to the calculator page: each locale's list is
 * written as a small JSON file of our own, so the dialog does not read Gatsby's private page-data format. Written
 * while pages are created, so `gatsby develop` serves it too.
 */
export async function writeCalculatorData({ getNodesByType }: Pick<CreatePagesArgs, "getNodesByType">) {
  // Read from the nodes: the typed price list would need every field spelled out in a query here.
  const nodes = getNodesByType(NODE_TYPES.Calculator) as unknown as Array<{ locale: string; config: unknown }>;
  for (const locale of LOCALES) {
    const node = nodes.find((entry) => entry.locale === locale);
    const file = path.join(path.resolve("public"), paths.calculatorData(locale));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ config: node?.config ?? null }));
  }
}
