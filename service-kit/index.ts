/**
 * The shared part of the site's own HTTP services (service-kit/README.md): a fastify server whose body limit answers
 * 413 while the body arrives, whose JSON parser refuses prototype poisoning with 400, and which answers any other
 * content type with 415; every error as DRF answers it (`{"detail": ...}`); answers never cached nor sniffed; the
 * client's address behind a trusted proxy; a token compared in constant time; Bearer or Basic access to a page.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import fastifyBasicAuth from "@fastify/basic-auth";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";

export interface ServiceOptions {
  /** The largest body read, in bytes: a larger one is answered 413 from its Content-Length, or as it arrives. */
  bodyLimit: number;
  /** One line per event worth a look (a 5xx, a failed handler); the services print it with their prefix. */
  log: (line: string) => void;
  /**
   * An empty JSON body: "refuse" (400, the default), or "absent" for a service whose body is optional (the publish
   * hook: no body asks for a full check), where the handler sees `undefined`.
   */
  emptyBody?: "refuse" | "absent";
}

/** An error answered with its status and DRF's shape; `headers` go with it (Retry-After, Allow). */
export class ServiceError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === "string" ? body.detail : `HTTP ${statusCode}`);
  }
}

/** What a client is told for each refusal of the kit itself. */
function detailOf(error: FastifyError, bodyLimit: number): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return `The request is larger than ${bodyLimit} bytes.`;
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Send the body as application/json.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "JSON parse error - the body is not valid JSON.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The body is empty: send a JSON object.";
    default:
      if ((error.statusCode ?? 500) >= 500) return "The service failed.";
      return error instanceof SyntaxError ? `JSON parse error - ${error.message}` : error.message;
  }
}

export function createService(options: ServiceOptions): FastifyInstance {
  const app = Fastify({
    bodyLimit: options.bodyLimit,
    logger: false,
    // `__proto__` and `constructor.prototype` keys are refused with 400 (fastify's defaults, named here on purpose).
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    return503OnClosing: true,
  });
  // JSON only: a page of another origin can POST text/plain without asking, JSON needs a preflight no one grants.
  app.removeAllContentTypeParsers();
  const json = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (options.emptyBody === "absent" && String(body).trim() === "") return done(null, undefined);
    return json(request, body as string, done);
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Cache-Control", "no-store");
    reply.header("X-Content-Type-Options", "nosniff");
    return payload;
  });

  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    if (error instanceof ServiceError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // A body refused before it was read is read to its end and dropped by Node, so that the client, still sending,
    // gets this answer rather than a reset connection.
    if (status >= 500) options.log(`${request.method} ${request.url} failed: ${error.stack ?? error.message}`);
    return reply.code(status).send({ detail: detailOf(error as FastifyError, options.bodyLimit) });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: "Not found." }));
  return app;
}

/**
 * Listens on `host`, or without one on every interface as Node's own servers do (IPv6 and IPv4 where the machine
 * has IPv6, IPv4 alone where it does not): fastify's default would be localhost only. Resolves with the port.
 */
export async function listenOn(app: FastifyInstance, port: number, host?: string): Promise<number> {
  if (host) await app.listen({ port, host });
  else {
    try {
      await app.listen({ port, host: "::" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAFNOSUPPORT") throw error;
      await app.listen({ port, host: "0.0.0.0" });
    }
  }
  return (app.server.address() as { port: number }).port;
}

/** Both sides as SHA-256 digests, compared in constant time: neither the content nor the length of the secret leaks. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The client's address: the `X-Real-IP` a trusted proxy (the site's nginx) names, else the peer's. */
export function clientAddress(request: FastifyRequest, trustedProxies: readonly string[]): string {
  const peer = request.socket.remoteAddress ?? "";
  const forwarded = request.headers["x-real-ip"];
  return trustedProxies.includes(peer) && typeof forwarded === "string" && forwarded ? forwarded : peer;
}

/**
 * Guards routes with a token: `Authorization: Bearer <token>` for tools, or HTTP Basic with the token as the password
 * (any user name) so that a browser asks for it. Returns the preHandler to put on those routes.
 */
export async function tokenAccess(app: FastifyInstance, token: string, realm: string) {
  await app.register(fastifyBasicAuth, {
    authenticate: { realm },
    validate: async (_user, password) => {
      if (!sameSecret(password, token)) return new ServiceError(401, { detail: "Give the token as the password." });
    },
  });
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (bearer !== undefined) {
      return done(sameSecret(bearer, token) ? undefined : new ServiceError(401, { detail: "Wrong token." }));
    }
    app.basicAuth(request, reply, done);
  };
}
