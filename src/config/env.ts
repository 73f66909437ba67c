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

/** A third-party script the site loads: https only, since whoever controls it runs code on every page. */
function readScriptUrl(name: string): string {
  const value = process.env[name]?.trim() || "";
  if (!value) return "";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute https:// URL, got '${value}'`);
  }
  if (url.protocol !== "https:" || url.username || url.password)
    throw new Error(`${name} must be an https:// URL without credentials, got '${value}'`);
  return url.toString();
}

function readPort(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, got '${raw}'`);
  return port;
}

/** How the browser sends leads: to the site's own gateway (the default), or straight to the CMS (static-only hosting). */
export type LeadDelivery = "gateway" | "direct";

function readLeadDelivery(): LeadDelivery {
  const value = process.env.LEAD_DELIVERY?.trim() || "gateway";
  if (value !== "gateway" && value !== "direct")
    throw new Error(`LEAD_DELIVERY must be "gateway" or "direct", got '${value}'`);
  return value;
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
    crmFormScriptUrl: readScriptUrl("CRM_FORM_SCRIPT_URL"),
    /** Third-party live chat, loaded when the page is idle; nothing when empty. */
    liveChatScriptUrl: readScriptUrl("LIVE_CHAT_SCRIPT_URL"),
    /** "gateway": leads go to the site's own POST /api/leads; "direct": to the CMS from the browser (docs/leads.md). */
    leadDelivery: readLeadDelivery(),
  };
}

export type Env = ReturnType<typeof readEnv>;
