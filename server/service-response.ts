/**
 * Answers of the site's own services (the publisher, the lead gateway): never cached, never sniffed, and a HEAD gets
 * the headers without the body.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export function serviceResponder(request: IncomingMessage, response: ServerResponse) {
  const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, {
      "Content-Type": type,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...headers,
    });
    response.end(request.method === "HEAD" ? undefined : body);
  };
  const json = (status: number, body: unknown, headers?: Record<string, string>) =>
    send(status, "application/json; charset=utf-8", JSON.stringify(body), headers);
  return { send, json };
}
