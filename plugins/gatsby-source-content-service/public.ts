/**
 * The plugin's public entry: what the site, its tests and the publisher may use. Everything under lib/ is the
 * plugin's own and may change with it (an ESLint zone keeps the site out of it).
 */
export type { ContentServiceOptions, ContentServicePluginOptions, SiteRoutes } from "./lib/plugin-options";
export type { Locale as ContentLocale } from "./lib/constants";
/** The build's content problems, as the publisher's release report reads them from the written report. */
export { describeIssue, type ContentIssue } from "./lib/content-report";
/** The calculator price list's contract, for tests that read the demo price list as the build does. */
export { calculatorSchema } from "./lib/contract";
/** The GraphQL types the plugin adds (SDL), for the docs' check. */
export { typeDefs } from "./lib/create-schema-customization";
/** The publish hook's body naming changed items: the publisher reads it with the schema the build uses. */
export { localesOf, parseChangedItems, type ChangedItem } from "./lib/changed-items";
