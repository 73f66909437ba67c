/**
 * A content service and a lead gateway of one test's own, for a test that sets faults: the page's leads are routed to
 * this gateway, which delivers to this service, so a fault a test sets reaches no other test (parallel workers share
 * the e2e build's service and gateway).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService, type FaultRule } from "../content-service/src/server";
import { readGatewayConfig, startLeadGateway, type GatewayStatus, type LeadRow } from "../lead-gateway";
import { paths } from "../src/lib/paths";
import type { Page } from "./fixtures";
import { readLeads } from "./service";

const ROOT = path.resolve(__dirname, "..");
const TOKEN = "own-stack";

export interface OwnLeadStack {
  service: ContentService;
  /** Sends the page's leads (POST /api/leads) to this stack's gateway. */
  receive(page: Page): Promise<void>;
  /** The leads this stack's service stored under `name`. */
  leadsNamed(name: string): ReturnType<typeof readLeads>;
  /** What this stack's gateway holds of the lead sent under `name`. */
  gatewayLead(name: string): Promise<LeadRow | undefined>;
  close(): Promise<void>;
}

export async function ownLeadStack(faults: FaultRule[] = []): Promise<OwnLeadStack> {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-leads-"));
  const leadsFile = path.join(dir, "leads.jsonl");
  const service = await startContentService({ port: 0, quiet: true, leadsFile, faults });
  const gateway = await startLeadGateway(
    readGatewayConfig(
      {
        LEAD_GATEWAY_PORT: "0",
        LEAD_GATEWAY_DIR: path.join(dir, "gateway"),
        LEAD_GATEWAY_TOKEN: TOKEN,
        LEAD_GATEWAY_RATE_LIMIT: "6000",
        LEAD_GATEWAY_RETRY_MAX_SECONDS: "1",
      },
      { cmsUrl: service.url, checkout: ROOT },
    ),
    { log: () => {} },
  );
  const status = async (): Promise<GatewayStatus> => {
    const response = await fetch(`${gateway.url}/leads.json`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    return (await response.json()) as GatewayStatus;
  };
  return {
    service,
    receive: async (page) => {
      await page.route(`**${paths.leadGateway()}`, (route) =>
        route.continue({ url: `${gateway.url}${paths.leadGateway()}` }),
      );
    },
    leadsNamed: (name) => readLeads(leadsFile).filter((lead) => lead.body.name === name),
    gatewayLead: async (name) => (await status()).leads.find((lead) => lead.name === name),
    close: async () => {
      await gateway.close();
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
