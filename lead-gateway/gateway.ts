/**
 * The lead gateway's HTTP service. `POST /api/leads` (proxied by the site's nginx, or the Node fallback server) takes
 * a lead of any kind, checks it against the forms' contract, writes it to the journal and only then answers 202; the
 * delivery to the CMS and the alerts follow in the background. On its own port only (not proxied): `GET /health`
 * for monitoring, and the company's page (`GET /`) and its JSON (`GET /leads.json`) behind the token.
 */
import { ALERT_WORDS } from "./alert-words";
import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { serviceResponder } from "../server/service-response";
import { LEAD_BODY_MAX_BYTES, LEAD_GATEWAY_PATH } from "../contract";
import { Alerter, alertChannels, type Channel } from "./alerts";
import { gatewayAddress, type GatewayConfig } from "./config";
import { Delivery } from "./delivery";
import { LeadBook } from "./lead-book";
import { renderGatewayPage } from "./report-page";
import { gatewayStatus } from "./status";
import { validateLead } from "./validate";

export interface GatewayOptions {
  log?: (line: string) => void;
  /** Replaces the channels the configuration names (tests). */
  channels?: Channel[];
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export interface RunningGateway {
  url: string;
  port: number;
  book: LeadBook;
  close: () => Promise<void>;
}

const COMPACT_EVERY_MS = 60 * 60_000;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Bearer for tools, Basic (any user name, the token as password) so that a browser asks for it. */
function authorised(request: IncomingMessage, token: string): boolean {
  const header = request.headers.authorization ?? "";
  const bearer = /^Bearer (.+)$/i.exec(header)?.[1];
  if (bearer) return sameToken(bearer, token);
  const basic = /^Basic (.+)$/i.exec(header)?.[1];
  if (!basic) return false;
  const decoded = Buffer.from(basic, "base64").toString("utf8");
  return sameToken(decoded.slice(decoded.indexOf(":") + 1), token);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers["content-length"] ?? 0);
  const tooLarge = new Refusal(413, { detail: `The request is larger than ${LEAD_BODY_MAX_BYTES} bytes.` });
  if (declared > LEAD_BODY_MAX_BYTES) throw tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > LEAD_BODY_MAX_BYTES) throw tooLarge;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function startLeadGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<RunningGateway> {
  const log = options.log ?? ((line: string) => console.log(`[lead-gateway] ${line}`));
  const now = options.now ?? Date.now;
  const channels = options.channels ?? alertChannels(config.alerts);
  const book = await LeadBook.open({
    dir: config.dir,
    maxBytes: config.maxJournalBytes,
    keepMs: config.keepMs,
    channels: channels.map((channel) => channel.name),
    now,
    log,
  });
  const alerter = new Alerter(book, channels, {
    siteUrl: config.siteUrl,
    words: ALERT_WORDS[config.alerts.language],
    maxRetryMs: config.maxRetryMs,
    log,
    now,
  });
  const delivery = new Delivery({
    config,
    book,
    log,
    fetchImpl: options.fetchImpl,
    now,
    onNotice: () => alerter.kick(),
  });
  const limiter = new RateLimiterMemory({ points: config.ratePerMinute, duration: 60 });

  const clientAddress = (request: IncomingMessage): string => {
    const peer = request.socket.remoteAddress ?? "";
    const forwarded = request.headers["x-real-ip"];
    return config.trustedProxies.includes(peer) && typeof forwarded === "string" && forwarded ? forwarded : peer;
  };

  async function takeLead(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const type = String(request.headers["content-type"] ?? "");
    // A page of another origin can POST text/plain without asking; JSON needs a CORS preflight this service refuses.
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new Refusal(415, { detail: "Send the lead as application/json." });
    }
    const from = clientAddress(request);
    try {
      await limiter.consume(from);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new Refusal(
        429,
        { detail: `Too many requests from this address: try again in ${seconds} s.` },
        { "Retry-After": String(seconds) },
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw new Refusal(400, { detail: `JSON parse error - ${(error as Error).message}` });
    }
    const checked = validateLead(body);
    if ("errors" in checked) throw new Refusal(400, checked.errors);
    let result;
    try {
      result = await book.accept(checked.lead, from);
    } catch (error) {
      log(`could not write lead ${checked.lead.key} to the journal: ${(error as Error).message}`);
      throw new Refusal(
        503,
        { detail: "The request could not be saved on the server; your browser keeps it and sends it again." },
        { "Retry-After": "30" },
      );
    }
    if (result === "full") {
      log(`journal full (${book.journalBytes} bytes): lead ${checked.lead.key} left to the browser's outbox`);
      throw new Refusal(
        507,
        { detail: "The server cannot take more requests right now; your browser keeps yours and sends it again." },
        { "Retry-After": "300" },
      );
    }
    if (result === "accepted") {
      log(`lead ${checked.lead.key} (${checked.lead.kind}) accepted from ${from}`);
      delivery.kick();
      alerter.kick();
    }
    return { status: 202, body: { status: "accepted", key: checked.lead.key, duplicate: result === "duplicate" } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://gateway");
    const { send, json } = serviceResponder(request, response);

    if (url.pathname === LEAD_GATEWAY_PATH) {
      if (request.method !== "POST") return json(405, { detail: "Use POST." }, { Allow: "POST" });
      try {
        const { status, body } = await takeLead(request);
        return json(status, body);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        // The rest of a refused body is not read: the connection closes rather than wait for it.
        if (!request.complete) response.setHeader("Connection", "close");
        return json(error.status, error.body, error.headers);
      }
    }
    if (request.method !== "GET" && request.method !== "HEAD")
      return json(405, { detail: "Use GET." }, { Allow: "GET, HEAD" });
    if (url.pathname === "/health") {
      const status = gatewayStatus(book, delivery, alerter, config.maxJournalBytes, 0);
      const { leads: _leads, notices: _notices, ...counts } = status;
      return json(status.accepting ? 200 : 503, {
        status: status.accepting ? (status.cmsFailingSince ? "degraded" : "ok") : "refusing",
        ...counts,
      });
    }
    if (url.pathname === "/" || url.pathname === "/leads.json") {
      if (!authorised(request, config.token)) {
        return json(
          401,
          { detail: "Give the gateway's token (LEAD_GATEWAY_TOKEN) as the password." },
          {
            "WWW-Authenticate": 'Basic realm="Leads", charset="UTF-8"',
          },
        );
      }
      const status = gatewayStatus(book, delivery, alerter, config.maxJournalBytes);
      if (url.pathname === "/leads.json") return json(200, status);
      return send(200, "text/html; charset=utf-8", renderGatewayPage(status, now()), {
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
        "X-Robots-Tag": "noindex",
      });
    }
    return json(404, { detail: "Not found." });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      log(`request failed: ${error.stack ?? error.message}`);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("The lead gateway failed; the browser keeps the lead and sends it again.");
    });
  });
  const compactor = setInterval(() => {
    book.compact().catch((error: Error) => log(`compacting the journal failed: ${error.message}`));
  }, COMPACT_EVERY_MS);
  compactor.unref();

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // What an earlier run left: deliveries and alerts go on, and an outage found running is watched again.
  await book.compact();
  delivery.kick();
  delivery.checkOutage();
  alerter.kick();
  const held = book.pending().length;
  log(
    `listening on http://${config.host}:${port}; ${book.leads.size} lead(s) in ${config.dir}` +
      (held ? `, ${held} waiting for the CMS` : ""),
  );

  return {
    url: gatewayAddress({ LEAD_GATEWAY_HOST: config.host, LEAD_GATEWAY_PORT: String(port) }).url,
    port,
    book,
    close: async () => {
      clearInterval(compactor);
      delivery.stop();
      alerter.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await book.close();
    },
  };
}
