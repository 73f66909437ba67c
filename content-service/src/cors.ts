import type { IncomingMessage } from "node:http";

/**
 * `open`: any origin, any header the site sends (handy for local tools). `strict`: what a Django service with
 * django-cors-headers and its default settings allows: the listed origins only (CORS_ALLOWED_ORIGINS), the default
 * CORS_ALLOW_HEADERS and CORS_ALLOW_METHODS, no exposed headers. A browser sending anything else is refused at the
 * preflight, as production would refuse it.
 */
export type CorsMode = "open" | "strict";

export interface CorsPolicy {
  mode: CorsMode;
  /** Allowed origins in strict mode, e.g. "https://termofort.md". */
  origins: string[];
}

/** django-cors-headers' defaults (corsheaders/defaults.py). */
export const DJANGO_DEFAULT_ALLOW_HEADERS = [
  "accept",
  "authorization",
  "content-type",
  "user-agent",
  "x-csrftoken",
  "x-requested-with",
] as const;
export const DJANGO_DEFAULT_ALLOW_METHODS = ["DELETE", "GET", "OPTIONS", "PATCH", "POST", "PUT"] as const;
/** CORS_PREFLIGHT_MAX_AGE's default. */
const DJANGO_PREFLIGHT_MAX_AGE = "86400";

const OPEN_PREFLIGHT = {
  "Access-Control-Allow-Methods": "GET,POST,OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept-Language",
  "Access-Control-Max-Age": "600",
};

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}

export function isPreflight(req: IncomingMessage): boolean {
  return req.method === "OPTIONS" && req.headers["access-control-request-method"] !== undefined;
}

/** Headers for an answer to `req` (a preflight included), per the policy. */
export function corsHeaders(policy: CorsPolicy, req: IncomingMessage): Record<string, string> {
  if (policy.mode === "open") {
    return { "Access-Control-Allow-Origin": "*", ...(isPreflight(req) ? OPEN_PREFLIGHT : {}) };
  }
  const headers: Record<string, string> = { Vary: "Origin" };
  const origin = req.headers.origin;
  if (!origin) return headers;
  const requested = originOf(origin);
  if (requested === null || !policy.origins.some((allowed) => originOf(allowed) === requested)) return headers;
  headers["Access-Control-Allow-Origin"] = origin;
  if (req.method === "OPTIONS") {
    headers["Access-Control-Allow-Headers"] = DJANGO_DEFAULT_ALLOW_HEADERS.join(", ");
    headers["Access-Control-Allow-Methods"] = DJANGO_DEFAULT_ALLOW_METHODS.join(", ");
    headers["Access-Control-Max-Age"] = DJANGO_PREFLIGHT_MAX_AGE;
  }
  return headers;
}

/** django-cors-headers answers a preflight itself with 200 and an empty body; this service always answered 204. */
export const preflightStatus = (policy: CorsPolicy): number => (policy.mode === "strict" ? 200 : 204);
