import { IDEMPOTENCY_KEY_FIELD, apiUrl } from "../../../contract/browser";
import type { Log } from "./lead-storage";
import { endpointOf, type OutboxEntry } from "./outbox-entry";

export const MAX_BACKOFF_MS = 5 * 60_000;

/** Exponential backoff from 2 s, at most 5 minutes, with up to 20% jitter so that tabs and visitors spread out. */
export function retryDelay(attempts: number): number {
  const base = Math.min(2000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return base + Math.floor(Math.random() * base * 0.2);
}

export interface PostOptions {
  apiUrl: string;
  siteId: string;
  /** The site's own lead endpoint (/api/leads); null: straight to the CMS's endpoint (LEAD_DELIVERY=direct). */
  gateway: string | null;
  fetchImpl: typeof fetch;
  timeoutMs: number;
  now: () => number;
  log: Log;
}

export type PostOutcome = { outcome: "ok" | "retry" | "refused"; retryAfterMs?: number };

/** Where an attempt goes and what it carries: the gateway takes every kind at one address and routes by the kind. */
function request(options: PostOptions, entry: OutboxEntry): { url: string; body: Record<string, unknown> } {
  const body = { ...entry.body, [IDEMPOTENCY_KEY_FIELD]: entry.key };
  if (options.gateway) return { url: options.gateway, body: { request_kind: entry.kind, ...body } };
  return { url: apiUrl(options, endpointOf(entry.kind)), body };
}

/**
 * One attempt to deliver a lead, to the site's gateway or (direct mode) the CMS: its key in the body as
 * `idempotency_key`, and only CORS-safelisted headers plus Content-Type, which a Django service with
 * django-cors-headers' default settings allows. A network error, a timeout, 408, 429 and 5xx are worth a retry
 * (the gateway answers 507 or 503 when it cannot keep a lead now); any other 4xx is a refusal retrying cannot fix.
 */
export async function postLead(options: PostOptions, entry: OutboxEntry): Promise<PostOutcome> {
  const { url, body } = request(options, entry);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await options.fetchImpl(url, {
      method: "POST",
      // Accept-Language is safelisted for values like "ru"; anything custom would need the service's permission.
      headers: { "Content-Type": "application/json", "Accept-Language": "ru" },
      body: JSON.stringify(body),
      signal: controller.signal,
      keepalive: true,
    });
    if (response.ok) return { outcome: "ok" };
    if (response.status === 408 || response.status === 429 || response.status >= 500) {
      return { outcome: "retry", retryAfterMs: retryAfter(response.headers.get("Retry-After"), options.now()) };
    }
    const detail = await response.text().catch(() => "");
    options.log(`The service refused lead ${entry.key} with HTTP ${response.status}`, detail);
    return { outcome: "refused" };
  } catch {
    return { outcome: "retry" };
  } finally {
    clearTimeout(timer);
  }
}

/** Retry-After as seconds or an HTTP date; the service may only expose it if CORS lets the page read it. */
function retryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
