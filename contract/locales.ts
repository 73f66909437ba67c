/**
 * The locales the content contract knows: the service answers each under its own `/{locale}/api/` prefix and names
 * every item's slugs `slug_ro` and `slug_ru`. The site chooses which of them to source (the `locales` option).
 */
export const CONTRACT_LOCALES = ["ro", "ru"] as const;
export type Locale = (typeof CONTRACT_LOCALES)[number];
