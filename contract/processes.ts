/**
 * What the processes of the site need to agree on without importing each other: where each listens by default, the
 * site's own lead endpoint and its body limit, the site id, and the settings every process reads alike (`PORT`,
 * `CONTENT_PORT`, `CONTENT_API_URL`, `SITE_ID`, `SITE_URL`, `NODE_ENV`).
 */
import { readPort, readUrl, text, type Environment } from "./settings";

/** Where each listens unless its variable moves it: the site (`PORT`), the embedded content service, the publisher. */
export const DEFAULT_PORTS = { site: 9000, content: 8000, publisher: 9300 } as const;
/** The lead gateway listens on the site's port + 400 unless LEAD_GATEWAY_PORT says otherwise (9400 beside 9000). */
export const LEAD_GATEWAY_PORT_OFFSET = 400;

/** The site's own lead endpoint (the gateway, docs/leads.md): every kind of lead, in any locale. */
export const LEAD_GATEWAY_PATH = "/api/leads";
/**
 * The largest lead body the site's gateway (and the web server in front of it) reads. A calculator request is about
 * 3 KB; the largest the site can send (every field at its limit, both campaign touches in Cyrillic) is 20 KB
 * (src/features/calculator/__tests__/largest-lead.test.ts keeps it within this).
 */
export const LEAD_BODY_MAX_BYTES = 24 * 1024;

/** The files the site's build writes for a locale's unknown paths, which the web server answers them with. */
export const NOT_FOUND_FILES = { ro: "/404.html", ru: "/ru/404/index.html" } as const;

/** Sent as `site_url` on every content request unless SITE_ID names another site. */
export const DEFAULT_SITE_ID = "termofort";

/** The settings more than one process reads, read the same way by each. */
export function readCommonSettings(env: Environment) {
  const contentPort = readPort(env, "CONTENT_PORT", DEFAULT_PORTS.content);
  const port = readPort(env, "PORT", DEFAULT_PORTS.site);
  return {
    production: env.NODE_ENV === "production",
    /** Where the site is served (`npm start`, `npm run serve`). */
    port,
    /** Where the embedded content service listens. */
    contentPort,
    /** True when CONTENT_API_URL names a service: nothing is then started for the build. */
    remoteContent: Boolean(text(env, "CONTENT_API_URL")),
    /** The content service: the embedded one unless told otherwise (the real one in production). */
    contentApiUrl: readUrl(env, "CONTENT_API_URL", `http://localhost:${contentPort}`),
    /** Sent as site_url on every content request. */
    siteId: text(env, "SITE_ID") || DEFAULT_SITE_ID,
    /** The public origin, for canonical, hreflang, sitemap, share URLs and the links in alerts. */
    siteUrl: readUrl(env, "SITE_URL", `http://localhost:${port}`),
  };
}

export type CommonSettings = ReturnType<typeof readCommonSettings>;

/**
 * Where the lead gateway listens (LEAD_GATEWAY_HOST, 127.0.0.1 by default; LEAD_GATEWAY_PORT, the site's port + 400),
 * and the URL a process on this machine reaches it at: the web server in front of it, and the publisher, which asks
 * its `/health` whether a tested alert channel exists before each build.
 */
export function leadGatewayAddress(env: Environment): { host: string; port: number; url: string } {
  const host = text(env, "LEAD_GATEWAY_HOST") || "127.0.0.1";
  const port = readPort(env, "LEAD_GATEWAY_PORT", readPort(env, "PORT", DEFAULT_PORTS.site) + LEAD_GATEWAY_PORT_OFFSET);
  const connect = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return { host, port, url: `http://${connect.includes(":") ? `[${connect}]` : connect}:${port}` };
}
