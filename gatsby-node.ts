/** Gatsby's lifecycles for the site; each lives in its own module under gatsby/. */
import type { GatsbyNode } from "gatsby";
import { consentStylesheet } from "./gatsby/consent-stylesheet";
import { onCreateWebpackConfig as stableCompilationHash } from "./gatsby/stable-compilation-hash";
export { createSchemaCustomization, onCreateNode } from "./gatsby/translation-nodes";
export { createPages } from "./gatsby/create-pages";
export { createResolvers } from "./gatsby/create-resolvers";
export { onPostBuild } from "./gatsby/post-build";

/** Both run for every stage; the stylesheet rule reads the configuration the hash plugin was added to. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async (args, options) => {
  await stableCompilationHash?.(args, options, () => undefined);
  await consentStylesheet?.(args, options, () => undefined);
};
