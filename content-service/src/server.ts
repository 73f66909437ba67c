import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { isPostEndpoint, matchEndpoint } from "../../contract";
import { getHandler, isRegisteredSite } from "./api";
import { resolveOptions, type ContentServiceOptions, type ResolvedOptions } from "./config";
import { DataStore, isLocale } from "./data";
import { FaultRuleError, FaultSet, parseFaultRules, type FaultRule } from "./faults";
import { represent, sendRepresentation } from "./conditional";
import { corsHeaders, isPreflight, preflightStatus } from "./cors";
import {
  HttpError,
  absolutizeMedia,
  methodNotAllowed,
  notFound,
  parseJsonBody,
  readBody,
  sendJson,
  sendText,
} from "./http";
import { handleLead } from "./lead-routes";
import { LeadStore } from "./leads";
import { MEDIA_PREFIX, serveMedia } from "./media";
import { RateLimiter } from "./rate-limit";

export type { FaultRule } from "./faults";
export type { ContentServiceOptions } from "./config";

export interface ContentService {
  url: string;
  port: number;
  close(): Promise<void>;
  setFaults(rules: FaultRule[]): void;
}

interface Context {
  options: ResolvedOptions;
  data: DataStore;
  leads: LeadStore;
  faults: FaultSet;
  leadLimiter: RateLimiter;
  /** Pending fault delays, cleared on close so they do not keep the process alive. */
  timers: Set<NodeJS.Timeout>;
  fallbackHost: string;
}

const API_PATH = /^\/([^/]+)\/api(?:\/(.*))?$/;
const CONTROL_PREFIX = "/__control/";

export async function startContentService(options: ContentServiceOptions = {}): Promise<ContentService> {
  const resolved = resolveOptions(options);
  const context: Context = {
    options: resolved,
    data: new DataStore(resolved.dataDir),
    leads: await LeadStore.open(resolved.leadsFile, resolved.idempotency),
    faults: new FaultSet(resolved.faults),
    leadLimiter: new RateLimiter(resolved.leadRateLimit),
    timers: new Set(),
    fallbackHost: resolved.host,
  };
  const server = http.createServer((req, res) => {
    void handleRequest(context, req, res);
  });
  const port = await listen(server, resolved.port, resolved.host);
  context.fallbackHost = `${displayHost(resolved.host)}:${port}`;
  return {
    url: `http://${context.fallbackHost}`,
    port,
    close: () => closeService(server, context),
    setFaults: (rules) => context.faults.replace(rules),
  };
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function displayHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

async function closeService(server: http.Server, context: Context): Promise<void> {
  for (const timer of context.timers) clearTimeout(timer);
  context.timers.clear();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
  await context.leads.drain();
}

async function handleRequest(context: Context, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const started = Date.now();
  if (!context.options.quiet) res.once("close", () => logRequest(req, res, started));
  for (const [name, value] of Object.entries(corsHeaders(context.options.cors, req))) res.setHeader(name, value);
  try {
    await route(context, req, res);
  } catch (error) {
    sendFailure(res, error);
  }
}

function logRequest(req: http.IncomingMessage, res: http.ServerResponse, started: number): void {
  const status = res.writableFinished ? String(res.statusCode) : "dropped";
  process.stdout.write(`${new Date().toISOString()} ${req.method} ${req.url} ${status} ${Date.now() - started}ms\n`);
}

function sendFailure(res: http.ServerResponse, error: unknown): void {
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, error.body, error.headers);
    return;
  }
  process.stderr.write(`content-service: ${(error as Error).stack ?? String(error)}\n`);
  sendJson(res, 500, { detail: "Internal server error." });
}

async function route(context: Context, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const method = req.method ?? "GET";
  if (method === "OPTIONS") {
    res.writeHead(isPreflight(req) ? preflightStatus(context.options.cors) : 204, { "Content-Length": "0" }).end();
    return;
  }
  if (url.pathname.startsWith(CONTROL_PREFIX)) return handleControl(context, req, res, url.pathname);
  if (await applyFault(context, req, res, url.pathname)) return;
  if (url.pathname.startsWith(MEDIA_PREFIX)) return serveMedia(req, res, context.options.mediaDir, url.pathname);
  return handleApi(context, req, res, url);
}

async function handleApi(
  context: Context,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<void> {
  const match = API_PATH.exec(url.pathname);
  if (!match) throw notFound();
  const locale = match[1]!;
  if (!isLocale(locale))
    throw new HttpError(404, {
      detail: `Unknown locale: ${decodeLoosely(locale)}`,
    });
  const siteUrl = url.searchParams.get("site_url");
  if (!siteUrl) throw new HttpError(400, { detail: "site_url is required." });
  if (!(await isRegisteredSite(context.data, locale, siteUrl))) {
    throw new HttpError(404, { detail: `Unknown site: ${siteUrl}` });
  }
  const segments = (match[2] ?? "").split("/").filter((segment) => segment !== "");
  const origin = context.options.publicUrl ?? `http://${req.headers.host ?? context.fallbackHost}`;
  const method = req.method ?? "GET";
  const endpoint = matchEndpoint(segments);
  if (!endpoint) throw notFound();
  if (isPostEndpoint(endpoint.name)) {
    if (method !== "POST") throw methodNotAllowed(method, "POST, OPTIONS");
    const waitSeconds = context.leadLimiter.take(req.socket.remoteAddress ?? "unknown");
    if (waitSeconds !== null) {
      throw new HttpError(
        429,
        { detail: `Request was throttled. Expected available in ${waitSeconds} seconds.` },
        { "Retry-After": String(waitSeconds) },
      );
    }
    const { replayed, response } = await handleLead(req, locale, endpoint.name, context.leads);
    sendJson(res, replayed ? 200 : 201, absolutizeMedia(response, origin));
    return;
  }
  if (method !== "GET" && method !== "HEAD") throw methodNotAllowed(method, "GET, HEAD, OPTIONS");
  const { body, stable } = await getHandler(
    endpoint.name,
    endpoint.params,
  )({
    locale,
    query: url.searchParams,
    origin,
    data: context.data,
    pageSize: context.options.pageSize,
  });
  sendRepresentation(req, res, represent(body, origin, stable));
}

function decodeLoosely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Applies the first matching fault rule; true when the request has been answered (or dropped). */
async function applyFault(
  context: Context,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
): Promise<boolean> {
  const rule = context.faults.take(req.method ?? "GET", pathname);
  if (!rule) return false;
  if (rule.delayMs) await sleep(context, rule.delayMs);
  if (rule.drop) {
    req.socket.destroy();
    return true;
  }
  if (rule.malformed) {
    sendText(res, 200, '{"detail": "Injected malformed respo');
    return true;
  }
  if (rule.status !== undefined) {
    sendJson(res, rule.status, {
      detail: `Injected fault: HTTP ${rule.status}.`,
    });
    return true;
  }
  return false;
}

function sleep(context: Context, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      context.timers.delete(timer);
      resolve();
    }, ms);
    context.timers.add(timer);
  });
}

async function handleControl(
  context: Context,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
): Promise<void> {
  const path = pathname.replace(/\/+$/, "");
  const method = req.method ?? "GET";
  if (path === "/__control/health") {
    if (method !== "GET" && method !== "HEAD") throw methodNotAllowed(method, "GET");
    sendJson(res, 200, { ok: true });
    return;
  }
  if (path !== "/__control/faults") throw notFound();
  if (method === "GET" || method === "HEAD") {
    sendJson(res, 200, context.faults.list());
  } else if (method === "POST") {
    context.faults.add(parseControlRules(await readBody(req)));
    sendJson(res, 201, context.faults.list());
  } else if (method === "DELETE") {
    context.faults.clear();
    sendJson(res, 200, []);
  } else {
    throw methodNotAllowed(method, "GET, POST, DELETE");
  }
}

function parseControlRules(text: string): FaultRule[] {
  try {
    return parseFaultRules(parseJsonBody(text));
  } catch (error) {
    if (error instanceof FaultRuleError) throw new HttpError(400, { detail: error.message });
    throw error;
  }
}
