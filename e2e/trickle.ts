/**
 * A proxy in front of the site that hands each page's HTML to the browser in small pieces with pauses between them,
 * as a slow mobile network does: the browser may paint what it has parsed so far, so anything painted early that a
 * later part of the document moves is a layout shift a visitor on a slow network sees. Everything else passes
 * through unchanged, from the same origin (the CSP's 'self').
 */
import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export interface Trickle {
  url: string;
  close: () => Promise<void>;
}

export async function startTrickle(upstream: string, { chunkBytes = 4096, pauseMs = 80 } = {}): Promise<Trickle> {
  const target = new URL(upstream);
  const server = createServer((incoming, outgoing) => {
    const document = incoming.headers["sec-fetch-dest"] === "document";
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: target.host };
    // The document uncompressed, so that each piece is a piece of the markup.
    if (document) headers["accept-encoding"] = "identity";
    const forward = request(
      { hostname: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        if (!document) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const parts: Buffer[] = [];
        answer.on("data", (part: Buffer) => parts.push(part));
        answer.on("end", () => {
          const { "content-length": _length, "transfer-encoding": _encoding, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          void (async () => {
            const body = Buffer.concat(parts);
            for (let start = 0; start < body.length; start += chunkBytes) {
              outgoing.write(body.subarray(start, start + chunkBytes));
              await sleep(pauseMs);
            }
            outgoing.end();
          })();
        });
      },
    );
    forward.on("error", () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
