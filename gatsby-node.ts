/** Gatsby's lifecycles for the site; each lives in its own module under gatsby/. */
import type { GatsbyNode } from "gatsby";
import { consentStylesheet } from "./gatsby/consent-stylesheet";
import { ssrGlobalFetch } from "./gatsby/ssr-fetch";
import { onCreateWebpackConfig as stableCompilationHash } from "./gatsby/stable-compilation-hash";
export { createSchemaCustomization, onCreateNode } from "./gatsby/translation-nodes";
export { createPages } from "./gatsby/create-pages";
export { createResolvers } from "./gatsby/create-resolvers";
export { onPostBuild } from "./gatsby/post-build";

/** Each runs for every stage; each reads the configuration the one before it left. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async (args, options) => {
  await stableCompilationHash?.(args, options, () => undefined);
  await consentStylesheet?.(args, options, () => undefined);
  await ssrGlobalFetch?.(args, options, () => undefined);
};
