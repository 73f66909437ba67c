export { onPluginInit } from "./src/on-plugin-init";
export { pluginOptionsSchema } from "./src/plugin-options";
export { createSchemaCustomization } from "./src/create-schema-customization";
export { sourceNodes } from "./src/source-nodes";
export { onPostBuild } from "./src/on-post-build";
