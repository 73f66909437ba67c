/** What the integration tests share: free ports, the repository's scripts as processes, and the served build. */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import * as path from "node:path";
import type { ServerManifest } from "../server/manifest";

export const ROOT = path.resolve(__dirname, "..");

/** What the site's nginx needs of a release to start: a manifest with nothing in it but the production origins. */
export const BARE_MANIFEST: ServerManifest = {
  redirects: [],
  scriptHashes: [],
  siteUrl: "https://termofort.md",
  contentApiUrl: "https://cms.termofort.md",
  liveChatScriptUrl: "",
  crmFormScriptUrl: "",
  analytics: { gtm: false, yandex: false },
};
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A string as a literal part of a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A copy of this checkout's files (tracked and new, as git lists them; node_modules linked, not copied), for a test
 * that edits the site's source as a deploy would: it must never write into the checkout the suite runs from.
 */
export function copyCheckout(): string {
  const copy = mkdtempSync(path.join(tmpdir(), "checkout-"));
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT });
  for (const file of listed.toString("utf8").split("\0").filter(Boolean)) {
    const target = path.join(copy, file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      copyFileSync(path.join(ROOT, file), target);
    } catch (error) {
      // A tracked file deleted in the working tree is not part of it.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

/** Runs one of the repository's scripts to its end, with its output. */
export function runScript(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

export interface ServedSite {
  stop: () => Promise<void>;
}

/** `npm run serve` of public/ on `port` (nginx when installed, as in production), proxying leads to the gateway. */
export async function serveBuild(port: number, gatewayPort: number): Promise<ServedSite> {
  const server: ChildProcess = spawn(TSX, ["scripts/serve.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_ROOT: path.join(ROOT, "public"),
      LEAD_GATEWAY_PORT: String(gatewayPort),
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`http://localhost:${port}`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error("the site did not start");
    await sleep(500);
  }
  return {
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.on("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    },
  };
}
