/**
 * Validators for GET answers, as Django's ConditionalGetMiddleware gives them: an ETag that is a digest of the exact
 * body, and 304 Not Modified (no body) when the request's If-None-Match names it. Clients that send no validator
 * are answered as before.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { absolutizeMedia, isPlainObject, sendText } from "./http";

export interface Representation {
  text: string;
  etag: string;
}

/**
 * Serialised answers of values that live as long as their parsed data file (a row, a whole file), per origin: an
 * edited file is parsed into new values, so its answers are computed again on the next request, while unchanged
 * rows are neither re-serialised nor re-hashed on each request.
 */
const representations = new WeakMap<object, Map<string, Representation>>();

export function represent(body: unknown, origin: string, stable: boolean): Representation {
  const memo = stable && (isPlainObject(body) || Array.isArray(body)) ? body : undefined;
  const known = memo && representations.get(memo)?.get(origin);
  if (known) return known;
  const text = JSON.stringify(absolutizeMedia(body, origin));
  const representation = { text, etag: `"${createHash("sha1").update(text).digest("base64url")}"` };
  if (memo) {
    const byOrigin = representations.get(memo) ?? new Map<string, Representation>();
    byOrigin.set(origin, representation);
    representations.set(memo, byOrigin);
  }
  return representation;
}

/** If-None-Match's weak comparison (RFC 9110 13.1.2): any listed tag, or `*`, with or without `W/`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

export function sendRepresentation(req: IncomingMessage, res: ServerResponse, representation: Representation): void {
  if (matchesIfNoneMatch(req.headers["if-none-match"], representation.etag)) {
    res.writeHead(304, { ETag: representation.etag }).end();
    return;
  }
  sendText(res, 200, representation.text, { ETag: representation.etag });
}
