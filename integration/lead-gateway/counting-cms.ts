/**
 * A CMS that counts every lead POST it is sent (not only the ones it stores), so a test sees each duplicate; it
 * answers as told (201, a misconfiguration's 404, an outage's 503, a slow answer) and calls `onDelivery` on every
 * POST, so a test can fail the moment something unwanted arrives instead of waiting and counting afterwards.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface CountingCms {
  url: string;
  /** How many POSTs carried each idempotency key. */
  deliveries: Map<string, number>;
  /** Every answer from now on: a status (201 stores the lead), and how long to wait before it. */
  answer: (status: number, delayMs?: number) => void;
  onDelivery: (listener: (key: string, count: number, status: number) => void) => void;
  close: () => Promise<void>;
}

export async function startCountingCms(port = 0): Promise<CountingCms> {
  const deliveries = new Map<string, number>();
  const listeners: Array<(key: string, count: number, status: number) => void> = [];
  let status = 201;
  let delayMs = 0;
  const server: Server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const answerWith = status;
      const reply = () => {
        if (response.destroyed) return;
        let key = "";
        try {
          key = String((JSON.parse(text) as { idempotency_key?: unknown }).idempotency_key ?? "");
        } catch {
          key = "";
        }
        if (answerWith >= 200 && answerWith < 300) {
          const count = (deliveries.get(key) ?? 0) + 1;
          deliveries.set(key, count);
          for (const listener of listeners) listener(key, count, answerWith);
        } else {
          for (const listener of listeners) listener(key, deliveries.get(key) ?? 0, answerWith);
        }
        response.writeHead(answerWith, { "Content-Type": "application/json" });
        response.end(JSON.stringify(answerWith < 300 ? { id: 1 } : { detail: `HTTP ${answerWith}` }));
      };
      if (delayMs) setTimeout(reply, delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deliveries,
    answer: (next, delay = 0) => {
      status = next;
      delayMs = delay;
    },
    onDelivery: (listener) => listeners.push(listener),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
