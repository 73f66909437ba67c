import type { GatewayConfig } from "../../lead-gateway";

/** What a developer needs to reach the gateway: its page, its token and where its alerts go. */
export function printGatewayAccess(config: GatewayConfig, url: string) {
  console.log(`Lead gateway:    ${url} (journal in ${config.dir}; leads to ${config.cmsUrl})`);
  console.log(
    config.tokenGenerated
      ? `Gateway token:   ${config.token}   (generated for this run; set LEAD_GATEWAY_TOKEN to fix it)`
      : "Gateway token:   from LEAD_GATEWAY_TOKEN",
  );
  const channels = [
    config.alerts.smtpUrl ? `e-mail to ${config.alerts.to.join(", ")}` : "",
    config.alerts.telegram ? "Telegram" : "",
  ].filter(Boolean);
  console.log(
    `Lead alerts:     ${channels.length ? channels.join(" and ") : "none (set LEAD_ALERT_SMTP_URL...: the log shows them)"}`,
  );
  if (config.production && channels.length === 0) {
    console.warn("WARNING: no lead alerts are configured: the sales team learns of a lead only from the CMS.");
  }
}
