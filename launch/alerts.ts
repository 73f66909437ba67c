/**
 * Whether anyone learns of a lead when it arrives: an alert channel, configured and proven by a test alert with the
 * settings it has now (lead-gateway/alert-test.ts).
 */
import { blocking, warning, type Finding } from "./findings";

export interface AlertFacts {
  /** The channels the gateway's settings name ("email", "telegram"). */
  channels: string[];
  /** Those whose test alert went out with the current settings. */
  tested: string[];
  /** LEAD_ALERTS_CMS_ONLY=1: the company reads leads in the CMS only. */
  cmsOnly: boolean;
  /** What this run's test alert did, when it sent one (`--send-test-alert`). */
  sent?: Array<{ channel: string; ok: boolean; error?: string }>;
  /** The gateway's alert settings could not be read (or the gateway asked): why. */
  unreadable?: string;
}

const TEST = "npm run launch-check -- --send-test-alert";

export function alertFindings(facts: AlertFacts): Finding[] {
  if (facts.unreadable) {
    return [
      blocking("alerts", `the lead alerts cannot be judged: ${facts.unreadable}`, "correct the gateway's settings"),
    ];
  }
  if (facts.channels.length === 0) {
    return facts.cmsOnly
      ? [
          warning(
            "alerts",
            "no alert channel: LEAD_ALERTS_CMS_ONLY=1 says the company reads leads in the CMS only, so the thank-you promises no call-back time",
            "set LEAD_ALERT_SMTP_URL (or Telegram) when someone should be told of each lead at once",
          ),
        ]
      : [
          blocking(
            "alerts",
            "no alert channel is configured: nobody learns of a lead until someone opens the CMS, and in production the gateway does not start",
            "set LEAD_ALERT_SMTP_URL, LEAD_ALERT_FROM and LEAD_ALERT_TO (or LEAD_ALERT_TELEGRAM_TOKEN and " +
              `LEAD_ALERT_TELEGRAM_CHAT), then run ${TEST}; or LEAD_ALERTS_CMS_ONLY=1 if the company reads leads in the CMS only`,
          ),
        ];
  }
  const findings: Finding[] = [];
  for (const result of facts.sent ?? []) {
    if (!result.ok) {
      findings.push(
        blocking(
          "alerts",
          `the test alert by ${result.channel} failed: ${result.error ?? "no reason given"}`,
          "correct that channel's settings and send the test again",
        ),
      );
    }
  }
  const failed = new Set((facts.sent ?? []).filter((result) => !result.ok).map((result) => result.channel));
  for (const channel of facts.channels) {
    if (facts.tested.includes(channel) || failed.has(channel)) continue;
    findings.push(
      blocking(
        "alerts",
        `the ${channel} alerts have not been tested with their current settings: the thank-you promises no call-back time until they are`,
        `run ${TEST} and check that the message arrived`,
      ),
    );
  }
  return findings;
}
