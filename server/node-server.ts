/**
 * The Node fallback for machines without nginx: the same rules (rules.ts) and the same manifest, with `send` doing
 * the file serving (conditional GET, Range, HEAD, path traversal). Node's own HTTP parser rejects malformed requests;
 * nothing here parses a request by hand. A file without a precompressed twin (a plain `npm run build`; releases have
 * twins) is compressed on the fly by the `compression` middleware, as nginx's `gzip on` does.
 */
import { stat, readFile } from "node:fs/promises";
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import * as path from "node:path";
import compression from "compression";
import send from "send";
import { LEAD_BODY_MAX_BYTES } from "../contract";
import type { ServerManifest } from "./manifest";
import { proxyMatcher, realClientAddress } from "./real-ip";
import {
  ALLOWED_METHODS,
  HIDDEN_PATH,
  LEAD_METHODS,
  LEAD_PATH,
  NOT_FOUND_PAGES,
  NOT_FOUND_PATH,
  REDIRECT_RULES,
  REFUSED_TARGET,
  RU_PATH,
  COMPRESSED_TYPES,
  cacheControl,
  contentType,
  redirectLocation,
  securityHeaders,
} from "./rules";

export interface NodeServerOptions {
  root: string;
  port: number;
  host?: string;
  manifest: ServerManifest;
  /** The lead gateway (http://host:port) that POST /api/leads goes to; without it that path answers 503. */
  leadGateway?: string;
  /** Proxies in front whose X-Forwarded-For names the visitor (real-ip.ts). */
  trustedProxies?: string[];
}

const ENCODINGS = [
  { token: /\bbr\b/, suffix: ".br", name: "br" },
  { token: /\bgzip\b/, suffix: ".gz", name: "gzip" },
] as const;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Compresses what has no twin: the types nginx gzips too, from 256 bytes (smaller ones grow). */
const compressOnTheFly = compression({
  threshold: 256,
  filter: (_request, response) =>
    !response.getHeader("Content-Encoding") &&
    COMPRESSED_TYPES.includes(
      String(response.getHeader("Content-Type") ?? "")
        .split(";")[0]!
        .trim(),
    ),
});

export function createNodeServer(options: NodeServerOptions) {
  // The release symlink is resolved per request by the file system, like nginx.
  const root = path.resolve(options.root);
  const isTrustedProxy = proxyMatcher(options.trustedProxies ?? []);
  let headers: Record<string, string> = {};
  const redirects = new Map<string, string>();
  function useManifest(manifest: ServerManifest) {
    headers = securityHeaders(manifest);
    redirects.clear();
    for (const { fromPath, toPath } of manifest.redirects) {
      try {
        redirects.set(decodeURIComponent(fromPath), toPath);
      } catch {
        // A redirect source that is not valid percent-encoding can never match a request.
      }
    }
  }
  useManifest(options.manifest);
  const redirectRules = REDIRECT_RULES.map((rule) => ({ ...rule, pattern: new RegExp(rule.pattern) }));
  const notFoundPage = new RegExp(NOT_FOUND_PATH);
  const refused = new RegExp(REFUSED_TARGET);
  const hidden = new RegExp(HIDDEN_PATH);
  const ru = new RegExp(RU_PATH);

  function finish(res: http.ServerResponse, status: number, pathname: string, extra: Record<string, string> = {}) {
    res.writeHead(status, { ...extra, "Cache-Control": cacheControl(status, pathname) });
    res.end();
  }

  async function notFound(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
    const page = NOT_FOUND_PAGES[ru.test(pathname) ? "ru" : "ro"];
    let body: Buffer | string = "This page could not be found";
    try {
      body = await readFile(path.join(root, page));
    } catch {
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
    }
    res.writeHead(404, {
      "Content-Type": typeof body === "string" ? "text/plain; charset=utf-8" : contentType(page),
      "Cache-Control": cacheControl(404, pathname),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** POST /api/leads to the gateway, as nginx's proxy_pass does: the body within the limit, the visitor's address. */
  function proxyLead(req: http.IncomingMessage, res: http.ServerResponse) {
    let failed = false;
    const fail = (status: number) => {
      if (failed) return;
      failed = true;
      if (res.headersSent) return void res.destroy();
      // The rest of the body is read and dropped, as nginx does: a client still sending gets the answer, not a reset.
      req.unpipe();
      req.resume();
      finish(res, status, "");
    };
    if (!options.leadGateway) return fail(503);
    if (Number(req.headers["content-length"] ?? 0) > LEAD_BODY_MAX_BYTES) return fail(413);
    const target = new URL(options.leadGateway);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: LEAD_PATH,
        method: req.method,
        headers: {
          ...(req.headers["content-type"] ? { "content-type": req.headers["content-type"] } : {}),
          ...(req.headers["content-length"] ? { "content-length": req.headers["content-length"] } : {}),
          host: req.headers.host ?? target.host,
          "x-real-ip": realClientAddress(
            req.socket.remoteAddress ?? "",
            req.headers["x-forwarded-for"],
            isTrustedProxy,
          ),
        },
        timeout: 30_000,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        res.writeHead(status, {
          "Content-Type": answer.headers["content-type"] ?? "application/json; charset=utf-8",
          "Cache-Control": cacheControl(status, LEAD_PATH),
          ...(answer.headers["retry-after"] ? { "Retry-After": answer.headers["retry-after"] } : {}),
          ...(status === 405 ? { Allow: LEAD_METHODS } : {}),
        });
        answer.pipe(res);
      },
    );
    upstream.on("timeout", () => upstream.destroy(new Error("the gateway did not answer in time")));
    upstream.on("error", () => fail(502));
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > LEAD_BODY_MAX_BYTES) {
        upstream.destroy();
        fail(413);
      }
    });
    req.pipe(upstream);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const target = req.url ?? "/";
    if (target.split("?")[0] === LEAD_PATH) return proxyLead(req, res);
    if (req.method !== "GET" && req.method !== "HEAD") return finish(res, 405, "", { Allow: ALLOWED_METHODS });
    // Only origin-form targets ("/path?query") name a file of this site.
    if (!target.startsWith("/") || refused.test(target)) return notFound(req, res, "/");
    for (const rule of redirectRules) {
      const match = rule.pattern.exec(target);
      if (match) return finish(res, 301, "", { Location: redirectLocation(rule.to, match) });
    }
    const [rawPath = "/", query] = target.split(/\?(.*)/s, 2);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return notFound(req, res, rawPath);
    }
    const moved = redirects.get(pathname);
    if (moved) return finish(res, 301, "", { Location: query === undefined ? moved : `${moved}?${query}` });
    if (pathname.includes("\0") || hidden.test(pathname) || notFoundPage.test(pathname)) {
      return notFound(req, res, pathname);
    }

    let file: string | null = null;
    for (const candidate of [pathname, `${pathname}.html`, path.posix.join(pathname, "index.html")]) {
      const full = path.join(root, candidate);
      if (full.startsWith(root + path.sep) && (await isFile(full))) {
        file = candidate;
        break;
      }
    }
    if (!file) return notFound(req, res, pathname);

    const accepted = String(req.headers["accept-encoding"] ?? "");
    let served = file;
    for (const encoding of ENCODINGS) {
      if (encoding.token.test(accepted) && (await isFile(path.join(root, file + encoding.suffix)))) {
        served = file + encoding.suffix;
        res.setHeader("Content-Encoding", encoding.name);
        break;
      }
    }
    res.setHeader("Vary", "Accept-Encoding");
    if (served === file) {
      await new Promise<void>((resolve, reject) =>
        compressOnTheFly(
          req as Parameters<typeof compressOnTheFly>[0],
          res as Parameters<typeof compressOnTheFly>[1],
          (error?: unknown) => (error ? reject(error as Error) : resolve()),
        ),
      );
    }
    const relative = served.split("/").map(encodeURIComponent).join("/");
    send(req, relative, { root, dotfiles: "deny", index: false, cacheControl: false, etag: true, lastModified: true })
      .on("headers", (response: http.ServerResponse) => {
        response.setHeader("Content-Type", contentType(file));
        response.setHeader("Cache-Control", cacheControl(200, file));
      })
      .on("error", (error: { status?: number; headers?: Record<string, string> }) => {
        // send refuses unsatisfiable ranges (416) and failed preconditions (412) itself; anything else is a 404.
        if (error.status && error.status !== 404 && !res.headersSent) {
          res.removeHeader("Content-Encoding");
          return finish(res, error.status, pathname, error.headers ?? {});
        }
        void notFound(req, res, pathname);
      })
      .pipe(res);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) finish(res, 500, "");
      else res.destroy();
    });
  });
  // Requests Node's parser refuses (malformed line, 70 KB URL, NUL bytes) get a plain error with the same headers.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.end(
      `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\nCache-Control: no-store\r\n${lines.join("\r\n")}\r\n\r\n`,
    );
  });

  return {
    server,
    reload: useManifest,
    listen: () =>
      new Promise<{ url: string; port: number }>((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port, options.host ?? "0.0.0.0", () => {
          const { port } = server.address() as AddressInfo;
          resolve({ url: `http://localhost:${port}`, port });
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
