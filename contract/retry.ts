/**
 * One retry policy for every client of the content service and of the site's lead gateway (the browser's outbox, the
 * gateway's delivery to the CMS and its alerts, the source plugin): which answers are worth another attempt, the
 * backoff between attempts (exponential, with jitter so that clients spread out) and `Retry-After`. No
 * dependencies: the browser imports it.
 */

export interface RetryPolicy {
  /** The wait after the first failure; it doubles with each further one. */
  firstMs: number;
  /** The longest wait between two attempts, `Retry-After` included. */
  maxMs: number;
  /** Up to this share of the wait is added at random. */
  jitter: number;
}

/** A lead: the browser's outbox and the gateway's delivery (its ceiling is LEAD_GATEWAY_RETRY_MAX_SECONDS). */
export const LEAD_RETRY: RetryPolicy = { firstMs: 2000, maxMs: 5 * 60_000, jitter: 0.2 };
/** An alert to the sales team (e-mail, Telegram). */
export const ALERT_RETRY: RetryPolicy = { firstMs: 5000, maxMs: 5 * 60_000, jitter: 0.2 };
/** A content GET during a build: a few quick attempts, then the build reports the failure. */
export const CONTENT_RETRY: RetryPolicy = { firstMs: 300, maxMs: 30_000, jitter: 0.25 };

/** Answers that a later attempt of the same request may get past: a timeout, a rate limit, a server error. */
export const isTransientStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;

/**
 * Answers that say the address, the route or the credentials are wrong, not the lead: a wrong `LEAD_CMS_URL`, a
 * maintenance page, an expired token. A lead answered so waits and is sent again once it is fixed.
 */
export const MISCONFIGURED_STATUSES: Readonly<Record<number, string>> = {
  401: "the CMS asks for credentials",
  403: "the CMS forbids the request",
  404: "no such endpoint",
  405: "the endpoint does not take POST",
  410: "the endpoint is gone",
};

/** What became of one lead POST: taken, refused for good (the visitor must be told), or to be sent again. */
export type LeadVerdict = "delivered" | "refused" | "retry";

/** DRF's field errors (`{"phone": ["Enter a valid phone number."]}`), not a `{"detail": ...}` or an HTML page. */
export function isFieldErrors(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  return Object.entries(body).some(([field, value]) => field !== "detail" && Array.isArray(value));
}

/**
 * The one rule for a lead's answer, from the CMS or the site's gateway: 2xx is delivered; only a 400 with field
 * errors is a refusal (the lead itself is wrong, and sending it again cannot help); everything else waits and is
 * sent again: a network error, 408, 429, 5xx, and the answers of a misconfiguration (401, 403, 404, 405, 410, a
 * proxy's 400 page), which must not turn a day of leads into refusals.
 */
export function leadVerdict(status: number, body: unknown): LeadVerdict {
  if (status >= 200 && status < 300) return "delivered";
  if (status === 400 && isFieldErrors(body)) return "refused";
  return "retry";
}

/** The answer's body as JSON, or null (an HTML page, an empty body). */
export function parseAnswer(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait before attempt `failures + 1` after `failures` failed ones (1 or more): the backoff with its jitter, or
 * the server's `Retry-After` when that is longer, never past the policy's ceiling.
 */
export function retryDelayMs(
  failures: number,
  policy: RetryPolicy,
  retryAfter?: number,
  random: () => number = Math.random,
): number {
  const base = Math.min(policy.firstMs * 2 ** Math.max(0, failures - 1), policy.maxMs);
  const backoff = base + Math.floor(random() * base * policy.jitter);
  return Math.min(Math.max(backoff, retryAfter ?? 0), policy.maxMs);
}
