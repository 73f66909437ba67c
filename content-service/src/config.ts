import * as path from "node:path";
import { parseFaultRules, type FaultRule } from "./faults";

/** Repository root: content-service/src/ sits two levels below it. */
export const REPO_ROOT = path.resolve(__dirname, "..", "..");

export interface ContentServiceOptions {
  /** 0 = a random free port. */
  port?: number;
  host?: string;
  dataDir?: string;
  mediaDir?: string;
  leadsFile?: string;
  faults?: FaultRule[];
  pageSize?: number;
  quiet?: boolean;
  /** Origin used for absolute URLs; otherwise taken from the Host header. */
  publicUrl?: string;
}

export type ResolvedOptions = Required<Omit<ContentServiceOptions, "publicUrl">> & { publicUrl?: string };

type Env = Record<string, string | undefined>;

/** Explicit options win, then the environment (so in-process users honour it too), then defaults. */
export function resolveOptions(options: ContentServiceOptions = {}, env: Env = process.env): ResolvedOptions {
  return {
    port: options.port ?? envInt(env, "CONTENT_PORT", 0) ?? 8000,
    host: options.host ?? env.CONTENT_HOST ?? "127.0.0.1",
    dataDir: path.resolve(options.dataDir ?? env.CONTENT_DATA_DIR ?? path.join(REPO_ROOT, "content-service", "data")),
    mediaDir: path.resolve(
      options.mediaDir ?? env.CONTENT_MEDIA_DIR ?? path.join(REPO_ROOT, "content-service", "media"),
    ),
    leadsFile: path.resolve(options.leadsFile ?? env.LEADS_FILE ?? path.join(REPO_ROOT, "var", "leads.jsonl")),
    faults: options.faults ?? envFaults(env),
    pageSize: options.pageSize ?? envInt(env, "BLOG_PAGE_SIZE", 1) ?? 6,
    quiet: options.quiet ?? env.CONTENT_QUIET === "1",
    publicUrl: trimSlash(options.publicUrl ?? env.CONTENT_PUBLIC_URL),
  };
}

function envInt(env: Env, name: string, min: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function envFaults(env: Env): FaultRule[] {
  const raw = env.CONTENT_FAULTS;
  if (raw === undefined || raw.trim() === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new Error(`CONTENT_FAULTS is not valid JSON: ${(error as Error).message}`);
  }
  return parseFaultRules(parsed);
}

function trimSlash(url: string | undefined): string | undefined {
  return url === undefined || url === "" ? undefined : url.replace(/\/+$/, "");
}
