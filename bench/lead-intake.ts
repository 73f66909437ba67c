/**
 * `npm run bench:lead-intake -- --base <checkout>`: how fast the lead gateway takes leads, against how fast the disk
 * under its journal can flush. It measures the disk's own fdatasync rate in the journal's folder, then sends
 * `--leads` leads (3,000) with `--concurrency` (64) at once to a gateway process of this checkout and of the base
 * checkout (another version, e.g. the hand-written JSON-lines journal: a checkout with its dependencies installed),
 * alternating them for `--rounds` rounds, each on a fresh journal, with a CMS stand-in that answers 201 at once.
 * Prints, per run: accepted leads per second, the p50 and p99 time to the 202, leads per fdatasync the disk could do
 * in that time (above 1: several leads share one flush), the journal's commits when the last lead was answered (this
 * checkout's gateway counts them; deliveries are commits too), and that every lead reached the CMS exactly once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import * as path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "../scripts/lib/content";

const { values: args } = parseArgs({
  options: {
    base: { type: "string" },
    leads: { type: "string", default: "3000" },
    concurrency: { type: "string", default: "64" },
    rounds: { type: "string", default: "2" },
    dir: { type: "string", default: tmpdir() },
  },
});
const LEADS = Number(args.leads);
const CONCURRENCY = Number(args.concurrency);
const ROUNDS = Number(args.rounds);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the disk under `dir` can do: small writes each followed by fdatasync, for two seconds. */
function fdatasyncRate(dir: string): number {
  const file = path.join(mkdtempSync(path.join(dir, "fsync-")), "probe");
  const fd = openSync(file, "w");
  const record = Buffer.alloc(600, "x");
  const started = performance.now();
  let count = 0;
  try {
    while (performance.now() - started < 2000) {
      writeSync(fd, record);
      fsyncSync(fd);
      count += 1;
    }
  } finally {
    closeSync(fd);
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
  return count / ((performance.now() - started) / 1000);
}

async function countingCms() {
  const deliveries = new Map<string, number>();
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const key = String((JSON.parse(text) as { idempotency_key?: string }).idempotency_key);
      deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
      response.writeHead(201, { "Content-Type": "application/json" });
      response.end('{"id":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deliveries,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function startGateway(checkout: string, env: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/lead-gateway.ts"], {
    cwd: checkout,
    env: { ...process.env, LEAD_GATEWAY_HOST: "127.0.0.1", LEAD_GATEWAY_TOKEN: "bench", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${env.LEAD_GATEWAY_PORT}`;
  for (const deadline = Date.now() + 60_000; ; await sleep(100)) {
    if (
      await fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The gateway in ${checkout} did not start:\n${errors}`);
  }
  return { url, stop: () => child.kill("SIGKILL") };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const lead = (run: string, index: number) => ({
  request_kind: index % 4 === 3 ? "calculator" : "call",
  type: "Заявка на обратный звонок",
  name: `Bench ${index}`,
  phone: "+373 (69) 123-456",
  site: "termofort",
  page: "/contacts",
  idempotency_key: `${run}-${index}-00000000-0000-0000-0000-000000000000`,
  attribution: { utm_source: "google", gclid: "C".repeat(90), landing_page: "/?utm_source=google" },
  ...(index % 4 === 3 ? { window: { product: "window", width: 1300, height: 1400, quantity: 1 } } : {}),
});

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

async function run(label: string, checkout: string, fsyncsPerSecond: number) {
  const cms = await countingCms();
  const dir = mkdtempSync(path.join(args.dir!, "lead-intake-"));
  const port = await freePort();
  const gateway = await startGateway(checkout, {
    LEAD_GATEWAY_PORT: String(port),
    LEAD_GATEWAY_DIR: dir,
    LEAD_CMS_URL: cms.url,
    SITE_URL: "https://termofort.md",
    LEAD_GATEWAY_RATE_LIMIT: "10000000",
  });
  const times: number[] = [];
  const failures = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LEADS) {
        const body = JSON.stringify(lead(label, next++));
        const sent = performance.now();
        const response = await fetch(`${gateway.url}/api/leads`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body,
        });
        await response.arrayBuffer();
        times.push(performance.now() - sent);
        if (response.status !== 202)
          failures.set(String(response.status), (failures.get(String(response.status)) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // This checkout's gateway counts its transactions; the base's may not.
  const commits = await fetch(`${gateway.url}/leads.json`, { headers: { Authorization: "Bearer bench" } })
    .then((response) => response.json() as Promise<{ journalCommits?: number }>)
    .then(
      (status) => status.journalCommits ?? null,
      () => null,
    );
  for (const deadline = Date.now() + 120_000; cms.deliveries.size < LEADS && Date.now() < deadline;) await sleep(100);
  const delivered = cms.deliveries.size;
  const twice = [...cms.deliveries.values()].filter((count) => count > 1).length;
  gateway.stop();
  await cms.close();
  rmSync(dir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  const perSecond = LEADS / seconds;
  return {
    label,
    perSecond,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    leadsPerFsync: perSecond / fsyncsPerSecond,
    commits,
    refused: Object.fromEntries(failures),
    delivered,
    twice,
  };
}

async function main() {
  const checkouts: Array<[string, string]> = [["this checkout", ROOT]];
  if (args.base) checkouts.unshift(["base", path.resolve(args.base)]);
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}; journal folder ${args.dir}`,
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    const fsyncs = fdatasyncRate(args.dir!);
    console.log(`round ${round}: the disk does ${fsyncs.toFixed(0)} fdatasync/s (600-byte writes)`);
    for (const [label, checkout] of checkouts) {
      const result = await run(`${label.replace(/\W+/g, "-")}-${round}`, checkout, fsyncs);
      console.log(
        `  ${label.padEnd(14)} ${result.perSecond.toFixed(0).padStart(5)} leads/s  p50 ${result.p50.toFixed(0)} ms  ` +
          `p99 ${result.p99.toFixed(0)} ms  ${result.leadsPerFsync.toFixed(2)} leads per fdatasync  ` +
          `delivered ${result.delivered}/${LEADS}, twice ${result.twice}` +
          (result.commits !== null ? `  ${result.commits} commits by then` : "") +
          (Object.keys(result.refused).length ? `  not 202: ${JSON.stringify(result.refused)}` : ""),
      );
    }
  }
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
