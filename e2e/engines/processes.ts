/** Processes, ports and waits of the engine suite: each driver in its own process group, ports from the OS. */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createServer } from "node:net";
import { IDLE_MARK } from "../../src/lib/idle";

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

type Run = <R, A>(fn: (arg: A) => R, arg: A) => Promise<R>;

/**
 * Until the page has done what it does after hydrating: its idle work has started (the site marks it, src/lib/idle.ts)
 * and it has asked for no resource for half a second. Bounded.
 */
export async function settle(run: Run): Promise<void> {
  let last = -1;
  let since = Date.now();
  await waitFor("the page to finish loading", 15_000, async () => {
    const count = await run(
      (mark: string) =>
        document.readyState === "complete" && performance.getEntriesByName(mark).length > 0
          ? performance.getEntriesByType("resource").length
          : -1,
      IDLE_MARK,
    );
    if (count !== last || count < 0) [last, since] = [count, Date.now()];
    return Date.now() - since >= 500 || undefined;
  });
}
