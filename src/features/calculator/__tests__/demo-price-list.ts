import { readFileSync } from "node:fs";
import * as path from "node:path";
import { calculatorSchema } from "../../../../contract";
import type { CalculatorConfig } from "../model";

/**
 * The demo price list through the content contract, as the build reads it. The contract leaves an absent optional
 * field undefined where the GraphQL layer answers null; the calculator reads both alike, hence the cast.
 */
export const demoPriceList = (locale: "ro" | "ru" = "ro"): CalculatorConfig =>
  calculatorSchema.validateSync(
    JSON.parse(
      readFileSync(path.resolve(__dirname, `../../../../content-service/data/${locale}/calculator.json`), "utf8"),
    ),
  ) as CalculatorConfig;
