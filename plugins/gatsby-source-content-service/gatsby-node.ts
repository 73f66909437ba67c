// The code lives in lib/, not src/: Gatsby takes a plugin's src/ for theme code (pages, components) and parses every
// file in it for GraphQL queries on every build (docs/scale.md).
export { onPluginInit } from "./lib/on-plugin-init";
export { pluginOptionsSchema } from "./lib/plugin-options";
export { createSchemaCustomization } from "./lib/create-schema-customization";
export { sourceNodes } from "./lib/source-nodes";
export { onPostBuild } from "./lib/on-post-build";
