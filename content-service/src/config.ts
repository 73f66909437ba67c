import * as path from "node:path";
import { DEFAULT_PORTS } from "../../contract";
import type { CorsMode, CorsPolicy } from "./cors";
import { parseFaultRules, type FaultRule } from "./faults";
import type { IdempotencyLimits } from "./leads";
import type { RateLimit } from "./rate-limit";

/** Where the embedded service listens unless CONTENT_PORT or an option moves it (the site's build reads it there). */
export const DEFAULT_CONTENT_PORT = DEFAULT_PORTS.content;

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
  cors?: CorsPolicy;
  /** Lead POSTs per client address and window. */
  leadRateLimit?: RateLimit;
  idempotency?: IdempotencyLimits;
}

/** Generous: a shop's office behind one address, the e2e suite and the soak benchmark stay well under it. */
export const DEFAULT_LEAD_RATE_LIMIT: RateLimit = { max: 600, windowMs: 60_000 };
/** Covers the site's outbox (which gives up after 7 days) with a day to spare. */
export const DEFAULT_IDEMPOTENCY: IdempotencyLimits = { maxKeys: 100_000, ttlMs: 8 * 24 * 60 * 60_000 };

export type ResolvedOptions = Required<Omit<ContentServiceOptions, "publicUrl">> & { publicUrl?: string };

type Env = Record<string, string | undefined>;

/**
 * The service's configuration, checked once when it starts: explicit options win, then the environment (so
 * in-process users honour it too), then defaults. Nothing else in the service reads the environment.
 */
export function resolveOptions(options: ContentServiceOptions = {}, env: Env = process.env): ResolvedOptions {
  return {
    port: options.port ?? envInt(env, "CONTENT_PORT", 0) ?? DEFAULT_CONTENT_PORT,
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
    cors: options.cors ?? envCors(env),
    leadRateLimit: options.leadRateLimit ?? envRateLimit(env),
    idempotency: options.idempotency ?? {
      maxKeys: envInt(env, "CONTENT_IDEMPOTENCY_KEYS", 1) ?? DEFAULT_IDEMPOTENCY.maxKeys,
      ttlMs: DEFAULT_IDEMPOTENCY.ttlMs,
    },
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

function envCors(env: Env): CorsPolicy {
  const mode = (env.CONTENT_CORS?.trim() || "open") as CorsMode;
  if (mode !== "open" && mode !== "strict") throw new Error(`CONTENT_CORS must be open or strict, got "${mode}"`);
  const origins = (env.CONTENT_CORS_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  return { mode, origins };
}

/** CONTENT_LEAD_RATE_LIMIT: "<requests>/<seconds>", or 0 for no limit. */
function envRateLimit(env: Env): RateLimit {
  const raw = env.CONTENT_LEAD_RATE_LIMIT?.trim();
  if (!raw) return DEFAULT_LEAD_RATE_LIMIT;
  if (raw === "0") return { max: 0, windowMs: DEFAULT_LEAD_RATE_LIMIT.windowMs };
  const match = /^(\d+)\/(\d+)$/.exec(raw);
  if (!match || Number(match[2]) === 0) {
    throw new Error(`CONTENT_LEAD_RATE_LIMIT must be "<requests>/<seconds>" (e.g. 600/60) or 0, got "${raw}"`);
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

function trimSlash(url: string | undefined): string | undefined {
  return url === undefined || url === "" ? undefined : url.replace(/\/+$/, "");
}
