/**
 * The content contract, in one home: every endpoint of the content service (endpoints.ts: path, locale rule, method,
 * presence), each GET's answer schema (answers.ts, yup; the types derive from them) and each lead POST's body check
 * and limits (leads.ts), and the retry policy every client of the service keeps (retry.ts). Required fields are the ones the site cannot render without; everything else is optional and
 * may be null. docs/content-contract.md explains it for humans.
 */
export * from "./endpoints";
export * from "./answers";
export * from "./leads";
export * from "./retry";
export * from "./catalogue";
export * from "./site";
export * from "./calculator";
export * from "./calculator-preset";
export * from "./window";
export * from "./estimate";
export * from "./proof";
export * from "./locales";
export * from "./defaults";
export * from "./settings";
export * from "./processes";
