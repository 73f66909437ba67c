/**
 * What the publisher asks the lead gateway before each build (by its address only, like the web server): whether a
 * tested alert channel tells the sales team of each lead at once. The build takes the answer as LEAD_ALERTS, and the
 * thank-you promises a call-back time only with "tested" (src/config/env.ts). Asked per build, not configured: a
 * channel whose settings changed, or a gateway that lost its channel, takes the promise off with the next release.
 * An environment that names LEAD_ALERTS itself wins: a site whose leads do not go through the gateway
 * (LEAD_DELIVERY=direct) knows better.
 */
import type { AlertFacts } from "../launch";

export interface GatewayAlerts {
  /** The value the build gets. */
  leadAlerts: "tested" | "none";
  /** The gateway's alert facts, for the launch check; null when it did not answer. */
  facts: AlertFacts | null;
  /** Why the promise is off when the gateway could not say, for the publisher's log (the full check's launch check
   * reports an unreachable gateway as blocking; a release is not the place: `npm run publisher` alone has none). */
  unreachable: string | null;
}

interface Health {
  alertChannels?: string[];
  alertsTested?: string[];
  alertsCmsOnly?: boolean;
}

export async function gatewayAlerts(
  gatewayUrl: string,
  explicit: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<GatewayAlerts> {
  let facts: AlertFacts | null = null;
  let unreachable: string | null = null;
  try {
    const response = await fetchImpl(`${gatewayUrl}/health`, { signal: AbortSignal.timeout(5000) });
    const health = (await response.json()) as Health;
    facts = {
      channels: health.alertChannels ?? [],
      tested: health.alertsTested ?? [],
      cmsOnly: health.alertsCmsOnly ?? false,
    };
  } catch (error) {
    unreachable =
      `the lead gateway (${gatewayUrl}/health) did not answer (${(error as Error).message}): ` +
      "this release's thank-you promises no call-back time";
  }
  if (explicit === "tested" || explicit === "none") return { leadAlerts: explicit, facts, unreachable: null };
  return { leadAlerts: facts && facts.tested.length > 0 ? "tested" : "none", facts, unreachable };
}
