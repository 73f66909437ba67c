/** Processes and ports of the engine suite: each browser and driver in its own process group, ports from the OS. */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createServer } from "node:net";

/** A port the OS has just handed out and taken back (port 0), for a server that cannot be told to take 0 itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface Started {
  process: ChildProcess;
  /** What it printed (stdout and stderr), for the error message when it fails. */
  output(): string;
  /** Ends the whole process group (the driver and the browser it started) and waits for the leader to exit. */
  stop(): Promise<void>;
}

export function start(command: string, args: string[], options: SpawnOptions = {}): Started {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options, detached: true });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // Already gone.
        }
      }
      await exited;
    },
  };
}

/** Polls `check` until it returns a value (not undefined), for at most `timeoutMs`. */
export async function waitFor<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ""}`);
}
