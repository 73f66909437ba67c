/**
 * First and returning visits for the page benchmarks (bench:js, bench:lighthouse). A first visit has no consent
 * choice: on a build whose content configures trackers the consent prompt opens (docs/privacy.md). A returning
 * visit has the choice stored ("Reject all": nothing third-party loads), so the prompt's code is not fetched. The
 * demo build configures no tracker and never shows the prompt: measure a build that does with `BENCH_ROOT`, e.g.
 * `BENCH_ROOT=var/e2e-consent` after the e2e run built the `consent` variant.
 */
import * as path from "node:path";
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION } from "../src/features/consent/choice";

export const VISITS = ["first", "returning"] as const;
export type Visit = (typeof VISITS)[number];

/** The build measured: BENCH_ROOT, else public/. */
export const benchRoot = (root: string) => path.resolve(root, process.env.BENCH_ROOT || "public");

/** The cookie a returning visitor who chose "Reject all" has, as vanilla-cookieconsent writes it. */
export function returningVisitCookie(siteUrl: string) {
  const now = Date.now();
  const expirationTime = now + CONSENT_DAYS * 24 * 60 * 60 * 1000;
  const value = {
    categories: ["necessary"],
    revision: CONSENT_REVISION,
    data: null,
    consentTimestamp: new Date(now).toISOString(),
    consentId: "bench-returning-visit",
    services: { necessary: [], analytics: [], marketing: [] },
    lastConsentTimestamp: new Date(now).toISOString(),
    expirationTime,
  };
  return {
    name: CONSENT_COOKIE,
    value: encodeURIComponent(JSON.stringify(value)),
    url: siteUrl,
    expires: Math.round(expirationTime / 1000),
    sameSite: "Lax" as const,
  };
}
