export const LOCALES = ["ro", "ru"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ro";

/** BCP 47 tags for hreflang, og:locale and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { ro: "ro-RO", ru: "ru-RU" };

export const otherLocale = (locale: Locale): Locale => (locale === "ro" ? "ru" : "ro");

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
