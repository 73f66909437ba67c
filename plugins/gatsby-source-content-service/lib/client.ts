import pLimit from "p-limit";
import { ValidationError, type Schema } from "yup";
import type { CachedAnswer, ConditionalCache } from "./conditional-cache";
import { DEFAULTS } from "./constants";
import { type Locale } from "../../../contract";
import {
  ANSWERS,
  CONTENT_RETRY,
  ENDPOINTS,
  isTransientStatus,
  retryAfterMs,
  retryDelayMs,
  apiUrl,
  endpointPath,
  type EndpointParams,
  type GetEndpointName,
  type ResultOf,
} from "../../../contract";
import { ContentContractError, ContentFetchError, type RequestTarget } from "./errors";
import { HttpTimeoutError, createKeepAliveHttpGet, type HttpGet, type HttpResponse } from "./http-get";

export interface ClientOptions {
  baseUrl: string;
  siteId: string;
  timeoutMs?: number;
  /** Further attempts after the first one fails with a network error, a timeout, 408, 429 or 5xx. */
  retries?: number;
  concurrency?: number;
  /** The transport (fetch fits); by default undici on its own keep-alive pool (http-get.ts), closed by `close()`. */
  fetchImpl?: HttpGet;
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (message: string) => void;
  /** Validators and checked values of earlier answers, for conditional requests (conditional-cache.ts). */
  conditional?: ConditionalCache;
}

export interface GetOptions {
  query?: Record<string, string | number>;
  /** A 404 answers null instead of failing: the endpoint is an optional section. */
  optional?: boolean;
}

/** A request of a contract endpoint: its path parameters and query. */
export interface EndpointRequest<N extends GetEndpointName> {
  params?: EndpointParams<N>;
  query?: Record<string, string | number>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A Last-Modified that If-Modified-Since can be trusted with: dates have one-second granularity, so one within a
 * second of the answer's Date could hide a second edit in the same second (RFC 9110 8.8.2.2). Used only when the
 * answer has no ETag.
 */
export function usableLastModified(headers: { get(name: string): string | null }): string | undefined {
  const lastModified = headers.get("last-modified");
  const date = Date.parse(headers.get("date") ?? "");
  const modified = Date.parse(lastModified ?? "");
  return lastModified && Number.isFinite(date) && Number.isFinite(modified) && date - modified >= 1000
    ? lastModified
    : undefined;
}

type Answer = { body: unknown; etag?: string; lastModified?: string } | { notModified: true } | null;

export type ContentClient = ReturnType<typeof createContentClient>;

export function createContentClient(options: ClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const retries = options.retries ?? DEFAULTS.retries;
  const concurrency = options.concurrency ?? DEFAULTS.concurrency;
  const ownTransport = options.fetchImpl ? undefined : createKeepAliveHttpGet({ maxSockets: concurrency });
  const fetchImpl: HttpGet = options.fetchImpl ?? ownTransport!;
  const sleep = options.sleep ?? defaultSleep;
  const limit = pLimit(concurrency);
  const conditional = options.conditional;
  /** Values answered from the conditional cache in this build (a 304). */
  const reused = new WeakSet<object>();
  const counts = { requests: 0, notModified: 0 };
  /** Requests the service answered with a redirect (followed): each costs a second request, and names a path to fix. */
  const redirects = new Map<string, string>();

  function pathUrl(locale: Locale, path: string, query: GetOptions["query"] = {}): string {
    const url = new URL(`${baseUrl}/${locale}/api/${path.replace(/^\/+/, "")}`);
    url.searchParams.set("site_url", options.siteId);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return url.toString();
  }

  /** The URL of a contract endpoint's request (what the conditional cache keys its answers by). */
  function urlFor<N extends GetEndpointName>(locale: Locale, name: N, request: EndpointRequest<N> = {}): string {
    return apiUrl({ apiUrl: baseUrl, siteId: options.siteId }, name, locale, request.params, request.query);
  }

  /**
   * One attempt. Resolves to the parsed body with its validators, `notModified` for a 304 to the validators of
   * `cached`, or null for an optional 404; throws ContentFetchError otherwise.
   */
  async function attempt(
    target: RequestTarget,
    url: string,
    optional: boolean,
    cached: CachedAnswer | undefined,
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": "ru" };
    if (cached?.etag) headers["If-None-Match"] = cached.etag;
    else if (cached?.lastModified) headers["If-Modified-Since"] = cached.lastModified;
    // The whole exchange, body included, must finish in time: the default transport keeps the limit itself, another
    // one (fetch) is aborted through a signal.
    const controller = ownTransport ? undefined : new AbortController();
    const timer = controller && setTimeout(() => controller.abort(), timeoutMs);
    const isTimeout = (error: unknown) => controller?.signal.aborted || error instanceof HttpTimeoutError;
    const timedOut = () => new RetryableError(new ContentFetchError(target, null, `no answer within ${timeoutMs} ms`));
    let response: HttpResponse;
    let text: string;
    counts.requests += 1;
    try {
      try {
        response = controller
          ? await fetchImpl(url, { headers, signal: controller.signal })
          : await ownTransport!(url, { headers, timeoutMs });
      } catch (error) {
        if (isTimeout(error)) throw timedOut();
        throw new RetryableError(new ContentFetchError(target, null, `network error: ${(error as Error).message}`));
      }
      if (response.redirected) redirects.set(pathOf(url), response.url ? pathOf(response.url) : "another address");
      if (response.status === 404 && optional) return null;
      if (response.status === 304) {
        // Only an answer to our validators may be reused; a 304 to a plain request (a broken proxy, or a cache entry
        // lost in between) is retried, still without validators.
        if (cached) return { notModified: true };
        throw new RetryableError(
          new ContentFetchError(target, 304, "304 Not Modified to a request without validators"),
        );
      }
      try {
        text = await response.text();
      } catch (error) {
        if (isTimeout(error)) throw timedOut();
        throw new RetryableError(
          new ContentFetchError(target, response.status, `body cut off: ${(error as Error).message}`),
        );
      }
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      const failure = new ContentFetchError(target, response.status, text.slice(0, 200) || response.statusText);
      if (isTransientStatus(response.status)) {
        throw new RetryableError(failure, response.headers.get("retry-after"));
      }
      throw failure;
    }
    try {
      return {
        body: JSON.parse(text) as unknown,
        etag: response.headers.get("etag") ?? undefined,
        lastModified: usableLastModified(response.headers),
      };
    } catch {
      // A half-sent body looks the same as a broken one: retry, then report it as malformed.
      throw new RetryableError(new ContentFetchError(target, response.status, `malformed JSON: ${text.slice(0, 80)}`));
    }
  }

  async function requestAnswer(
    target: RequestTarget,
    url: string,
    optional: boolean,
    cached: CachedAnswer | undefined,
  ): Promise<Answer> {
    for (let attemptNo = 0; ; attemptNo += 1) {
      try {
        return await limit(() => attempt(target, url, optional, cached));
      } catch (error) {
        if (!(error instanceof RetryableError)) throw error;
        if (attemptNo >= retries) throw error.cause;
        // The contract's one retry policy, with the build's short waits.
        const delay = retryDelayMs(attemptNo + 1, CONTENT_RETRY, retryAfterMs(error.retryAfter, Date.now()));
        options.onRetry?.(`${error.cause.message}; retry ${attemptNo + 1} of ${retries} in ${delay} ms`);
        await sleep(delay);
      }
    }
  }

  /**
   * GET a contract endpoint (contract/endpoints.ts) and validate the answer against its schema (contract/answers.ts).
   * An optional endpoint that is absent (404) answers null.
   */
  function get<N extends GetEndpointName>(
    locale: Locale,
    name: N,
    request: EndpointRequest<N> = {},
  ): Promise<ResultOf<N>> {
    const optional = ENDPOINTS[name].presence === "optional";
    return getPath(locale, endpointPath(name, request.params), ANSWERS[name] as Schema<unknown>, {
      optional,
      query: request.query,
    }) as Promise<ResultOf<N>>;
  }

  /**
   * GET `/{locale}/api/{path}` and validate the answer against `schema`: the transport under `get`, which the
   * build uses (the transport's own tests call this with schemas of their own).
   */
  async function getPath<T>(
    locale: Locale,
    endpoint: string,
    schema: Schema<T>,
    opts: GetOptions & { optional: true },
  ): Promise<T | null>;
  async function getPath<T>(locale: Locale, endpoint: string, schema: Schema<T>, opts?: GetOptions): Promise<T>;
  async function getPath<T>(
    locale: Locale,
    endpoint: string,
    schema: Schema<T>,
    opts: GetOptions = {},
  ): Promise<T | null> {
    const target: RequestTarget = { endpoint: `/${locale}/api/${endpoint}`, locale };
    const url = pathUrl(locale, endpoint, opts.query);
    const cached = await conditional?.lookup(url);
    const answer = await requestAnswer(target, url, opts.optional ?? false, cached);
    if (answer === null) {
      await conditional?.forget(url);
      return null;
    }
    if ("notModified" in answer) {
      counts.notModified += 1;
      const value = cached!.value as T;
      if (typeof value === "object" && value !== null) reused.add(value);
      return value;
    }
    let value: T;
    try {
      value = validate(target, schema, answer.body);
    } catch (error) {
      await conditional?.forget(url);
      throw error;
    }
    if (conditional) {
      if (answer.etag || answer.lastModified) {
        await conditional.remember(url, { etag: answer.etag, lastModified: answer.lastModified, value });
      } else {
        await conditional.forget(url);
      }
    }
    return value;
  }

  /** True for a value this client answered from its conditional cache (the service said 304 Not Modified). */
  const isReused = (value: unknown) => typeof value === "object" && value !== null && reused.has(value);

  /** Media URLs may come root-relative; the build downloads them, so they must be absolute. */
  function absoluteUrl(value: string): string {
    return new URL(value, `${baseUrl}/`).toString();
  }

  /** Closes the default transport's idle connections (a no-op with an injected one). */
  const close = () => ownTransport?.close();

  /**
   * Whether the service has what a contract endpoint names: true for a 2xx, false for a 404, whatever the body
   * (an item that breaks the contract still exists); retried like any request, and throws when it cannot be asked.
   */
  async function exists<N extends GetEndpointName>(
    locale: Locale,
    name: N,
    request: EndpointRequest<N> = {},
  ): Promise<boolean> {
    const path = endpointPath(name, request.params);
    const target: RequestTarget = { endpoint: `/${locale}/api/${path}`, locale };
    return (await requestAnswer(target, pathUrl(locale, path, request.query), true, undefined)) !== null;
  }

  return { get, getPath, exists, absoluteUrl, urlFor, isReused, counts, redirects, close };
}

/** A URL's path, without the query every request carries (`site_url`). */
const pathOf = (url: string) => new URL(url).pathname;

/**
 * One warning for every redirect of a build (null for none): the paths the plugin asked for, which the service moved
 * (DRF answers a path without its trailing slash with 301, APPEND_SLASH). The build is right, but each costs a second
 * request until the path the plugin asks for is fixed.
 */
export function describeRedirects(redirects: ReadonlyMap<string, string>, shown = 3): string | null {
  if (redirects.size === 0) return null;
  const examples = [...redirects].slice(0, shown).map(([from, to]) => `${from} -> ${to}`);
  const more = redirects.size > shown ? ` and ${redirects.size - shown} more` : "";
  return (
    `the content service redirected ${redirects.size} request${redirects.size === 1 ? "" : "s"} ` +
    `(${examples.join(", ")}${more}): each costs a second request. ` +
    "Fix the endpoint's path in the content contract (contract/endpoints.ts) to the service's own."
  );
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
