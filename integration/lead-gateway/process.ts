/**
 * The lead gateway as production runs it: its own process (`npm run lead-gateway`), here with the settings a test
 * gives, so that a test can kill it (SIGKILL included) and start it again on the same journal.
 */
import { spawn, type ChildProcess } from "node:child_process";
import * as path from "node:path";
import type { GatewayStatus } from "../../lead-gateway";

const ROOT = path.resolve(__dirname, "..", "..");
export const GATEWAY_TOKEN = "integration-token";

/** A call request as the site's form sends it, with the key given (the tests name their leads by it). */
export const callLead = (key: string) => ({
  request_kind: "call",
  type: "Заявка на обратный звонок",
  name: `Visitor ${key}`,
  phone: "+373 (69) 123-456",
  site: "termofort",
  page: "/contacts",
  idempotency_key: key,
});

export interface GatewayProcess {
  url: string;
  output: () => string;
  status: () => Promise<GatewayStatus>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

function spawnGateway(env: Record<string, string>, port: number): ChildProcess {
  // One process (node with tsx's loader, not the tsx command, which runs node as a child): a SIGKILL kills the
  // gateway itself, as a crash or the OOM killer would.
  return spawn(process.execPath, ["--import", "tsx", "scripts/lead-gateway.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      LEAD_GATEWAY_PORT: String(port),
      LEAD_GATEWAY_HOST: "127.0.0.1",
      LEAD_GATEWAY_TOKEN: GATEWAY_TOKEN,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** A gateway expected to refuse to start: its exit code and output (it fails the test at once if it listens). */
export function refusedGateway(
  env: Record<string, string>,
  port: number,
): Promise<{ code: number | null; output: string }> {
  const child = spawnGateway(env, port);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const listening = setInterval(() => {
      if (!output.includes("listening on")) return;
      clearInterval(listening);
      child.kill("SIGKILL");
      reject(new Error(`A second gateway started on the same journal:\n${output}`));
    }, 20);
    child.on("exit", (code) => {
      clearInterval(listening);
      resolve({ code, output });
    });
  });
}

export async function startGatewayProcess(env: Record<string, string>, port: number): Promise<GatewayProcess> {
  const child = spawnGateway(env, port);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${url}/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The gateway did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output: () => output,
    status: async () => {
      const response = await fetch(`${url}/leads.json`, { headers: { Authorization: `Bearer ${GATEWAY_TOKEN}` } });
      return (await response.json()) as GatewayStatus;
    },
    kill: (signal) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}
