import { spawn } from "node:child_process";
import * as path from "node:path";
import { startContentService } from "../../content-service/src/server";
import { readEnv } from "../../src/config/env";

export const ROOT = path.resolve(__dirname, "..", "..");

export interface ContentSource {
  url: string;
  /** What this run started; null when it reuses a service that was already there. */
  close: (() => Promise<void>) | null;
}

async function isUp(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/__control/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The content service a build reads: CONTENT_API_URL when set (the real remote service), else the embedded one on
 * CONTENT_PORT, started here unless it already runs.
 */
export async function contentSource(options: { quiet?: boolean } = {}): Promise<ContentSource> {
  const env = readEnv();
  if (env.remoteContent) return { url: env.contentApiUrl, close: null };
  const local = `http://localhost:${env.contentPort}`;
  if (await isUp(local)) return { url: local, close: null };
  const service = await startContentService({ port: env.contentPort, host: "127.0.0.1", quiet: options.quiet });
  return { url: `http://localhost:${service.port}`, close: () => service.close() };
}

export function gatsbyBuild(contentApiUrl: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, CONTENT_API_URL: contentApiUrl, GATSBY_TELEMETRY_DISABLED: "1" },
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
