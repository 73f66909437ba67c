import type { GatsbyNode } from "gatsby";
import { createResolvers as articleListResolvers } from "./article-list";
import { createResolvers as imageDataResolvers } from "./image-data-memo";

/** Gatsby takes one `createResolvers` per plugin (the site is one): each module adds its own resolvers here. */
export const createResolvers: GatsbyNode["createResolvers"] = async (...args) => {
  await articleListResolvers!(...args);
  await imageDataResolvers!(...args);
};
