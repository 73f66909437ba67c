import { IDEMPOTENCY_KEY_FIELD, apiUrl, leadVerdict, parseAnswer, retryAfterMs } from "../../../contract/browser";
import type { Log } from "./lead-storage";
import { endpointOf, type OutboxEntry } from "./outbox-entry";

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
 * django-cors-headers' default settings allows. What the answer means is the content contract's one rule
 * (`leadVerdict`): only a 400 with field errors is a refusal; a network error, a timeout, 5xx (the gateway's 503 and
 * 507 when it cannot keep a lead now) and a misconfiguration's 401, 403, 404, 405 or 410 are worth a retry.
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
    const detail = await response.text().catch(() => "");
    if (leadVerdict(response.status, parseAnswer(detail)) === "retry") {
      return { outcome: "retry", retryAfterMs: retryAfterMs(response.headers.get("Retry-After"), options.now()) };
    }
    options.log(`The service refused lead ${entry.key} with HTTP ${response.status}`, detail);
    return { outcome: "refused" };
  } catch {
    return { outcome: "retry" };
  } finally {
    clearTimeout(timer);
  }
}
