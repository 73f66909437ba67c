/**
 * The lead gateway's HTTP service (fastify, through service-kit/). `POST /api/leads` (proxied by the site's nginx, or
 * the Node fallback server) takes a lead of any kind, reads it with the content contract's lead rules, commits it to
 * the journal and only then answers 202; the delivery to the CMS and the alerts follow in the background. On its own
 * port only (not proxied): `GET /health` for monitoring, and the company's page (`GET /`) and its JSON
 * (`GET /leads.json`) behind the token.
 */
import type { AddressInfo } from "node:net";
import fastifyRateLimit from "@fastify/rate-limit";
import { LEAD_BODY_MAX_BYTES, LEAD_GATEWAY_PATH, checkGatewayLead } from "../contract";
import { ServiceError, clientAddress, createService, tokenAccess } from "../service-kit";
import { ALERT_WORDS } from "./alert-words";
import { Alerter, alertChannels, type Channel } from "./alerts";
import { testedChannels } from "./alert-test";
import { gatewayAddress, type GatewayConfig } from "./config";
import { Delivery } from "./delivery";
import { JournalError } from "./journal";
import { LeadBook } from "./lead-book";
import { renderGatewayPage } from "./report-page";
import { gatewayStatus } from "./status";

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

const PURGE_EVERY_MS = 60 * 60_000;

/** What the browser is told when the journal cannot keep its lead now: it keeps the lead and sends it again. */
function journalRefusal(error: JournalError): ServiceError {
  return error.failure === "full"
    ? new ServiceError(
        507,
        { detail: "The server cannot take more requests right now; your browser keeps yours and sends it again." },
        { "Retry-After": "300" },
      )
    : new ServiceError(
        503,
        { detail: "The request could not be saved on the server; your browser keeps it and sends it again." },
        { "Retry-After": "30" },
      );
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

  const app = createService({ bodyLimit: LEAD_BODY_MAX_BYTES, log });
  await app.register(fastifyRateLimit, { global: false });
  const guarded = await tokenAccess(app, config.token, "Leads");
  const from = (request: Parameters<typeof clientAddress>[0]) => clientAddress(request, config.trustedProxies);

  app.post(
    LEAD_GATEWAY_PATH,
    {
      config: {
        rateLimit: {
          max: config.ratePerMinute,
          timeWindow: 60_000,
          keyGenerator: from,
          errorResponseBuilder: (_request, context) =>
            new ServiceError(
              429,
              { detail: `Too many requests from this address: try again in ${Math.ceil(context.ttl / 1000)} s.` },
              { "Retry-After": String(Math.max(1, Math.ceil(context.ttl / 1000))) },
            ),
        },
      },
    },
    async (request, reply) => {
      const read = checkGatewayLead(request.body);
      if ("errors" in read) throw new ServiceError(400, read.errors);
      const { lead, dropped } = read;
      const address = from(request);
      let result;
      try {
        result = await book.accept(lead, address);
      } catch (error) {
        if (!(error instanceof JournalError)) throw error;
        log(`lead ${lead.key} not kept (${error.message}): left to the browser's outbox`);
        throw journalRefusal(error);
      }
      if (result === "accepted") {
        log(
          `lead ${lead.key} (${lead.kind}) accepted from ${address}` +
            (dropped.length ? `; fields not kept: ${dropped.slice(0, 10).join(", ")}` : ""),
        );
        delivery.kick();
        alerter.kick();
      }
      return reply.code(202).send({ status: "accepted", key: lead.key, duplicate: result === "duplicate" });
    },
  );
  app.route({
    method: ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"],
    url: LEAD_GATEWAY_PATH,
    exposeHeadRoute: false,
    handler: async (_request, reply) => reply.code(405).header("Allow", "POST").send({ detail: "Use POST." }),
  });

  app.get("/health", async (_request, reply) => {
    const status = gatewayStatus(book, delivery, alerter, config.maxJournalBytes, 0);
    const { leads: _leads, notices: _notices, ...counts } = status;
    return reply.code(status.accepting ? 200 : 503).send({
      status: status.accepting ? (status.cmsFailingSince ? "degraded" : "ok") : "refusing",
      ...counts,
      // What the publisher reads before a build: the thank-you promises a call-back time only with a tested channel.
      alertsTested: testedChannels(config),
      alertsCmsOnly: config.alerts.cmsOnly,
    });
  });
  app.get("/leads.json", { preHandler: guarded }, async () =>
    gatewayStatus(book, delivery, alerter, config.maxJournalBytes),
  );
  app.get("/", { preHandler: guarded }, async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
      .header("X-Robots-Tag", "noindex")
      .send(renderGatewayPage(gatewayStatus(book, delivery, alerter, config.maxJournalBytes), now())),
  );

  const purger = setInterval(() => {
    book.purge().catch((error: Error) => log(`purging the journal failed: ${error.message}`));
  }, PURGE_EVERY_MS);
  purger.unref();

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    book.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  // What an earlier run left: deliveries and alerts go on, and an outage found running is watched again.
  await book.purge().catch((error: Error) => log(`purging the journal failed: ${error.message}`));
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
      clearInterval(purger);
      delivery.stop();
      await delivery.drain();
      alerter.stop();
      await app.close();
      book.close();
    },
  };
}
