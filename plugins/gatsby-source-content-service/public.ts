/**
 * The plugin's public entry: what the site's build, its tests and the publisher may use of the plugin itself. The
 * content contract the plugin reads the service by is not here: it is the repository's `contract/` package, which
 * every process imports directly. Everything under lib/ is the plugin's own and may change with it (an ESLint zone
 * keeps the rest of the repository out of it).
 */
export type { ContentServiceOptions, ContentServicePluginOptions, SiteRoutes } from "./lib/plugin-options";
/** The build's content problems, as the publisher's release report reads them from the written report. */
export { describeIssue, type ContentIssue } from "./lib/content-issues";
/** The GraphQL types the plugin adds (SDL), for the docs' check. */
export { typeDefs } from "./lib/create-schema-customization";
/** The publish hook's body naming changed items: the publisher reads it with the schema the build uses. */
export { localesOf, parseChangedItems, type ChangedItem } from "./lib/changed-items";
/** The publish hook's check that the items it names exist, through the plugin's client. */
export { changedItemName, createChangeCheck, type ChangeCheckOptions } from "./lib/change-check";
/** The content as a build would read it and the links in it to pages that do not exist, for the launch check. */
export { readCheckedContent, type CheckedContent } from "./lib/read-content";
export type { BrokenLink } from "./lib/safety/secure-content";
export type { SecuredContent } from "./lib/content-shapes";
