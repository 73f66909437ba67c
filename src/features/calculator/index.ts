/** The calculator feature's public entry: the configurator, its dialog content and what it works from. */
export { default as Calculator } from "./calculator";
export { default as CalculatorDialogContent, preloadCalculatorData } from "./calculator-dialog";
export { calculatorData } from "./price-list";
export type { CalculatorConfig, CalculatorData } from "./model";
