/** Gatsby's lifecycles for the site; each lives in its own module under gatsby/. */
export { createSchemaCustomization, onCreateNode } from "./gatsby/translation-nodes";
export { createPages } from "./gatsby/create-pages";
export { createResolvers } from "./gatsby/create-resolvers";
export { onPostBuild } from "./gatsby/post-build";
export { onCreateWebpackConfig } from "./gatsby/stable-compilation-hash";
