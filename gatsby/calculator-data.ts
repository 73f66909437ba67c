import { mkdir, writeFile } from "fs/promises";
import path from "path";
import type { CreatePagesArgs } from "gatsby";
import { LOCALES } from "../src/lib/locales";
import { paths } from "../src/lib/paths";

/**
 * The calculator dialog opens on every page but its price list belongs to the calculator page: each locale's list is
 * written as a small JSON file of our own, so the dialog does not read Gatsby's private page-data format. Written
 * while pages are created, so `gatsby develop` serves it too.
 */
export async function writeCalculatorData(graphql: CreatePagesArgs["graphql"], reporter: CreatePagesArgs["reporter"]) {
  const result = await graphql<Queries.CalculatorDataQuery>(`
    query CalculatorData {
      allContentCalculator {
        nodes {
          locale
          config
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages: the calculator's price list could not be read", result.errors);
    return;
  }
  for (const locale of LOCALES) {
    const node = result.data.allContentCalculator.nodes.find((entry) => entry.locale === locale);
    const file = path.join(path.resolve("public"), paths.calculatorData(locale));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ config: node?.config ?? null }));
  }
}
