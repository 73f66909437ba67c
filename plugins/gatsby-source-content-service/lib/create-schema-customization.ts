import type { GatsbyNode } from "gatsby";
import { sharedTypes } from "./schema/shared";
import { catalogueTypes } from "./schema/catalogue";
import { pageTypes } from "./schema/pages";
import { homeTypes } from "./schema/home";
import { calculatorTypes } from "./schema/calculator";
import { siteTypes } from "./schema/site";
import { proofTypes } from "./schema/proof";

/**
 * The explicit schema: every type and field exists even when the service answers an empty list, so page queries
 * always compile. Inference is off (@dontInfer). One builder per group of types (schema/), as gatsby-source-shopify
 * writes its type builders; every type and field carries a description (schema/fields.ts).
 */
export const typeDefs = [
  sharedTypes,
  catalogueTypes,
  pageTypes,
  homeTypes,
  calculatorTypes,
  proofTypes,
  siteTypes,
].join("");

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
