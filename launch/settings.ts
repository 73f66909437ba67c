/**
 * The settings a launch depends on, read from the services' environment as they read it (contract/settings.ts): the
 * public origin and the services' addresses, the tokens that guard the company's pages and the publish hook, and
 * placeholder hosts in any setting.
 */
import { SettingError, readUrl, text, type Environment } from "../contract";
import { blocking, type Finding } from "./findings";
import { isPlaceholderHost, placeholdersIn } from "./placeholders";

/** Origins the site and its services must have in production: https, on a public host. */
const ORIGINS = [
  {
    name: "SITE_URL",
    why: "canonical links, hreflang, the sitemap, share images and the links in alerts",
  },
  { name: "CONTENT_API_URL", why: "the content every build reads and, without LEAD_CMS_URL, where leads go" },
  { name: "LEAD_CMS_URL", why: "where the gateway delivers leads" },
] as const;

/** Tokens a person would type while trying things out, or the tests' own. */
const DEVELOPMENT_TOKEN = /^(?:change-?me|secret|token|test|demo|password|integration-token|dev)\b|^demo-/i;
const MIN_TOKEN_LENGTH = 24;

function originFindings(env: Environment): Finding[] {
  const findings: Finding[] = [];
  for (const origin of ORIGINS) {
    const { name } = origin;
    const raw = text(env, name);
    // Unset, the gateway delivers to CONTENT_API_URL, checked above.
    if (name === "LEAD_CMS_URL" && !raw) continue;
    if (!raw) {
      findings.push(
        blocking(
          "settings",
          `${name} is not set, so ${origin.why} take the development default (localhost)`,
          `set ${name} to the public https:// address`,
        ),
      );
      continue;
    }
    let url: URL;
    try {
      url = new URL(readUrl(env, name, ""));
    } catch (error) {
      const message = error instanceof SettingError ? error.message : String(error);
      findings.push(blocking("settings", message, `set ${name} to the public https:// address`));
      continue;
    }
    if (isPlaceholderHost(url.hostname)) {
      findings.push(
        blocking(
          "settings",
          `${name} is '${raw}', a local or placeholder host: ${origin.why} would point there`,
          `set ${name} to the public https:// address`,
        ),
      );
    } else if (url.protocol !== "https:") {
      findings.push(
        blocking(
          "settings",
          `${name} is '${raw}', plain http in production`,
          `use the https:// address of ${url.host}`,
        ),
      );
    }
  }
  return findings;
}

function tokenFindings(env: Environment): Finding[] {
  const tokens = [
    { name: "LEAD_GATEWAY_TOKEN", guards: "the gateway's page of leads (names and phones)" },
    { name: "PUBLISH_TOKEN", guards: "the publish hook the CMS calls" },
  ];
  const findings: Finding[] = [];
  for (const token of tokens) {
    const value = text(env, token.name);
    const fix = `set ${token.name} to a long random value (openssl rand -base64 32), the same in every place that uses it`;
    if (!value) {
      findings.push(
        blocking(
          "settings",
          `${token.name} is not set: a new one is made at each start, guarding ${token.guards}`,
          fix,
        ),
      );
    } else if (value.length < MIN_TOKEN_LENGTH || DEVELOPMENT_TOKEN.test(value)) {
      findings.push(
        blocking(
          "settings",
          `${token.name} is a development value (${value.length} characters${DEVELOPMENT_TOKEN.test(value) ? ", a known test word" : ""})`,
          fix,
        ),
      );
    }
  }
  return findings;
}

/** Settings that hold addresses besides the origins: a placeholder in any of them is demo configuration. */
const ADDRESS_SETTINGS = [
  "LEAD_ALERT_SMTP_URL",
  "LEAD_ALERT_FROM",
  "LEAD_ALERT_TO",
  "LEAD_ALERT_TELEGRAM_API",
  "LIVE_CHAT_SCRIPT_URL",
  "CRM_FORM_SCRIPT_URL",
  "CONTENT_IMAGE_HOSTS",
];

/** A mail relay on this machine (a local postfix) is a real setup; an example host is not. */
const LOOPBACK = /^(?:localhost|127(?:\.\d+){3}|::1)$/;

function placeholderFindings(env: Environment): Finding[] {
  return ADDRESS_SETTINGS.flatMap((name) => {
    const value = text(env, name);
    const hosts =
      name === "CONTENT_IMAGE_HOSTS" ? value.split(/[\s,]+/).filter((host) => host && isPlaceholderHost(host)) : [];
    const found = [...new Set([...placeholdersIn(value), ...hosts])].filter(
      (host) => !(name === "LEAD_ALERT_SMTP_URL" && LOOPBACK.test(host)),
    );
    return found.length
      ? [blocking("settings", `${name} names ${found.join(", ")}`, "replace it with the real address")]
      : [];
  });
}

/** What in the environment is not ready for production. */
export function settingFindings(env: Environment): Finding[] {
  const findings: Finding[] = [];
  if (text(env, "NODE_ENV") !== "production") {
    findings.push(
      blocking(
        "settings",
        `NODE_ENV is '${text(env, "NODE_ENV") || "unset"}', not 'production': the services then start with generated tokens and without alerts`,
        "set NODE_ENV=production in the services' environment file",
      ),
    );
  }
  return [...findings, ...originFindings(env), ...tokenFindings(env), ...placeholderFindings(env)];
}
