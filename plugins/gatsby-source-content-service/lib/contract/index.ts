/**
 * The content contract: every answer of the content service, as yup schemas (the types derive from them).
 * Required fields are the ones the site cannot render without; everything else is optional and may be null.
 * docs/content-contract.md explains it for humans.
 */
export * from "./catalogue";
export * from "./site";
export * from "./calculator";
export * from "./proof";
