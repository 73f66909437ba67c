/**
 * The lead gateway's entry: the same-origin `POST /api/leads` service that keeps every lead on disk, forwards it to
 * the CMS until it is taken, and alerts the sales team (docs/leads.md, lead-gateway/README.md).
 */
export { readGatewayConfig, gatewayAddress, defaultJournalDir, type GatewayConfig, type AlertSettings } from "./config";
export { startLeadGateway, type GatewayOptions, type RunningGateway } from "./gateway";
export type { GatewayStatus, LeadRow } from "./status";
export { sendTestAlert, testedChannels, configuredChannels, ALERT_TEST_FILE, type TestAlertResult } from "./alert-test";
/** The journal's file in LEAD_GATEWAY_DIR, for the nightly backup (deploy/backup.ts). */
export { JOURNAL_FILE } from "./journal";
