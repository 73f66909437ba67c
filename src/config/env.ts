/**
 * The site build's configuration: the environment, read and checked once by whoever starts the build or serves it
 * (gatsby-config.ts, the scripts), then passed down; nothing else reads process.env. Browser code never reads it:
 * what it needs reaches it through GraphQL (siteMetadata).
 */
import { readCommonSettings, type Environment } from "../../contract";

/** A third-party script the site loads: https only, since whoever controls it runs code on every page. */
function readScriptUrl(env: Environment, name: string): string {
  const value = env[name]?.trim() || "";
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

/** How the browser sends leads: to the site's own gateway (the default), or straight to the CMS (static-only hosting). */
export type LeadDelivery = "gateway" | "direct";

function readLeadDelivery(env: Environment): LeadDelivery {
  const value = env.LEAD_DELIVERY?.trim() || "gateway";
  if (value !== "gateway" && value !== "direct")
    throw new Error(`LEAD_DELIVERY must be "gateway" or "direct", got '${value}'`);
  return value;
}

/**
 * Whether a tested alert channel tells the sales team of each lead at once (docs/deploy.md): "tested" lets the
 * thank-you promise a call-back time. The publisher sets it for each build from the lead gateway's /health; a build
 * without it (or "none") promises no time and shows the phone.
 */
export type LeadAlerts = "tested" | "none";

function readLeadAlerts(env: Environment): LeadAlerts {
  const value = env.LEAD_ALERTS?.trim() || "none";
  if (value !== "tested" && value !== "none") throw new Error(`LEAD_ALERTS must be "tested" or "none", got '${value}'`);
  return value;
}

/** A comma- or space-separated list of host names (with a port where it is not the default). */
const readHosts = (env: Environment, name: string): string[] =>
  (env[name] ?? "")
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

export function readEnv(env: Environment = process.env) {
  const { production: _production, ...common } = readCommonSettings(env);
  return {
    /** The port, the content service, the site id and the public origin: read as every process reads them. */
    ...common,
    /** The fixed name of the home info section; unset, the source plugin's default (`home`). */
    homeInfoName: env.HOME_INFO_NAME?.trim() || undefined,
    /** Hosts besides the content service that images may be downloaded from (docs/content-safety.md). */
    contentImageHosts: readHosts(env, "CONTENT_IMAGE_HOSTS"),
    /** Set by the publisher: the items a publish hook named (docs/publishing.md); unset, every item is checked. */
    contentChangesFile: env.CONTENT_CHANGES_FILE?.trim() || undefined,
    /** Set by the publisher: where the build writes its content report for the release page. */
    contentReportFile: env.CONTENT_REPORT_FILE?.trim() || undefined,
    /** Appended after a call or consultation request; nothing when empty. */
    crmFormScriptUrl: readScriptUrl(env, "CRM_FORM_SCRIPT_URL"),
    /** Third-party live chat, loaded when the page is idle; nothing when empty. */
    liveChatScriptUrl: readScriptUrl(env, "LIVE_CHAT_SCRIPT_URL"),
    /** "gateway": leads go to the site's own POST /api/leads; "direct": to the CMS from the browser (docs/leads.md). */
    leadDelivery: readLeadDelivery(env),
    leadAlerts: readLeadAlerts(env),
  };
}

export type Env = ReturnType<typeof readEnv>;
