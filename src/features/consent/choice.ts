/**
 * The visitor's choice and where it is kept: vanilla-cookieconsent's first-party cookie (docs/privacy.md). The
 * site reads the cookie itself, so a returning visitor's choice applies without loading the prompt's code.
 */
export const CATEGORIES = ["necessary", "analytics", "marketing"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CONSENT_COOKIE = "cc_cookie";
/** About six months; the prompt asks again after that. */
export const CONSENT_DAYS = 182;

/**
 * The library asks again when the stored revision differs from this one. It is derived from the category names,
 * so adding or removing a category asks every visitor again; raise CHOICE_VERSION to ask again for another reason
 * (e.g. a new third party in an existing category).
 */
const CHOICE_VERSION = 1;
const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 0);
export const CONSENT_REVISION = hash(`${CHOICE_VERSION}:${CATEGORIES.join(",")}`);

export interface Choice {
  analytics: boolean;
  marketing: boolean;
}

export const choiceOf = (accepted: readonly string[]): Choice => ({
  analytics: accepted.includes("analytics"),
  marketing: accepted.includes("marketing"),
});

/** The stored choice, or null when the visitor has not chosen (or chose under another revision, or it expired). */
export function readChoice(cookies: string): Choice | null {
  const raw = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1))) as {
      categories?: unknown;
      revision?: unknown;
      expirationTime?: unknown;
    };
    if (value.revision !== CONSENT_REVISION || !Array.isArray(value.categories)) return null;
    if (typeof value.expirationTime === "number" && value.expirationTime < Date.now()) return null;
    return choiceOf(value.categories.filter((category): category is string => typeof category === "string"));
  } catch {
    return null;
  }
}
