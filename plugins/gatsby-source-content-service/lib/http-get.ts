/**
 * The client's default transport: GET through undici (the library behind Node's fetch) on its own keep-alive pool,
 * with undici's redirect interceptor. Its `request` API, not its fetch: fetch's WHATWG streams, Headers and
 * per-request AbortSignal plumbing cost several times the CPU per request on a rebuild's thousands of small, mostly
 * `304` answers (docs/architecture.md#kept-libraries has the figures). Fetch's behaviour where it matters: redirects
 * followed (at most 20), gzip/deflate/br bodies decoded, a UTF-8 BOM dropped, the request stopped by the caller's
 * signal or by its own time limit over the whole exchange. Anything with fetch's shape (fetch itself, test doubles)
 * can replace it.
 *
 * Bodies are decoded here with node:zlib, not by undici's decompress interceptor: in undici 7 that one is
 * experimental and prints a warning, which Gatsby shows as "ERROR UNKNOWN" in every build's log.
 */
import { promisify } from "node:util";
import * as zlib from "node:zlib";
import { Agent, interceptors, type Dispatcher } from "undici";

export interface HttpResponse {
  status: number;
  ok: boolean;
  statusText: string;
  headers: { get(name: string): string | null };
  /** The decoded body; rejects when the body was cut off or cannot be decoded. */
  text(): Promise<string>;
  /** True when the answer came after one or more redirects (as fetch's Response says), `url` the final address. */
  redirected?: boolean;
  url?: string;
}

/** What the client calls for each attempt: `fetch` fits. */
export type HttpGet = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<HttpResponse>;

/** The transport's own options: instead of a signal, a time limit for the whole exchange (redirects and body included). */
export interface KeepAliveInit {
  headers: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface KeepAliveHttpGet extends HttpGet {
  (url: string, init: KeepAliveInit): Promise<HttpResponse>;
  /** Closes the connections (they do not keep the process alive, but a finished build should not hold them). */
  close(): void;
}

/** The exchange, or its body, did not finish within `timeoutMs`. */
export class HttpTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

const MAX_REDIRECTS = 20;
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const DECODERS = new Map<string, (body: Buffer) => Promise<Buffer>>([
  ["", async (body) => body],
  ["identity", async (body) => body],
  ["gzip", gunzip],
  ["x-gzip", gunzip],
  // Servers send both the zlib-wrapped form (the standard) and raw deflate; fetch accepts either.
  ["deflate", (body) => inflate(body).catch(() => inflateRaw(body))],
  ["br", promisify(zlib.brotliDecompress)],
]);

async function decode(body: Buffer, encoding: string): Promise<string> {
  const decoder = DECODERS.get(encoding);
  if (!decoder) throw new Error(`unsupported content encoding '${encoding}'`);
  const text = (await decoder(body)).toString("utf8");
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const header = (headers: Dispatcher.ResponseData["headers"], name: string): string | null => {
  const value = headers[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
};

export function createKeepAliveHttpGet(options: { maxSockets: number }): KeepAliveHttpGet {
  const agent = new Agent({ connections: options.maxSockets }).compose(
    interceptors.redirect({ maxRedirections: MAX_REDIRECTS }),
  );

  const get = async (url: string, init: KeepAliveInit): Promise<HttpResponse> => {
    // One controller and one timer for the whole exchange, body included (undici's own timeouts are per phase).
    let controller: AbortController | undefined;
    let timer: NodeJS.Timeout | undefined;
    if (init.timeoutMs !== undefined && !init.signal) {
      const limit = init.timeoutMs;
      controller = new AbortController();
      timer = setTimeout(() => controller!.abort(new HttpTimeoutError(limit)), limit);
    }
    const signal = init.signal ?? controller?.signal;
    const target = new URL(url);
    try {
      let response: Dispatcher.ResponseData;
      try {
        response = await agent.request({
          origin: target.origin,
          path: `${target.pathname}${target.search}`,
          method: "GET",
          headers: { "accept-encoding": "gzip, deflate, br", ...lowerCased(init.headers) },
          signal,
        });
      } catch (error) {
        if (error instanceof Error && error.message.startsWith("Redirect loop")) {
          throw new TypeError(`redirect loop from ${url}`);
        }
        throw error;
      }
      // Every address asked, the one that answered last included (undici's redirect interceptor).
      const history = (response.context as { history?: URL[] } | undefined)?.history ?? [];
      if (history.length > MAX_REDIRECTS && REDIRECT_STATUS.has(response.statusCode)) {
        await response.body.dump();
        throw new TypeError(`more than ${MAX_REDIRECTS} redirects`);
      }
      const encoding = header(response.headers, "content-encoding")?.trim().toLowerCase() ?? "";
      // The whole body is read before the answer is given, so every connection goes back to the pool whatever the
      // caller does with the answer; a body cut off (or past the time limit) gives a text() that rejects.
      const body = response.body.arrayBuffer().then((bytes) => decode(Buffer.from(bytes), encoding));
      const settled = await body.then(
        (text) => ({ text }),
        (error: unknown) => ({ error: controller?.signal.aborted ? controller.signal.reason : error }),
      );
      return {
        status: response.statusCode,
        ok: response.statusCode >= 200 && response.statusCode < 300,
        statusText: response.statusText ?? "",
        headers: { get: (name) => header(response.headers, name) },
        text: () => ("error" in settled ? Promise.reject(settled.error) : Promise.resolve(settled.text)),
        ...(history.length > 1 ? { redirected: true, url: history.at(-1)!.toString() } : {}),
      };
    } finally {
      clearTimeout(timer);
    }
  };

  return Object.assign(get, {
    close() {
      void agent.destroy();
    },
  });
}

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
