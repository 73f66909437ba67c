import { ValidationError, type Schema } from "yup";
import { DEFAULTS, type Locale } from "./constants";
import { ContentContractError, ContentFetchError, type RequestTarget } from "./errors";

export interface ClientOptions {
  baseUrl: string;
  siteId: string;
  timeoutMs?: number;
  /** Further attempts after the first one fails with a network error, a timeout, 5xx or 429. */
  retries?: number;
  concurrency?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (message: string) => void;
}

export interface GetOptions {
  query?: Record<string, string | number>;
  /** A 404 answers null instead of failing: the endpoint is an optional section. */
  optional?: boolean;
}

const RETRYABLE_STATUS = (status: number) => status === 429 || status >= 500;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Bounded concurrency without a dependency: callers queue for one of `limit` slots. */
function createLimiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

export function backoffDelay(attempt: number, retryAfterHeader?: string | null): number {
  const retryAfter = retryAfterHeader ? Number(retryAfterHeader) : NaN;
  if (Number.isFinite(retryAfter) && retryAfter >= 0) return Math.min(retryAfter * 1000, 30_000);
  const base = 300 * 2 ** attempt;
  return base + Math.floor(Math.random() * base * 0.25);
}

export type ContentClient = ReturnType<typeof createContentClient>;

export function createContentClient(options: ClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const retries = options.retries ?? DEFAULTS.retries;
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const limit = createLimiter(options.concurrency ?? DEFAULTS.concurrency);

  function urlFor(locale: Locale, endpoint: string, query: GetOptions["query"] = {}): string {
    const url = new URL(`${baseUrl}/${locale}/api/${endpoint.replace(/^\/+/, "")}`);
    url.searchParams.set("site_url", options.siteId);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return url.toString();
  }

  /** One attempt. Resolves to the parsed body, or null for an optional 404; throws ContentFetchError otherwise. */
  async function attempt(target: RequestTarget, url: string, optional: boolean): Promise<{ body: unknown } | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { Accept: "application/json", "Accept-Language": "ru" },
        signal: controller.signal,
      });
    } catch (error) {
      const detail = controller.signal.aborted
        ? `no answer within ${timeoutMs} ms`
        : `network error: ${(error as Error).message}`;
      throw new RetryableError(new ContentFetchError(target, null, detail));
    } finally {
      clearTimeout(timer);
    }
    if (response.status === 404 && optional) return null;
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new RetryableError(
        new ContentFetchError(target, response.status, `body cut off: ${(error as Error).message}`),
      );
    }
    if (!response.ok) {
      const failure = new ContentFetchError(target, response.status, text.slice(0, 200) || response.statusText);
      if (RETRYABLE_STATUS(response.status)) {
        throw new RetryableError(failure, response.headers.get("retry-after"));
      }
      throw failure;
    }
    try {
      return { body: JSON.parse(text) as unknown };
    } catch {
      // A half-sent body looks the same as a broken one: retry, then report it as malformed.
      throw new RetryableError(new ContentFetchError(target, response.status, `malformed JSON: ${text.slice(0, 80)}`));
    }
  }

  async function request(target: RequestTarget, url: string, optional: boolean): Promise<unknown | null> {
    for (let attemptNo = 0; ; attemptNo += 1) {
      try {
        const result = await limit(() => attempt(target, url, optional));
        return result === null ? null : result.body;
      } catch (error) {
        if (!(error instanceof RetryableError)) throw error;
        if (attemptNo >= retries) throw error.cause;
        const delay = backoffDelay(attemptNo, error.retryAfter);
        options.onRetry?.(`${error.cause.message}; retry ${attemptNo + 1} of ${retries} in ${delay} ms`);
        await sleep(delay);
      }
    }
  }

  /** GET `/{locale}/api/{endpoint}` and validate the answer against `schema`. */
  async function get<T>(
    locale: Locale,
    endpoint: string,
    schema: Schema<T>,
    opts: GetOptions & { optional: true },
  ): Promise<T | null>;
  async function get<T>(locale: Locale, endpoint: string, schema: Schema<T>, opts?: GetOptions): Promise<T>;
  async function get<T>(locale: Locale, endpoint: string, schema: Schema<T>, opts: GetOptions = {}): Promise<T | null> {
    const target: RequestTarget = { endpoint: `/${locale}/api/${endpoint}`, locale };
    const body = await request(target, urlFor(locale, endpoint, opts.query), opts.optional ?? false);
    if (body === null && opts.optional) return null;
    return validate(target, schema, body);
  }

  /** Media URLs may come root-relative; the build downloads them, so they must be absolute. */
  function absoluteUrl(value: string): string {
    return new URL(value, `${baseUrl}/`).toString();
  }

  return { get, absoluteUrl, urlFor };
}

export function validate<T>(target: RequestTarget, schema: Schema<T>, body: unknown): T {
  try {
    return schema.validateSync(body, { abortEarly: true });
  } catch (error) {
    if (error instanceof ValidationError) throw ContentContractError.fromValidation(target, error);
    throw error;
  }
}

class RetryableError extends Error {
  constructor(
    override readonly cause: ContentFetchError,
    readonly retryAfter: string | null = null,
  ) {
    super(cause.message);
  }
}
