/** @jest-environment node */
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import * as zlib from "node:zlib";
import { object, string } from "yup";
import { createContentClient } from "../client";
import { MemoryConditionalCache } from "./memory-conditional-cache";
import { HttpTimeoutError, createKeepAliveHttpGet, type KeepAliveHttpGet } from "../http-get";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let server: http.Server;
let base: string;
let handler: Handler;
let connections: number;
let transport: KeepAliveHttpGet;

beforeEach(async () => {
  connections = 0;
  server = http.createServer((req, res) => handler(req, res));
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  transport = createKeepAliveHttpGet({ maxSockets: 4 });
});

afterEach(async () => {
  transport.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = (path: string, headers: Record<string, string> = {}, signal = new AbortController().signal) =>
  transport(`${base}${path}`, { headers, signal });

describe("the default transport (undici)", () => {
  it("reuses its connections for requests in sequence and sends the caller's headers", async () => {
    const seen: Array<string | undefined> = [];
    handler = (req, res) => {
      seen.push(req.headers["if-none-match"]);
      res.writeHead(304, { ETag: '"a"' }).end();
    };
    for (let index = 0; index < 20; index += 1) {
      const response = await get(`/item/${index}/`, { "If-None-Match": '"a"' });
      expect(response.status).toBe(304);
      expect(response.headers.get("ETag")).toBe('"a"');
    }
    expect(seen).toEqual(Array.from({ length: 20 }, () => '"a"'));
    // undici hands a connection back to its pool a moment after the answer, so a request in sequence may take a second.
    expect(connections).toBeLessThanOrEqual(2);
  });

  it("gives status, ok, statusText and headers by any case, null for a missing one", async () => {
    handler = (_req, res) => res.writeHead(503, "Busy", { "Retry-After": "2" }).end("down");
    const response = await get("/");
    expect([response.status, response.ok, response.statusText]).toEqual([503, false, "Busy"]);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(response.headers.get("RETRY-AFTER")).toBe("2");
    expect(response.headers.get("etag")).toBeNull();
    await expect(response.text()).resolves.toBe("down");
  });

  it("follows redirects like fetch, relative ones included, and gives up after 20 or on a loop", async () => {
    handler = (req, res) => {
      const hop = Number(/\/hop\/(\d+)/.exec(req.url ?? "")?.[1] ?? NaN);
      const step = Number(/\/chain\/(\d+)/.exec(req.url ?? "")?.[1] ?? NaN);
      if (req.url === "/start") res.writeHead(301, { Location: "/hop/1" }).end();
      else if (hop < 3) res.writeHead(hop === 1 ? 307 : 308, { Location: `../hop/${hop + 1}` }).end();
      else if (hop === 3) res.writeHead(200).end(`arrived at ${req.url}`);
      else if (step >= 0) res.writeHead(302, { Location: `/chain/${step + 1}` }).end();
      else if (req.url?.startsWith("/loop")) res.writeHead(302, { Location: "/loop" }).end();
    };
    const response = await get("/start");
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe("arrived at /hop/3");
    expect(response.redirected).toBe(true);
    expect(new URL(response.url!).pathname).toBe("/hop/3");
    expect((await get("/hop/3")).redirected).toBeFalsy();
    await expect(get("/chain/0")).rejects.toThrow("more than 20 redirects");
    await expect(get("/loop")).rejects.toThrow("redirect loop");
  });

  it("decodes gzip, deflate (zlib and raw) and brotli bodies and drops a UTF-8 BOM", async () => {
    const body = "\uFEFF" + JSON.stringify({ title: "Ferestre și uși" });
    const encodings: Record<string, Buffer> = {
      "/gzip": zlib.gzipSync(body),
      "/deflate": zlib.deflateSync(body),
      "/raw-deflate": zlib.deflateRawSync(body),
      "/br": zlib.brotliCompressSync(body),
    };
    let accepted: string | undefined;
    handler = (req, res) => {
      accepted = req.headers["accept-encoding"];
      const encoding = req.url!.slice(1).replace("raw-", "");
      res.writeHead(200, { "Content-Encoding": encoding }).end(encodings[req.url!]);
    };
    for (const path of Object.keys(encodings)) {
      await expect((await get(path)).text()).resolves.toBe(JSON.stringify({ title: "Ferestre și uși" }));
    }
    expect(accepted).toMatch(/gzip.*deflate.*br/);
  });

  it("rejects a body in an encoding it cannot read, instead of passing bytes on as text", async () => {
    handler = (_req, res) => res.writeHead(200, { "Content-Encoding": "zstd" }).end("xx");
    await expect((await get("/")).text()).rejects.toThrow("unsupported content encoding 'zstd'");
  });

  it("resolves a body cut off after the headers with a text() that rejects", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "Content-Length": "1000" });
      res.write('{"title":');
      setTimeout(() => res.destroy(), 20);
    };
    const response = await get("/");
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it("stops when the caller's signal aborts", async () => {
    handler = () => {};
    const controller = new AbortController();
    const pending = get("/", {}, controller.signal);
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toThrow(/abort/i);
  });

  describe("with its own time limit (no signal)", () => {
    const within = (path: string, timeoutMs: number) => transport(`${base}${path}`, { headers: {}, timeoutMs });

    it("rejects an answer that does not come in time", async () => {
      handler = () => {};
      await expect(within("/", 30)).rejects.toBeInstanceOf(HttpTimeoutError);
    });

    it("fails by the time limit when a body stops half way", async () => {
      handler = (_req, res) => {
        res.writeHead(200, { "Content-Length": "1000" });
        res.write('{"title":');
      };
      // The answer is given once its body is complete, so the request or its text() fails.
      await expect(within("/", 50).then((response) => response.text())).rejects.toThrow(new HttpTimeoutError(50));
    });

    it("counts the limit over all redirects, not per request", async () => {
      handler = (req, res) => {
        const hop = Number(req.url!.slice(1));
        setTimeout(() => res.writeHead(302, { Location: `/${hop + 1}` }).end(), 20);
      };
      await expect(within("/0", 70)).rejects.toBeInstanceOf(HttpTimeoutError);
    });

    it("answers in time as without a limit", async () => {
      handler = (_req, res) => res.writeHead(200).end("ok");
      const response = await within("/", 1000);
      await expect(response.text()).resolves.toBe("ok");
    });
  });
});

describe("the content client on the default transport", () => {
  const schema = object({ title: string().required() });
  const client = (timeoutMs = 100) =>
    createContentClient({ baseUrl: base, siteId: "termofort", retries: 1, timeoutMs, sleep: async () => {} });

  it("validates an answer, sends ETags back and reuses the value on 304", async () => {
    handler = (req, res) => {
      if (req.headers["if-none-match"] === '"v1"') res.writeHead(304, { ETag: '"v1"' }).end();
      else res.writeHead(200, { ETag: '"v1"', "Content-Type": "application/json" }).end('{"title":"Uși"}');
    };
    const conditional = new MemoryConditionalCache();
    const first = createContentClient({ baseUrl: base, siteId: "termofort", conditional });
    await expect(first.getPath("ro", "blog-item/1/", schema)).resolves.toEqual({ title: "Uși" });
    first.close();
    const second = createContentClient({ baseUrl: base, siteId: "termofort", conditional });
    const value = await second.getPath("ro", "blog-item/1/", schema);
    expect(value).toEqual({ title: "Uși" });
    expect(second.isReused(value)).toBe(true);
    expect(second.counts).toEqual({ requests: 1, notModified: 1 });
    second.close();
  });

  it("times out a service that never answers, naming the limit", async () => {
    handler = () => {};
    const subject = client();
    await expect(subject.getPath("ro", "menu-item/", schema)).rejects.toThrow("no answer within 100 ms");
    subject.close();
  });

  it("times out a body that stops half way, not only the headers", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "Content-Length": "1000" });
      res.write('{"title":');
    };
    const subject = client();
    await expect(subject.getPath("ro", "menu-item/", schema)).rejects.toThrow("no answer within 100 ms");
    subject.close();
  });

  it("retries a connection refused as a network error", async () => {
    const refused = createContentClient({
      baseUrl: "http://127.0.0.1:1",
      siteId: "termofort",
      retries: 1,
      sleep: async () => {},
    });
    await expect(refused.getPath("ro", "menu-item/", schema)).rejects.toThrow(/network error/);
    expect(refused.counts.requests).toBe(2);
    refused.close();
  });
});
