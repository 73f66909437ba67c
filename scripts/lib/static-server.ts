/**
 * Serves the built site (public/) the way production should: no trailing slashes (301), the explicit /ro prefix
 * folded into the unprefixed Romanian paths (301), the locale's 404 page with status 404, compression, and cache
 * headers that never keep a visitor on a stale build (HTML, page-data and sw.js are revalidated every time).
 */
import { createReadStream, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import * as path from "node:path";
import { createGzip } from "node:zlib";
import { DEFAULT_LOCALE } from "../../src/lib/locales";
import { localeOfPath, paths } from "../../src/lib/paths";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json",
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest)|image\/svg)/;

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
}

/** Where a request should go: a redirect, or a file candidate list. Pure, so the rules are unit-tested. */
export function route(rawUrl: string): { redirect: string } | { candidates: string[]; locale: "ro" | "ru" } {
  const url = new URL(rawUrl, "http://local");
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { candidates: [], locale: "ro" };
  }
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const trimmed = pathname.replace(/\/+$/, "") || "/";
    return { redirect: encodeURI(trimmed) + url.search };
  }
  if (pathname.startsWith("/ro/")) return { redirect: encodeURI(pathname.slice(3)) + url.search };
  const locale = localeOfPath(pathname);
  if (pathname.split("/").includes("..")) return { candidates: [], locale };
  const candidates = path.extname(pathname)
    ? [pathname]
    : [path.posix.join(pathname, "index.html"), `${pathname}.html`];
  return { candidates, locale };
}

function cacheControl(file: string): string {
  const relative = file.replace(/\\/g, "/");
  if (/\/static\//.test(relative) || /-[0-9a-f]{16,}\.(js|css)$/.test(relative))
    return "public, max-age=31536000, immutable";
  if (/\.(png|jpe?g|webp|avif|svg|ico|woff2)$/.test(relative)) return "public, max-age=86400";
  return "public, max-age=0, must-revalidate";
}

async function fileAt(root: string, candidate: string): Promise<string | null> {
  const full = path.join(root, candidate);
  if (!full.startsWith(root)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

function send(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  res.writeHead(status, {
    "Content-Type": type,
    "Cache-Control": status === 200 ? cacheControl(file) : "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    Vary: "Accept-Encoding",
    ...(gzip ? { "Content-Encoding": "gzip" } : {}),
  });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on("error", () => res.destroy());
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

/** The build's locale redirects (wrong-language category slugs), if it wrote any. */
function loadRedirects(root: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path.join(root, "locale-redirects.json"), "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

export function createStaticServer(options: StaticServerOptions) {
  const root = path.resolve(options.root);
  const redirects = loadRedirects(root);
  const server = http.createServer(async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const target = route(req.url ?? "/");
    if ("redirect" in target) {
      res.writeHead(301, { Location: target.redirect, "Cache-Control": "public, max-age=3600" }).end();
      return;
    }
    for (const candidate of target.candidates) {
      const file = await fileAt(root, candidate);
      if (file) return send(req, res, file, 200);
    }
    const { pathname, search } = new URL(req.url ?? "/", "http://local");
    const moved = redirects[pathname];
    if (moved) {
      res.writeHead(301, { Location: moved + search, "Cache-Control": "public, max-age=3600" }).end();
      return;
    }
    const notFound =
      (await fileAt(root, paths.notFoundFile(target.locale))) ??
      (await fileAt(root, paths.notFoundFile(DEFAULT_LOCALE)));
    if (notFound) return send(req, res, notFound, 404);
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("This page could not be found");
  });
  return {
    server,
    listen: () =>
      new Promise<{ url: string; port: number }>((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port, options.host ?? "0.0.0.0", () => {
          const { port } = server.address() as AddressInfo;
          resolve({ url: `http://localhost:${port}`, port });
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
