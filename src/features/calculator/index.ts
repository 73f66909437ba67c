/** The calculator feature's public entry: the configurator, its dialog content and its price list type. */
export { default as Calculator } from "./calculator";
export { default as CalculatorDialogContent, preloadCalculatorData } from "./calculator-dialog";
export type { CalculatorConfig } from "./model";
