import type { IncomingMessage, ServerResponse } from "node:http";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

export const notFound = (): HttpError => new HttpError(404, { detail: "Not found." });

export const methodNotAllowed = (method: string, allow: string): HttpError =>
  new HttpError(405, { detail: `Method "${method}" not allowed.` }, { Allow: allow });

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(res, status, JSON.stringify(body), headers);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  const payload = Buffer.from(text, "utf8");
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(payload.length),
    ...headers,
  });
  res.end(payload);
}

const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { detail: "Request body too large." });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Parses a JSON request body the way DRF's JSONParser reports errors. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, {
      detail: `JSON parse error - ${(error as Error).message}`,
    });
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Rewrites every string starting with "/media/" to an absolute URL on `origin`. */
export function absolutizeMedia(value: unknown, origin: string): unknown {
  if (typeof value === "string") return value.startsWith("/media/") ? origin + value : value;
  if (Array.isArray(value)) return value.map((item) => absolutizeMedia(item, origin));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = absolutizeMedia(item, origin);
    return out;
  }
  return value;
}
