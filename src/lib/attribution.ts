/**
 * Campaign attribution for leads (docs/privacy.md): where the visit came from. On landing the site reads the
 * campaign parameters, the ad click ids, the referrer's origin, the landing page and the time. With marketing consent
 * it keeps the first and the last campaign touch in localStorage for 90 days; without it only this visit's landing,
 * in memory (client navigations keep the module, a reload starts over), and nothing is written to the device.
 */
import { ATTRIBUTION_VALUE_MAX } from "../../contract/browser";

export const CAMPAIGN_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const CLICK_IDS = ["gclid", "gbraid", "wbraid", "fbclid", "yclid", "msclkid"] as const;

export const ATTRIBUTION_TTL_MS = 90 * 24 * 60 * 60 * 1000;
export const ATTRIBUTION_STORAGE_KEY = "termofort.attribution.v1";

/** One touch: the parameters found, `referrer` (an origin), `landing_page` (path and query) and `landed_at`. */
export type Touch = Record<string, string>;

interface StoredTouch {
  touch: Touch;
  expiresAt: number;
}
interface Stored {
  first?: StoredTouch;
  last?: StoredTouch;
}

export interface AttributionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Control characters out, whitespace collapsed, cut to the limit: the value is shown to people and stored as text. */
export function cleanValue(value: string): string {
  return value
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, ATTRIBUTION_VALUE_MAX);
}

/** What the landing URL and referrer say. A referrer of the site itself is no source; only its origin is kept. */
export function readTouch(url: URL, referrer: string, now: number): Touch {
  const touch: Touch = {};
  for (const name of [...CAMPAIGN_PARAMETERS, ...CLICK_IDS]) {
    const value = cleanValue(url.searchParams.get(name) ?? "");
    if (value) touch[name] = value;
  }
  try {
    const origin = referrer ? new URL(referrer).origin : "";
    if (origin && origin !== "null" && origin !== url.origin) touch.referrer = cleanValue(origin);
  } catch {
    // An unparsable referrer says nothing usable.
  }
  touch.landing_page = cleanValue(`${url.pathname}${url.search}`);
  touch.landed_at = new Date(now).toISOString();
  return touch;
}

/** A touch that names a source: campaign parameters, a click id or another site. A direct visit does not. */
export const isCampaignTouch = (touch: Touch) =>
  [...CAMPAIGN_PARAMETERS, ...CLICK_IDS, "referrer"].some((name) => Boolean(touch[name]));

/** The lead's `attribution` object: the last touch as it is, the first one with a `first_` prefix. */
export function flatten(first: Touch | null, last: Touch | null): Record<string, string> {
  const result: Record<string, string> = { ...last };
  if (first) for (const [name, value] of Object.entries(first)) result[`first_${name}`] = value;
  return result;
}

const isTouch = (value: unknown): value is Touch =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === "string");

export function createAttribution(options: { storage: () => AttributionStorage | null; now: () => number }) {
  let landing: Touch | null = null;
  let consented = false;

  const storage = () => {
    try {
      return options.storage();
    } catch {
      return null;
    }
  };

  /** The stored touches still within 90 days; anything unreadable or expired counts as absent. */
  function readStored(): Stored {
    try {
      const raw = storage()?.getItem(ATTRIBUTION_STORAGE_KEY);
      const parsed = raw ? (JSON.parse(raw) as Stored) : {};
      const live = (entry: StoredTouch | undefined) =>
        entry && isTouch(entry.touch) && typeof entry.expiresAt === "number" && entry.expiresAt > options.now()
          ? entry
          : undefined;
      return { first: live(parsed.first), last: live(parsed.last) };
    } catch {
      return {};
    }
  }

  /** Records this visit's landing into storage: the first touch once, the last touch when the visit names a source. */
  function persist(touch: Touch) {
    const stored = readStored();
    const expiresAt = options.now() + ATTRIBUTION_TTL_MS;
    const next: Stored = {
      first: stored.first ?? { touch, expiresAt },
      last: isCampaignTouch(touch) || !stored.last ? { touch, expiresAt } : stored.last,
    };
    try {
      storage()?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage refused (quota, privacy mode): the visit's landing in memory still goes with the lead.
    }
  }

  return {
    /** Called once per page load, before the router changes the URL. */
    land(url: URL, referrer: string) {
      landing = readTouch(url, referrer, options.now());
      if (consented) persist(landing);
    },
    /** Marketing consent given or withdrawn: with it the landing is kept, without it what was kept is removed. */
    setConsent(allowed: boolean) {
      if (allowed === consented) return;
      consented = allowed;
      if (allowed && landing) persist(landing);
      if (!allowed) {
        try {
          storage()?.removeItem(ATTRIBUTION_STORAGE_KEY);
        } catch {
          // Nothing could be stored either.
        }
      }
    },
    /** What goes with a lead now. */
    current(): Record<string, string> {
      if (!consented) return flatten(null, landing);
      const stored = readStored();
      return flatten(stored.first?.touch ?? null, stored.last?.touch ?? landing);
    },
  };
}

const browserAttribution = createAttribution({
  storage: () => (typeof window === "undefined" ? null : window.localStorage),
  now: () => Date.now(),
});

/** gatsby-browser's onClientEntry: the URL the visitor landed on, before any client navigation. */
export const captureLanding = () => browserAttribution.land(new URL(window.location.href), document.referrer);
export const setAttributionConsent = (allowed: boolean) => browserAttribution.setConsent(allowed);
export const currentAttribution = () => browserAttribution.current();
