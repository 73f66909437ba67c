/**
 * Forwards every held lead to the CMS's spec endpoint for its kind, with its idempotency key, until the CMS takes it.
 * What an answer means is the content contract's one rule (contract/retry.ts, `leadVerdict`): 2xx is delivered
 * (written down, never sent again), only a 400 with field errors is a refusal (kept, written down, alerted), and
 * everything else (a network error, a timeout, 408, 429, 5xx, and the answers of a misconfigured CMS address or
 * credentials: 401, 403, 404, 405, 410) is retried with the contract's backoff for as long as it takes. The first
 * success after failures makes every waiting lead due at once. CMS delivery failing for longer than the outage
 * setting sends one warning naming the likely cause (at once for a misconfiguration: it will not pass by itself),
 * and the first success after it one all-clear (both kept across restarts).
 *
 * The retries are not p-retry's: a lead's next attempt must outlive the process (the journal holds the lead, the
 * schedule is rebuilt at start) and hundreds of leads share one timer, where p-retry keeps one promise per call.
 */
import {
  LEAD_RETRY,
  MISCONFIGURED_STATUSES,
  apiUrl,
  leadVerdict,
  parseAnswer,
  retryAfterMs,
  retryDelayMs,
} from "../contract";
import type { GatewayConfig } from "./config";
import type { LeadBook, LeadEntry } from "./lead-book";
import { ALERT_WORDS } from "./alert-words";
import { localTime } from "./messages";
import { DueTimer } from "./timer";

const REQUEST_TIMEOUT_MS = 15_000;
/** At most this many POSTs to the CMS at once. */
const CONCURRENCY = 4;

export type Attempt =
  | { outcome: "delivered" | "refused"; status: number; detail: string }
  | { outcome: "retry"; retryAfterMs?: number; error: string; misconfigured: boolean };

/** What the operator should look at when the CMS answers a lead with a misconfiguration's status. */
function likelyCause(status: number, path: string): string {
  const what = MISCONFIGURED_STATUSES[status];
  const fix =
    status === 401 || status === 403 ? "check the CMS's access rules for its lead endpoints" : "check LEAD_CMS_URL";
  return `the CMS answers ${status} at ${path} (${what}): ${fix}`;
}

/** One POST of the lead to the CMS, as the browser's direct mode sends it, plus the key as a header too. */
export async function postToCms(
  config: Pick<GatewayConfig, "cmsUrl" | "siteId">,
  lead: LeadEntry,
  fetchImpl: typeof fetch = fetch,
): Promise<Attempt> {
  const url = apiUrl({ apiUrl: config.cmsUrl, siteId: config.siteId }, lead.endpoint);
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Accept-Language": "ru",
        "Idempotency-Key": lead.key,
      },
      body: JSON.stringify({ ...lead.body, idempotency_key: lead.key }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const detail = (await response.text().catch(() => "")).slice(0, 2000);
    const verdict = leadVerdict(response.status, parseAnswer(detail));
    if (verdict !== "retry") return { outcome: verdict, status: response.status, detail };
    const misconfigured = Object.hasOwn(MISCONFIGURED_STATUSES, response.status);
    return {
      outcome: "retry",
      retryAfterMs: retryAfterMs(response.headers.get("Retry-After"), Date.now()),
      error: misconfigured
        ? likelyCause(response.status, new URL(url).pathname)
        : `HTTP ${response.status} ${detail.slice(0, 200)}`.trim(),
      misconfigured,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { outcome: "retry", error: cause?.code ?? cause?.message ?? (error as Error).message, misconfigured: false };
  }
}

export interface DeliveryOptions {
  config: GatewayConfig;
  book: LeadBook;
  /** Called when a new notice (warning, all-clear, refusal) or a delivery needs the alerts to look again. */
  onNotice: () => void;
  log: (line: string) => void;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export class Delivery {
  private readonly inFlight = new Set<string>();
  /** The attempts under way, for a stop that lets them finish (drain). */
  private readonly running = new Set<Promise<void>>();
  private readonly timer = new DueTimer(() => this.kick(), 50);
  private outageTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The warning, or the end of the outage, is being written (each must go out once). */
  private warning = false;
  private recovering = false;
  private readonly now: () => number;
  /** The last answer the CMS gave, for the page and the health endpoint. */
  lastError: string | null = null;
  lastSuccessAt: number | null = null;

  private readonly policy;

  constructor(private readonly options: DeliveryOptions) {
    this.now = options.now ?? Date.now;
    this.policy = { ...LEAD_RETRY, maxMs: options.config.maxRetryMs };
  }

  /** Starts the next due attempts (at most CONCURRENCY at once) and sets the timer for the one after. */
  kick(): void {
    if (this.stopped) return;
    const now = this.now();
    let next = Infinity;
    for (const lead of this.options.book.pending()) {
      if (this.inFlight.has(lead.key)) continue;
      if (lead.nextAttemptAt > now) {
        next = Math.min(next, lead.nextAttemptAt);
        continue;
      }
      if (this.inFlight.size >= CONCURRENCY) break;
      const attempt = this.attempt(lead);
      this.running.add(attempt);
      void attempt.finally(() => this.running.delete(attempt));
    }
    this.timer.set(next, now);
  }

  private async attempt(lead: LeadEntry) {
    this.inFlight.add(lead.key);
    const { book, config } = this.options;
    try {
      const result = await postToCms(config, lead, this.options.fetchImpl);
      if (result.outcome === "retry") {
        lead.attempts += 1;
        const delay = retryDelayMs(lead.attempts, this.policy, result.retryAfterMs);
        lead.nextAttemptAt = this.now() + delay;
        lead.lastError = result.error;
        this.lastError = result.error;
        this.options.log(
          `lead ${lead.key}: CMS not reached (${result.error}); attempt ${lead.attempts}, next in ${Math.round(delay / 1000)} s`,
        );
        await this.failing(result.misconfigured);
        return;
      }
      await book.settle(
        lead.key,
        result.outcome === "delivered" ? "delivered" : "refused",
        result.status,
        result.detail,
      );
      lead.lastError = null;
      if (result.outcome === "delivered") {
        this.options.log(`lead ${lead.key}: delivered (HTTP ${result.status})`);
        await this.recovered();
      } else {
        this.options.log(
          `lead ${lead.key}: REFUSED by the CMS (HTTP ${result.status}): ${result.detail.slice(0, 300)}`,
        );
        const words = ALERT_WORDS[config.alerts.language];
        const notice = words.refused({
          name: String(lead.body?.name ?? ""),
          phone: String(lead.body?.phone ?? ""),
          kind: words.kinds[lead.kind] ?? lead.kind,
          status: result.status,
          received: localTime(lead.acceptedAt, words),
          key: lead.key,
          detail: result.detail.slice(0, 1000),
        });
        await book.addNotice("refused", notice.subject, notice.text);
        this.options.onNotice();
      }
    } catch (error) {
      // The journal could not record the outcome: the lead stays pending and goes again (the CMS's key makes the
      // repeat one lead).
      this.options.log(`lead ${lead.key}: recording the outcome failed: ${(error as Error).message}`);
      lead.nextAttemptAt = this.now() + retryDelayMs(Math.max(1, lead.attempts), this.policy);
    } finally {
      this.inFlight.delete(lead.key);
      this.kick();
    }
  }

  /**
   * The outage starts at the first failure after a success; the warning follows outageMs later if it lasts, or at
   * once when the CMS's answer says it is misconfigured.
   */
  private async failing(misconfigured: boolean) {
    const { book } = this.options;
    if (book.outage.since === null) await book.setOutage({ since: this.now(), warned: false });
    this.checkOutage(misconfigured);
  }

  /** Sends the warning once the outage has lasted outageMs with leads waiting; re-checked on a timer. */
  checkOutage(now = false): void {
    const { book, config } = this.options;
    clearTimeout(this.outageTimer);
    const { since, warned } = book.outage;
    if (since === null || warned || this.stopped || this.warning) return;
    const due = now ? since : since + config.alerts.outageMs;
    if (this.now() < due) {
      this.outageTimer = setTimeout(() => this.checkOutage(), due - this.now() + 50);
      this.outageTimer.unref();
      return;
    }
    const pending = book.pending();
    // Nothing waits (the failures ended in refusals): delivery is not failing, and a later failure starts anew.
    if (pending.length === 0) return void book.setOutage({ since: null, warned: false }).catch(() => undefined);
    void this.warn(since, pending);
  }

  private async warn(since: number, pending: LeadEntry[]) {
    const { book } = this.options;
    const seconds = Math.round((this.now() - since) / 1000);
    this.warning = true;
    try {
      await book.setOutage({ since, warned: true });
    } finally {
      this.warning = false;
    }
    const words = ALERT_WORDS[this.options.config.alerts.language];
    const notice = words.warning({
      lasting: seconds < 120 ? words.seconds(seconds) : words.minutes(Math.round(seconds / 60)),
      since: localTime(since, words),
      waiting: pending.length,
      oldest: localTime(pending[0]!.acceptedAt, words),
      lastError: this.lastError ?? "–",
    });
    await book.addNotice("warning", notice.subject, notice.text);
    this.options.log(`WARNING: CMS delivery failing since ${new Date(since).toISOString()}; ${pending.length} waiting`);
    this.options.onNotice();
  }

  private async recovered() {
    const { book } = this.options;
    this.lastSuccessAt = this.now();
    this.lastError = null;
    const { since, warned } = book.outage;
    // Several deliveries succeed at once after an outage: the first one ends it, and sends the one all-clear.
    if (since === null || this.recovering) return;
    this.recovering = true;
    try {
      await book.setOutage({ since: null, warned: false });
    } finally {
      this.recovering = false;
    }
    // The CMS answers again: what waits for its backoff goes now.
    for (const lead of book.pending()) lead.nextAttemptAt = 0;
    if (warned) {
      const words = ALERT_WORDS[this.options.config.alerts.language];
      const notice = words.allClear({ now: localTime(this.now(), words), since: localTime(since, words) });
      await book.addNotice("all-clear", notice.subject, notice.text);
      this.options.log("all-clear: the CMS takes leads again");
      this.options.onNotice();
    }
  }

  stop(): void {
    this.stopped = true;
    this.timer.stop();
    clearTimeout(this.outageTimer);
  }

  /**
   * Waits for the attempts under way to end and their outcome to be written (a POST ends within its 15 s timeout).
   * A stop that did not wait would forward a lead the CMS had already taken once more after the restart: one lead
   * twice at a CMS without the idempotency rule (integration/upgrade.test.ts restarts the gateway under a stream).
   */
  async drain(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  get attempting(): number {
    return this.inFlight.size;
  }
}
