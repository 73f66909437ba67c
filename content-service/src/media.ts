import { createReadStream, promises as fs } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import * as path from "node:path";
import { pipeline } from "node:stream/promises";
import { methodNotAllowed, notFound } from "./http";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".jpeg": "image/jpeg",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};

export const MEDIA_PREFIX = "/media/";

/** Serves `<mediaDir>/<file>` for GET/HEAD `/media/<file>`; never a file outside mediaDir. */
export async function serveMedia(
  req: IncomingMessage,
  res: ServerResponse,
  mediaDir: string,
  pathname: string,
): Promise<void> {
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") throw methodNotAllowed(method, "GET, HEAD, OPTIONS");
  const file = await resolveMediaFile(mediaDir, pathname.slice(MEDIA_PREFIX.length));
  if (file === undefined) throw notFound();
  const stat = await fs.stat(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = {
    "Content-Type": CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    "Cache-Control": "public, max-age=3600",
    "Last-Modified": stat.mtime.toUTCString(),
    ETag: etag,
  };
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, "Content-Length": String(stat.size) });
  if (method === "HEAD") {
    res.end();
    return;
  }
  await pipeline(createReadStream(file), res).catch(() => res.destroy());
}

async function resolveMediaFile(mediaDir: string, encoded: string): Promise<string | undefined> {
  let relative: string;
  try {
    relative = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  if (relative === "" || relative.includes("\0")) return undefined;
  try {
    // realpath on both sides so a symlink cannot lead out of the media folder either.
    const root = await fs.realpath(mediaDir);
    const file = await fs.realpath(path.resolve(root, relative));
    if (!isInside(root, file)) return undefined;
    return (await fs.stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative !== "" && relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
