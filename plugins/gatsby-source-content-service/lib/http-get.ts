/**
 * The client's default transport: GET over node:http(s) with keep-alive agents. Node's global fetch costs several times the
 * CPU per request (its WHATWG streams, Headers and AbortSignal plumbing) on a rebuild's thousands of small, mostly
 * `304` answers (docs/scale.md); this does only what the client needs, with fetch's behaviour where it
 * matters: redirects followed (at most 20, like fetch), gzip/deflate/br bodies decoded, a UTF-8 BOM dropped, the
 * request aborted by the caller's signal or ended by its own time limit. Anything with fetch's shape (fetch itself, test doubles) can replace it.
 */
import * as http from "node:http";
import * as https from "node:https";
import { promisify } from "node:util";
import * as zlib from "node:zlib";

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

/**
 * The keep-alive transport's own options: instead of a signal, a time limit for the whole exchange (redirects and
 * body included), kept with one timer. An AbortController and its listeners per request are CPU a
 * rebuild pays thousands of times over for nothing a timer does not do.
 */
export interface KeepAliveInit {
  headers: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface KeepAliveHttpGet extends HttpGet {
  (url: string, init: KeepAliveInit): Promise<HttpResponse>;
  /** Closes the idle connections (they do not keep the process alive, but a finished build should not hold them). */
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
const brotli = promisify(zlib.brotliDecompress);

async function decode(body: Buffer, encoding: string | undefined): Promise<string> {
  let bytes = body;
  switch (encoding?.trim().toLowerCase()) {
    case undefined:
    case "":
    case "identity":
      break;
    case "gzip":
    case "x-gzip":
      bytes = await gunzip(body);
      break;
    case "deflate":
      // Servers send both the zlib-wrapped form (the standard) and raw deflate; fetch accepts either.
      bytes = await inflate(body).catch(() => inflateRaw(body));
      break;
    case "br":
      bytes = await brotli(body);
      break;
    default:
      throw new Error(`unsupported content encoding '${encoding}'`);
  }
  const text = bytes.toString("utf8");
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * One exchange: resolves once the whole body has arrived (so every connection goes back to the pool whatever the
 * caller does with the answer); a body cut off after the headers resolves with a `text()` that rejects.
 */
function exchange(
  url: URL,
  agent: http.Agent,
  init: KeepAliveInit,
  deadline: number | undefined,
): Promise<HttpResponse & { location?: string }> {
  const request = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    // Whatever error the destroyed socket gives, a request past its deadline failed by the deadline.
    let expired: HttpTimeoutError | undefined;
    const req = request(
      url,
      {
        method: "GET",
        agent,
        headers: { "Accept-Encoding": "gzip, deflate, br", ...init.headers },
        ...(init.signal ? { signal: init.signal } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let settled = false;
        const finish = (error?: Error) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          const failure = error && (expired ?? error);
          const status = res.statusCode ?? 0;
          const body = Buffer.concat(chunks);
          const headers = res.headers;
          resolve({
            status,
            ok: status >= 200 && status < 300,
            statusText: res.statusMessage ?? "",
            headers: {
              get(name) {
                const value = headers[name.toLowerCase()];
                return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
              },
            },
            text: () => (failure ? Promise.reject(failure) : decode(body, headers["content-encoding"])),
            location: REDIRECT_STATUS.has(status) ? headers.location : undefined,
          });
        };
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => finish());
        res.on("error", (error) => finish(error));
        res.on("close", () => {
          if (!res.complete) finish(new Error("the connection closed before the answer was complete"));
        });
      },
    );
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(expired ?? error);
    });
    if (deadline !== undefined) {
      // Before the answer, the request rejects with it; after, the body's text() does.
      timer = setTimeout(
        () => {
          expired = new HttpTimeoutError(init.timeoutMs!);
          req.destroy(expired);
        },
        Math.max(0, deadline - Date.now()),
      );
    }
    req.end();
  });
}

export function createKeepAliveHttpGet(options: { maxSockets: number }): KeepAliveHttpGet {
  const agents: Record<string, http.Agent> = {
    "http:": new http.Agent({ keepAlive: true, maxSockets: options.maxSockets }),
    "https:": new https.Agent({ keepAlive: true, maxSockets: options.maxSockets }),
  };
  const get = async (url: string, init: KeepAliveInit): Promise<HttpResponse> => {
    const deadline = init.timeoutMs === undefined ? undefined : Date.now() + init.timeoutMs;
    let target = new URL(url);
    for (let redirects = 0; ; redirects += 1) {
      const agent = agents[target.protocol];
      if (!agent) throw new TypeError(`unsupported protocol ${target.protocol}`);
      const response = await exchange(target, agent, init, deadline);
      if (response.location === undefined) {
        return redirects > 0 ? { ...response, redirected: true, url: target.toString() } : response;
      }
      if (redirects >= MAX_REDIRECTS) throw new TypeError(`more than ${MAX_REDIRECTS} redirects`);
      target = new URL(response.location, target);
    }
  };
  return Object.assign(get, {
    close() {
      for (const agent of Object.values(agents)) agent.destroy();
    },
  });
}
