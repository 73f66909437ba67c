/** @jest-environment node */
/**
 * An upgrade under a stream of leads loses none and duplicates none: what `termofort-upgrade` does to the running
 * services (deploy/render.ts), with the real processes. Visitors' browsers keep sending leads through the site's
 * nginx to the lead gateway, each retried with its idempotency key after a 502 or a refused connection as the
 * browser's outbox does; meanwhile the gateway is restarted (SIGTERM, then a new process on the same journal, as
 * `systemctl restart` does) and then the site server. Every lead is answered 202 in the end and reaches the CMS
 * exactly once.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { LEAD_GATEWAY_PATH } from "../contract";
import { startContentService, type ContentService } from "../content-service/src/server";
import { startSite, type RunningSite } from "../server";
import { MANIFEST_FILE } from "../server/manifest";
import { callLead, startGatewayProcess, type GatewayProcess } from "./lead-gateway/process";
import { BARE_MANIFEST, freePort, sleep } from "./processes";

jest.setTimeout(240_000);

const LEADS = 200;
const AT_ONCE = 4;
const PACE_MS = 120;

let work: string;
let cms: ContentService;
let gateway: GatewayProcess;
let site: RunningSite;

afterAll(async () => {
  await site?.close();
  await gateway?.kill("SIGTERM");
  await cms?.close();
  rmSync(work, { recursive: true, force: true });
});

const stored = (file: string): Array<{ idempotency_key: string }> => {
  try {
    return readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { idempotency_key: string });
  } catch {
    return [];
  }
};

it("restarts the gateway and the site server while leads stream in, losing and duplicating none", async () => {
  work = mkdtempSync(path.join(tmpdir(), "upgrade-"));
  const leadsFile = path.join(work, "cms-leads.jsonl");
  // A CMS that remembers no idempotency key, as one that does not dedupe: a lead twice in it is the gateway's doing.
  cms = await startContentService({ port: 0, leadsFile, quiet: true, idempotency: { maxKeys: 1, ttlMs: 1 } });
  const gatewayPort = await freePort();
  const gatewayEnv = {
    LEAD_GATEWAY_DIR: path.join(work, "journal"),
    LEAD_CMS_URL: `http://127.0.0.1:${cms.port}`,
    LEAD_GATEWAY_RETRY_MAX_SECONDS: "1",
    LEAD_GATEWAY_RATE_LIMIT: "100000",
    SITE_URL: "https://termofort.md",
  };
  gateway = await startGatewayProcess(gatewayEnv, gatewayPort);

  // What the site's nginx needs of a release to serve the lead path: its manifest.
  const root = path.join(work, "live");
  mkdirSync(root);
  writeFileSync(path.join(root, MANIFEST_FILE), JSON.stringify(BARE_MANIFEST));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>TermoFort</title>");
  const sitePort = await freePort();
  const serve = () => startSite({ root, port: sitePort, host: "127.0.0.1", leadGateway: gateway.url });
  site = await serve();

  const answered = new Set<string>();
  let retries = 0;
  let next = 0;
  const visitor = async () => {
    while (next < LEADS) {
      const key = `upgrade-${String(next++).padStart(3, "0")}`;
      const body = JSON.stringify(callLead(key));
      // The browser's outbox: the same lead again after a 5xx or no answer, until it is taken.
      for (;;) {
        const status = await fetch(`http://127.0.0.1:${sitePort}${LEAD_GATEWAY_PATH}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body,
          signal: AbortSignal.timeout(10_000),
        }).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 202) break;
        if (status !== 0 && status < 500) throw new Error(`lead ${key} refused with ${status}`);
        retries += 1;
        await sleep(250);
      }
      answered.add(key);
      await sleep(PACE_MS);
    }
  };
  const stream = Promise.all(Array.from({ length: AT_ONCE }, visitor));

  // termofort-upgrade: the gateway first, then the site server.
  while (answered.size < LEADS / 3) await sleep(20);
  const beforeGateway = answered.size;
  await gateway.kill("SIGTERM");
  gateway = await startGatewayProcess(gatewayEnv, gatewayPort);
  while (answered.size < (LEADS * 2) / 3) await sleep(20);
  const beforeSite = answered.size;
  await site.close();
  site = await serve();
  await stream;

  expect(answered.size).toBe(LEADS);
  // The restarts happened mid-stream and were felt: some leads had to be sent again.
  expect(beforeGateway).toBeLessThan(LEADS);
  expect(beforeSite).toBeLessThan(LEADS);
  expect(retries).toBeGreaterThan(0);

  const deadline = Date.now() + 60_000;
  while (new Set(stored(leadsFile).map((lead) => lead.idempotency_key)).size < LEADS && Date.now() < deadline)
    await sleep(250);
  // Long enough for a second copy of any lead to arrive too (the gateway retries within a second here).
  await sleep(3000);
  const counts = new Map<string, number>();
  for (const lead of stored(leadsFile)) counts.set(lead.idempotency_key, (counts.get(lead.idempotency_key) ?? 0) + 1);
  expect([...counts.keys()].sort()).toEqual([...answered].sort());
  expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
  console.log(`${LEADS} leads through two restarts: ${retries} sends repeated by the outbox, none lost, none twice`);
});
