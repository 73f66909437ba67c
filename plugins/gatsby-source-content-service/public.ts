/**
 * The plugin's public entry: what the site's build, its tests, the publisher and the embedded content service may
 * use. Everything under lib/ is the plugin's own and may change with it (an ESLint zone keeps the rest of the
 * repository out of it). Code that runs in the browser imports `contract.ts` instead, the dependency-free part of
 * the same contract.
 */
export type { ContentServiceOptions, ContentServicePluginOptions, SiteRoutes } from "./lib/plugin-options";
export { CONTRACT_LOCALES, type Locale as ContentLocale } from "./lib/constants";
/** The content contract: endpoints, lead limits and checks (also in contract.ts), and each answer's schema. */
export * from "./contract";
export { ANSWERS, type AnswerOf } from "./lib/contract/answers";
/** The calculator price list's contract, for tests that read the demo price list as the build does. */
export { calculatorSchema } from "./lib/contract";
/** The build's content problems, as the publisher's release report reads them from the written report. */
export { describeIssue, type ContentIssue } from "./lib/content-issues";
/** The GraphQL types the plugin adds (SDL), for the docs' check. */
export { typeDefs } from "./lib/create-schema-customization";
/** The publish hook's body naming changed items: the publisher reads it with the schema the build uses. */
export { localesOf, parseChangedItems, type ChangedItem } from "./lib/changed-items";
/** The publish hook's check that the items it names exist, through the plugin's client. */
export { changedItemName, createChangeCheck, type ChangeCheckOptions } from "./lib/change-check";
