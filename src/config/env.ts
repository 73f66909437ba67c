/**
 * The build's environment, read and checked in one place (gatsby-config and the scripts import it).
 * Browser code never reads process.env: what it needs reaches it through GraphQL (siteMetadata).
 */
const DEFAULT_CONTENT_PORT = 8000;
const DEFAULT_PORT = 9000;

function readUrl(name: string, fallback: string): string {
  const value = process.env[name]?.trim() || fallback;
  try {
    return new URL(value).toString().replace(/\/+$/, "");
  } catch {
    throw new Error(`${name} must be an absolute URL (http://host:port), got '${value}'`);
  }
}

function readPort(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, got '${raw}'`);
  return port;
}

export function readEnv() {
  const contentPort = readPort("CONTENT_PORT", DEFAULT_CONTENT_PORT);
  const port = readPort("PORT", DEFAULT_PORT);
  return {
    contentPort,
    port,
    /** Where the build reads content: the embedded service unless told otherwise. */
    contentApiUrl: readUrl("CONTENT_API_URL", `http://localhost:${contentPort}`),
    /** Sent as site_url on every content request. */
    siteId: process.env.SITE_ID?.trim() || "termofort",
    /** The public origin, for canonical, hreflang, sitemap and Open Graph URLs. */
    siteUrl: readUrl("SITE_URL", `http://localhost:${port}`),
    homeInfoName: process.env.HOME_INFO_NAME?.trim() || "home",
    /** Appended after a call or consultation request; nothing when empty. */
    crmFormScriptUrl: process.env.CRM_FORM_SCRIPT_URL?.trim() || "",
    /** Third-party live chat, loaded when the page is idle; nothing when empty. */
    liveChatScriptUrl: process.env.LIVE_CHAT_SCRIPT_URL?.trim() || "",
  };
}

export type Env = ReturnType<typeof readEnv>;
