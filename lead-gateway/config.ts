/**
 * The gateway's settings, read and checked once (readGatewayConfig) from the environment it is given, then passed
 * down: no module reads process.env on its own. docs/leads.md lists every variable.
 */
import { randomBytes } from "node:crypto";
import * as path from "node:path";
import {
  leadGatewayAddress,
  SettingError,
  readCommonSettings,
  readList,
  readPositive,
  readUrl,
  text,
  type Environment,
} from "../contract";
import { ALERT_LANGUAGES, isAlertLanguage, type AlertLanguage } from "./alert-words";

export interface AlertSettings {
  /** smtp://user:pass@host:587 (smtps:// for TLS from the start); null: no e-mail. */
  smtpUrl: string | null;
  from: string;
  to: string[];
  telegram: { token: string; chat: string; apiUrl: string } | null;
  /** One warning after CMS delivery has failed this long, and one all-clear when it recovers. */
  outageMs: number;
  /** The sales team's language for the alerts (LEAD_ALERT_LANGUAGE, ru by default). */
  language: AlertLanguage;
  /** LEAD_ALERTS_CMS_ONLY=1: the company reads leads in the CMS only, so production may run without a channel. */
  cmsOnly: boolean;
}

export interface GatewayConfig {
  port: number;
  host: string;
  /** The journal's folder: the only state the gateway keeps. */
  dir: string;
  /** The CMS the leads go to (its spec endpoints), and the site id sent as `site_url`. */
  cmsUrl: string;
  siteId: string;
  /** The public site, for the page links in alerts. */
  siteUrl: string;
  /** For the company's page and its JSON (Bearer, or Basic with any user name). */
  token: string;
  tokenGenerated: boolean;
  /** The journal's bound: past it new leads are answered 507 (kept by the browser) rather than filling the disk. */
  maxJournalBytes: number;
  /** Leads accepted per client address and minute (429 with Retry-After beyond). */
  ratePerMinute: number;
  /** Addresses (nginx on this machine) whose X-Real-IP names the client. */
  trustedProxies: string[];
  /** The longest wait between two attempts to deliver one lead. */
  maxRetryMs: number;
  /** How long a delivered or refused lead stays (its key too: a repeat within this time is the same lead). */
  keepMs: number;
  production: boolean;
  alerts: AlertSettings;
}

type Env = Environment;

const DAY_MS = 24 * 60 * 60_000;

const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+$/;

function addresses(env: Env, name: string): string[] {
  const list = readList(env, name);
  const bad = list.filter((address) => !ADDRESS.test(address));
  if (bad.length) throw new SettingError(`${name} holds what is not an e-mail address: ${bad.join(", ")}`);
  return list;
}

function alerts(env: Env): AlertSettings {
  const smtpUrl = text(env, "LEAD_ALERT_SMTP_URL")
    ? readUrl(env, "LEAD_ALERT_SMTP_URL", "", ["smtp:", "smtps:"])
    : null;
  const to = addresses(env, "LEAD_ALERT_TO");
  const from = text(env, "LEAD_ALERT_FROM");
  if (smtpUrl && to.length === 0)
    throw new SettingError("LEAD_ALERT_SMTP_URL is set: LEAD_ALERT_TO must name a recipient");
  if (smtpUrl && !ADDRESS.test(from.replace(/^.*<([^>]+)>\s*$/, "$1"))) {
    throw new SettingError(`LEAD_ALERT_SMTP_URL is set: LEAD_ALERT_FROM must be a sender address, got '${from}'`);
  }
  const token = text(env, "LEAD_ALERT_TELEGRAM_TOKEN");
  const chat = text(env, "LEAD_ALERT_TELEGRAM_CHAT");
  if (Boolean(token) !== Boolean(chat)) {
    throw new SettingError("LEAD_ALERT_TELEGRAM_TOKEN and LEAD_ALERT_TELEGRAM_CHAT go together: set both or neither");
  }
  const language = text(env, "LEAD_ALERT_LANGUAGE") || "ru";
  if (!isAlertLanguage(language)) {
    throw new SettingError(`LEAD_ALERT_LANGUAGE must be one of ${ALERT_LANGUAGES.join(", ")}, got '${language}'`);
  }
  const cmsOnly = text(env, "LEAD_ALERTS_CMS_ONLY") === "1";
  if (env.NODE_ENV === "production" && !smtpUrl && !token && !cmsOnly) {
    throw new SettingError(
      "In production the gateway needs an alert channel, or nobody learns of a lead until someone opens the CMS: " +
        "set LEAD_ALERT_SMTP_URL (with LEAD_ALERT_FROM and LEAD_ALERT_TO) or LEAD_ALERT_TELEGRAM_TOKEN and " +
        "LEAD_ALERT_TELEGRAM_CHAT, or LEAD_ALERTS_CMS_ONLY=1 if the company reads its leads in the CMS only.",
    );
  }
  return {
    language,
    cmsOnly,
    smtpUrl,
    from,
    to,
    telegram: token
      ? {
          token,
          chat,
          apiUrl: readUrl(env, "LEAD_ALERT_TELEGRAM_API", "https://api.telegram.org", ["https:", "http:"]),
        }
      : null,
    outageMs: readPositive(env, "LEAD_ALERT_OUTAGE_SECONDS", 15 * 60) * 1000,
  };
}

/** The folder beside the clone (like the publisher's releases), so that a fresh clone or `git clean` keeps it. */
export function defaultJournalDir(checkout: string): string {
  return path.join(path.dirname(checkout), `${path.basename(checkout)}-leads`);
}

export interface ConfigDefaults {
  /** The content service the site reads, where leads go unless LEAD_CMS_URL says otherwise. */
  cmsUrl: string;
  /** The clone, for the default journal folder. */
  checkout: string;
}

/** Where the gateway listens: what the web server in front of it needs (npm run serve), and nothing else. */
export const gatewayAddress = (env: Env) => leadGatewayAddress(env);

/** Every setting of the gateway, checked; throws one error naming the variable at fault. */
export function readGatewayConfig(env: Env, defaults: ConfigDefaults): GatewayConfig {
  const common = readCommonSettings(env);
  const production = common.production;
  const given = text(env, "LEAD_GATEWAY_TOKEN");
  if (!given && production) {
    throw new SettingError(
      "LEAD_GATEWAY_TOKEN must be set in production: it guards the gateway's page of leads (names and phones).",
    );
  }
  if (production && !text(env, "LEAD_CMS_URL") && !common.remoteContent) {
    throw new SettingError("LEAD_CMS_URL (or CONTENT_API_URL) must be set in production: where the leads go.");
  }
  if (production && !text(env, "SITE_URL")) {
    throw new SettingError("SITE_URL must be set in production: the page links in the sales team's alerts.");
  }
  const address = gatewayAddress(env);
  return {
    port: address.port,
    host: address.host,
    dir: path.resolve(text(env, "LEAD_GATEWAY_DIR") || defaultJournalDir(defaults.checkout)),
    cmsUrl: readUrl(env, "LEAD_CMS_URL", defaults.cmsUrl),
    siteId: common.siteId,
    siteUrl: common.siteUrl,
    token: given || randomBytes(18).toString("base64url"),
    tokenGenerated: !given,
    maxJournalBytes: Math.round(readPositive(env, "LEAD_GATEWAY_MAX_MB", 64) * 1024 * 1024),
    ratePerMinute: Math.round(readPositive(env, "LEAD_GATEWAY_RATE_LIMIT", 30)),
    trustedProxies: readList(env, "LEAD_GATEWAY_TRUSTED_PROXIES").length
      ? readList(env, "LEAD_GATEWAY_TRUSTED_PROXIES")
      : ["127.0.0.1", "::1", "::ffff:127.0.0.1"],
    maxRetryMs: readPositive(env, "LEAD_GATEWAY_RETRY_MAX_SECONDS", 300) * 1000,
    keepMs: readPositive(env, "LEAD_GATEWAY_KEEP_DAYS", 8) * DAY_MS,
    production,
    alerts: alerts(env),
  };
}
