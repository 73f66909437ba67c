/**
 * The publisher's configuration: read and checked once from the environment by the command that starts it
 * (scripts/publisher.ts, scripts/start.ts), then passed down; nothing under publisher/ reads process.env.
 */
import {
  DEFAULT_PORTS,
  leadGatewayAddress,
  readCommonSettings,
  readPort,
  type Environment as Settings,
} from "../contract";
import { DAY_MS, randomToken } from "./publisher";
import { releasesDir } from "./releases";

/** Where the publish hook listens unless PUBLISH_PORT moves it. */
export const DEFAULT_PUBLISH_PORT = DEFAULT_PORTS.publisher;

type Environment = Record<string, string | undefined>;

export interface PublisherConfig {
  port: number;
  /** PUBLISH_HOST: the address to listen on (every interface by default; 127.0.0.1 behind the TLS front, deploy/). */
  host?: string;
  /** PUBLISH_TOKEN, required in production; in development a random one, printed so it can be pasted into the CMS. */
  token: string;
  tokenGenerated: boolean;
  /** PUBLISH_FULL_CHECK_SECONDS: the longest time between two full checks (default a day; tests shorten it). */
  fullCheckIntervalMs: number;
  /** RELEASES_DIR, else `<checkout>-releases` beside the checkout (releases.ts). */
  releasesDir: string;
  /** PUBLISH_ON_START=1: publish once at start even when a release is live. */
  buildOnStart: boolean;
  /** Sent as site_url when the hook's named items are looked up (the site's SITE_ID). */
  siteId: string;
  /** The lead gateway, asked before each build whether a tested alert channel exists (lead-alerts.ts). */
  leadGatewayUrl: string;
  /** LEAD_ALERTS when the environment names it (a site whose leads bypass the gateway); null: ask the gateway. */
  leadAlerts: string | null;
  /** The environment the launch check judges after each full check (launch/). */
  environment: Settings;
}

function readToken(env: Environment): { token: string; tokenGenerated: boolean } {
  const given = env.PUBLISH_TOKEN?.trim();
  if (given) return { token: given, tokenGenerated: false };
  if (env.NODE_ENV === "production") {
    throw new Error(
      "PUBLISH_TOKEN must be set in production: the CMS webhook sends it as 'Authorization: Bearer ...'.",
    );
  }
  return { token: randomToken(), tokenGenerated: true };
}

function readFullCheckInterval(env: Environment): number {
  const raw = env.PUBLISH_FULL_CHECK_SECONDS?.trim();
  if (!raw) return DAY_MS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`PUBLISH_FULL_CHECK_SECONDS must be a number of seconds, got '${raw}'`);
  }
  return seconds * 1000;
}

export function readPublisherConfig(env: Environment = process.env): PublisherConfig {
  return {
    port: readPort(env, "PUBLISH_PORT", DEFAULT_PUBLISH_PORT),
    host: env.PUBLISH_HOST?.trim() || undefined,
    ...readToken(env),
    fullCheckIntervalMs: readFullCheckInterval(env),
    releasesDir: releasesDir(env),
    buildOnStart: env.PUBLISH_ON_START === "1",
    siteId: readCommonSettings(env).siteId,
    leadGatewayUrl: leadGatewayAddress(env).url,
    leadAlerts: env.LEAD_ALERTS?.trim() || null,
    environment: env,
  };
}
