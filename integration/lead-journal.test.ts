/** @jest-environment node */
/**
 * What a lead survives, with the real gateway process and a CMS that counts every delivery: SIGKILL while taking
 * leads and while delivering them, a full disk under the journal, a second gateway on the same journal, a CMS that
 * answers 404 (a wrong LEAD_CMS_URL) for a while, and hostile bodies. Each asserts that no lead answered 202 is lost,
 * and states the duplicates; each fails the moment the unwanted thing happens (a delivery twice where none may come
 * twice, a refusal), not after a wait.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startCountingCms, type CountingCms } from "./lead-gateway/counting-cms";
import { callLead, refusedGateway, startGatewayProcess, type GatewayProcess } from "./lead-gateway/process";
import { freePort, sleep } from "./processes";

jest.setTimeout(600_000);

let work: string;
let cms: CountingCms;
let gateways: GatewayProcess[] = [];
/** Broken promises: a test's wait ends with the first of them. */
let violations: string[] = [];

beforeEach(async () => {
  work = mkdtempSync(path.join(tmpdir(), "lead-journal-"));
  cms = await startCountingCms();
  violations = [];
});

afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gateway) => gateway.kill("SIGKILL")));
  await cms.close();
  rmSync(work, { recursive: true, force: true });
});

const gatewayEnv = (dir: string): Record<string, string> => ({
  LEAD_GATEWAY_DIR: dir,
  LEAD_CMS_URL: cms.url,
  SITE_URL: "https://termofort.md",
  LEAD_GATEWAY_RATE_LIMIT: "1000000",
  LEAD_GATEWAY_RETRY_MAX_SECONDS: "0.5",
});

async function startGateway(dir: string, port: number) {
  const gateway = await startGatewayProcess(gatewayEnv(dir), port);
  gateways.push(gateway);
  return gateway;
}

async function kill(gateway: GatewayProcess) {
  await gateway.kill("SIGKILL");
  gateways = gateways.filter((entry) => entry !== gateway);
}

/** Waits for `done`, and fails at once on the first violation. */
async function until<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, ms = 300_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (violations.length)
      throw new Error(
        `${violations.length} violation(s) while waiting for ${what}: ${violations.slice(0, 5).join("; ")}`,
      );
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** With nothing waiting and nothing in flight the CMS's counts are final: the gateway sends nothing more. */
const settled = (gateway: GatewayProcess) =>
  until(
    "the gateway to deliver everything",
    () => gateway.status(),
    (state) => state.waiting === 0 && state.sending === 0,
  );

/** No lead may reach the CMS twice from here on: the test fails at the second copy. */
const forbidDuplicates = () =>
  cms.onDelivery((key, count) => {
    if (count > 1) violations.push(`lead ${key} delivered ${count} times`);
  });

let serial = 0;
const lead = (name: string) => ({
  ...callLead(`${Date.now().toString(36)}-${(serial += 1)}-${"k".repeat(20)}`),
  name,
  attribution: { utm_source: "google", landing_page: `/?utm_source=google&${"x".repeat(200)}` },
});
type Lead = ReturnType<typeof lead>;

type Answer = number | "network error";

async function post(port: number, body: unknown): Promise<Answer> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return "network error";
  }
}

/** As the browser's outbox does: the same lead again after a network error or a 5xx, until it is answered 202. */
async function sendUntilAccepted(port: number, body: Lead, accepted: Set<string>) {
  const deadline = Date.now() + 120_000;
  for (let attempt = 0; ; attempt += 1) {
    const answer = await post(port, body);
    if (answer === 202) return void accepted.add(body.idempotency_key);
    if (answer !== "network error" && answer < 500) throw new Error(`lead answered ${answer}`);
    if (Date.now() > deadline) throw new Error(`lead ${body.idempotency_key} not taken in 2 minutes: ${answer}`);
    await sleep(Math.min(1000, 50 * 2 ** Math.min(attempt, 5)));
  }
}

async function inParallel<T>(items: T[], width: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

function lostAndDuplicated(accepted: Set<string>) {
  const lost = [...accepted].filter((key) => !cms.deliveries.has(key));
  const duplicated = [...cms.deliveries.values()].filter((count) => count > 1).length;
  const strangers = [...cms.deliveries.keys()].filter((key) => !accepted.has(key));
  return { lost, duplicated, strangers };
}

describe("the journal through crashes and a full disk", () => {
  it("SIGKILL while taking 400 leads (the CMS down): every lead answered 202 arrives, none twice", async () => {
    cms.answer(503);
    forbidDuplicates();
    const port = await freePort();
    const dir = path.join(work, "journal");
    let gateway = await startGateway(dir, port);
    const leads = Array.from({ length: 400 }, (_, index) => lead(`Intake ${index}`));
    const accepted = new Set<string>();
    const sending = inParallel(leads, 16, (body) => sendUntilAccepted(port, body, accepted));
    await until(
      "150 leads taken",
      () => accepted.size,
      (size) => size >= 150,
    );
    await kill(gateway);
    gateway = await startGateway(dir, port);
    await sending;
    expect(accepted.size).toBe(400);
    cms.answer(201);
    await settled(gateway);
    expect(lostAndDuplicated(accepted)).toEqual({ lost: [], duplicated: 0, strangers: [] });
  });

  it("SIGKILL while delivering: none lost, at most the leads in flight delivered twice", async () => {
    cms.answer(201, 40);
    const port = await freePort();
    const dir = path.join(work, "journal");
    let gateway = await startGateway(dir, port);
    const leads = Array.from({ length: 300 }, (_, index) => lead(`Delivery ${index}`));
    const accepted = new Set<string>();
    await inParallel(leads, 16, (body) => sendUntilAccepted(port, body, accepted));
    await until(
      "100 deliveries",
      () => cms.deliveries.size,
      (size) => size >= 100,
    );
    await kill(gateway);
    gateway = await startGateway(dir, port);
    await settled(gateway);
    const result = lostAndDuplicated(accepted);
    console.info(
      `SIGKILL while delivering: ${accepted.size} accepted, ${result.lost.length} lost, ${result.duplicated} delivered twice`,
    );
    expect(result.lost).toEqual([]);
    expect(result.strangers).toEqual([]);
    // The gateway POSTs at most 4 leads at once: a lead the CMS took and the journal had not yet marked.
    expect(result.duplicated).toBeLessThanOrEqual(4);
  });

  it("a full disk: leads it cannot keep are answered 507 or 503, and every lead answered 202 survives SIGKILL", async () => {
    // A file system of its own, small enough to fill: tmpfs (root is needed to mount it, as on CI).
    const disk = path.join(work, "small-disk");
    mkdirSync(disk);
    // 16 MB: room for the 1,000 leads and the WAL (up to 4 MB before a checkpoint) once the filler is gone.
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", disk]);
    try {
      cms.answer(503);
      forbidDuplicates();
      const port = await freePort();
      const dir = path.join(disk, "journal");
      let gateway = await startGateway(dir, port);
      const filler = path.join(disk, "filler");
      writeFileSync(filler, Buffer.alloc(15_600 * 1024));
      const leads = Array.from({ length: 1000 }, (_, index) => lead(`Full disk ${index}`));
      const accepted = new Set<string>();
      const refused: Lead[] = [];
      const answers = new Map<Answer, number>();
      await inParallel(leads, 16, async (body) => {
        const answer = await post(port, body);
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
        if (answer === 202) accepted.add(body.idempotency_key);
        else if (answer === 507 || answer === 503) refused.push(body);
        else violations.push(`lead answered ${answer}`);
      });
      console.info(`full disk: ${JSON.stringify(Object.fromEntries(answers))}`);
      expect(violations).toEqual([]);
      expect(accepted.size).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      expect((await fetch(`${gateway.url}/health`)).status).toBe(503);

      // Space returns; the browsers send what was refused again, then the gateway dies without warning.
      rmSync(filler);
      await inParallel(refused, 16, (body) => sendUntilAccepted(port, body, accepted));
      expect(accepted.size).toBe(1000);
      await kill(gateway);
      gateway = await startGateway(dir, port);
      cms.answer(201);
      await settled(gateway);
      expect(lostAndDuplicated(accepted)).toEqual({ lost: [], duplicated: 0, strangers: [] });
    } finally {
      await Promise.all(gateways.splice(0).map((gateway) => gateway.kill("SIGKILL")));
      execFileSync("umount", [disk]);
    }
  });

  it("refuses to start a second gateway on the same journal, and starts on it once the first is killed", async () => {
    const dir = path.join(work, "journal");
    const first = await startGateway(dir, await freePort());
    const second = await refusedGateway(gatewayEnv(dir), await freePort());
    expect(second.code).not.toBe(0);
    expect(second.output).toMatch(/Another lead gateway holds/);
    const accepted = new Set<string>();
    await sendUntilAccepted(Number(new URL(first.url).port), lead("Still taken"), accepted);
    await kill(first);
    const after = await startGateway(dir, await freePort());
    expect((await after.status()).leads.map((row) => row.name)).toEqual(["Still taken"]);
  });
});

describe("a misconfigured CMS", () => {
  it("answers 404 for a while (a wrong LEAD_CMS_URL): 20 leads wait, named cause, none refused; all delivered once when fixed", async () => {
    cms.answer(404);
    forbidDuplicates();
    const port = await freePort();
    const gateway = await startGateway(path.join(work, "journal"), port);
    const leads = Array.from({ length: 20 }, (_, index) => lead(`Misconfigured ${index}`));
    const accepted = new Set<string>();
    await inParallel(leads, 4, (body) => sendUntilAccepted(port, body, accepted));
    const waiting = await until(
      "every lead tried twice",
      async () => {
        const state = await gateway.status();
        if (state.refused > 0) violations.push(`${state.refused} lead(s) refused on a 404`);
        return state;
      },
      (state) => state.leads.every((row) => row.delivery.state === "waiting" && row.delivery.attempts >= 2),
    );
    expect(waiting.lastError).toBe("the CMS answers 404 at /ru/api/invoices/ (no such endpoint): check LEAD_CMS_URL");
    expect(cms.deliveries.size).toBe(0);
    cms.answer(201);
    await settled(gateway);
    expect(lostAndDuplicated(accepted)).toEqual({ lost: [], duplicated: 0, strangers: [] });
    expect((await gateway.status()).refused).toBe(0);
  });
});

describe("hostile bodies at the real process", () => {
  it("answers 400, 413 or 415 and keeps and forwards nothing", async () => {
    const port = await freePort();
    const gateway = await startGateway(path.join(work, "journal"), port);
    const send = (body: string, type = "application/json") =>
      fetch(`${gateway.url}/api/leads`, { method: "POST", headers: { "Content-Type": type }, body }).then(
        (response) => response.status,
      );
    expect(await send(JSON.stringify({ ...lead("Big"), notes: "x".repeat(8 * 1024 * 1024) }))).toBe(413);
    expect(await send(`{"__proto__": {"polluted": true}, "name": "Ion"}`)).toBe(400);
    expect(await send(`${"[".repeat(100_000)}`)).toBe(413);
    expect(await send(JSON.stringify(lead("Plain")), "text/plain")).toBe(415);
    expect(await send(JSON.stringify({ ...lead("Phish"), page: "https://evil.example/" }))).toBe(400);
    const state = await gateway.status();
    expect(state.leads).toHaveLength(0);
    expect(cms.deliveries.size).toBe(0);
    expect(gateway.output()).not.toMatch(/failed:|TypeError|RangeError/);
  });
});
