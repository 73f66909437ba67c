/**
 * @jest-environment node
 *
 * The production server (generated nginx) and the Node fallback, as real processes on a small built site: the
 * serving rules, the headers on every kind of response, and hostile requests, each followed by a normal request
 * that must still answer 200. Raw sockets send what no HTTP client would.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import * as http from "node:http";
import * as net from "node:net";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { finishBuildOutput } from "../gatsby/build-output";
import { scriptHash } from "../server/inline-scripts";
import { MANIFEST_FILE, readManifest } from "../server/manifest";
import { startSite, type RunningSite, type ServerKind } from "../server";
import { nginxInstalled } from "../server/nginx";
import { LEAD_BODY_MAX_BYTES } from "../contract";

const INLINE = 'window.pagePath="/";';
const BIG_JS = `console.log(${JSON.stringify("x".repeat(4000))});`;

function writeSite(root: string) {
  const page = (title: string) =>
    `<!doctype html><html><head><script>${INLINE}</script>` +
    `<script type="application/ld+json">{"@type":"Thing"}</script></head><body><h1>${title}</h1>` +
    `${"<p>filler text for compression</p>".repeat(20)}</body></html>`;
  const files: Record<string, string> = {
    "index.html": page("home"),
    "ro/index.html": page("explicit ro home"),
    "ru/index.html": page("ru home"),
    "blog.html": page("blog"),
    "ferestre.html": page("ferestre"),
    "ru/okna.html": page("okna"),
    "404.html": page("This page could not be found"),
    "ru/404/index.html": page("Эта страница не найдена"),
    "app-0123456789abcdef0123.js": BIG_JS,
    "app-0123456789abcdef0123.js.map": "{}",
    "webpack.stats.json": "{}",
    "sw.js": BIG_JS,
    "page-data/blog/page-data.json": JSON.stringify({ path: "/blog", filler: "y".repeat(1000) }),
    "static/logo-abc.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(100)}</svg>`,
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  raw: string;
}

/** Sends bytes as they are and reads what comes back until the server closes or 3 s pass. */
function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const done = () => {
      socket.destroy();
      const raw = Buffer.concat(chunks).toString("latin1");
      const [head = ""] = raw.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]) || 0, headers, raw });
    };
    const timer = setTimeout(done, 3000);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", () => {
      clearTimeout(timer);
      done();
    });
    socket.on("error", () => undefined);
    socket.write(request);
  });
}

const get = (port: number, target: string, extra = "") =>
  rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface StubGateway {
  url: string;
  port: number;
  requests: Array<{ method: string; body: string; contentType: string; realIp: string }>;
  close: () => Promise<void>;
}

/** Stands in for the lead gateway behind the server: records what reaches it and answers as the gateway does. */
async function startStubGateway(port = 0): Promise<StubGateway> {
  const requests: StubGateway["requests"] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        body,
        contentType: String(request.headers["content-type"] ?? ""),
        realIp: String(request.headers["x-real-ip"] ?? ""),
      });
      const post = request.method === "POST";
      response.writeHead(post ? 202 : 405, {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
        ...(post ? {} : { Allow: "POST" }),
      });
      response.end(JSON.stringify(post ? { status: "accepted" } : { detail: "Use POST." }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const kinds: ServerKind[] = ["node", "nginx"];

describe.each(kinds)("%s", (kind) => {
  // CI installs nginx; only a developer machine without it may skip its half.
  const available = kind === "node" || nginxInstalled() || Boolean(process.env.CI);
  const maybe = available ? it : it.skip;
  let root: string;
  let port: number;
  let site: RunningSite;
  let gateway: StubGateway;

  beforeAll(async () => {
    if (!available) return;
    root = mkdtempSync(path.join(tmpdir(), "site-"));
    // mkdtemp's folder is private (0700), like a checkout under /root in CI: nginx must still read it.
    writeSite(root);
    await finishBuildOutput(
      root,
      [
        { fromPath: "/okna", toPath: "/ferestre" },
        { fromPath: "/ru/ferestre", toPath: "/ru/okna" },
      ],
      {
        site: {
          siteUrl: "http://localhost:9000",
          contentApiUrl: "http://localhost:8000",
          liveChatScriptUrl: "",
          crmFormScriptUrl: "",
          leadDelivery: "gateway",
          analytics: { gtm: false, yandex: false },
        },
      },
    );
    // Twins as the release step writes them; the other files have none, as after a plain `npm run build`.
    for (const file of ["app-0123456789abcdef0123.js", "index.html"]) {
      const body = readFileSync(path.join(root, file));
      writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(body));
      writeFileSync(path.join(root, `${file}.gz`), gzipSync(body));
    }
    port = await freePort();
    gateway = await startStubGateway();
    // The test's own requests come from loopback: loopback stands for the TLS terminator in front.
    site = await startSite({
      root,
      port,
      host: "127.0.0.1",
      kind,
      leadGateway: gateway.url,
      trustedProxies: ["127.0.0.1", "::1"],
    });
  });
  afterAll(async () => {
    await site?.close();
    await gateway?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  async function stillServes() {
    const response = await get(port, "/");
    expect(response.status).toBe(200);
    expect(response.raw).toContain("<h1>home</h1>");
  }

  function expectSecurityHeaders(response: RawResponse) {
    const csp = response.headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' [^;]*'sha256-/);
    expect(csp).toContain(scriptHash(INLINE));
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["permissions-policy"]).toContain("camera=()");
    // The fixture's SITE_URL is http: no HSTS (browsers ignore it there, and it would pin a local port).
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  }

  maybe("answers pages with 200, revalidating caching and the security headers", async () => {
    const response = await get(port, "/blog");
    expect(response.status).toBe(200);
    expect(response.raw).toContain("<h1>blog</h1>");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expectSecurityHeaders(response);
    const ro = await get(port, "/ro");
    expect(ro.status).toBe(200);
    expect(ro.raw).toContain("explicit ro home");
  });

  maybe("caches hashed assets for a year and revalidates page data and sw.js", async () => {
    expect((await get(port, "/app-0123456789abcdef0123.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get(port, "/static/logo-abc.svg")).headers["cache-control"]).toContain("immutable");
    expect((await get(port, "/sw.js")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await get(port, "/page-data/blog/page-data.json")).headers["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
  });

  maybe("serves the precompressed brotli and gzip files", async () => {
    const br = await get(port, "/app-0123456789abcdef0123.js", "Accept-Encoding: gzip, br\r\n");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.raw).not.toContain("xxxxxxxx");
    const gz = await get(port, "/", "Accept-Encoding: gzip\r\n");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["content-length"]).toBe(String(statSync(path.join(root, "index.html.gz")).size));
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await get(port, "/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  maybe("gzips on the fly the text files without a twin, as a plain npm run build leaves them", async () => {
    for (const target of ["/blog", "/page-data/blog/page-data.json", "/static/logo-abc.svg"]) {
      const gz = await get(port, target, "Accept-Encoding: gzip\r\n");
      expect({ target, status: gz.status, encoding: gz.headers["content-encoding"] }).toEqual({
        target,
        status: 200,
        encoding: "gzip",
      });
      expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gz.raw).not.toContain("filler text for compression");
      expect(gz.raw).not.toContain("yyyyyyyy");
    }
    const plain = await get(port, "/blog");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.raw).toContain("filler text for compression");
  });

  maybe("redirects trailing slashes, the /ro prefix and wrong-language slugs with 301 and the headers", async () => {
    const cases: Array<[string, string]> = [
      ["/blog/", "/blog"],
      ["/blog///?page=2", "/blog?page=2"],
      ["/ro/blog", "/blog"],
      ["/ro/", "/ro"],
      ["/okna", "/ferestre"],
      ["/okna?utm=1", "/ferestre?utm=1"],
      ["/ru/ferestre", "/ru/okna"],
      ["/blog?page=2", "/blog/page/2"],
      ["/ru/blog?page=3", "/ru/blog/page/3"],
      ["/blog?page=1", "/blog"],
    ];
    for (const [from, to] of cases) {
      const response = await get(port, from);
      expect([from, response.status, response.headers.location]).toEqual([from, 301, to]);
      expect(response.headers["cache-control"]).toBe("public, max-age=3600");
      expectSecurityHeaders(response);
    }
  });

  maybe("answers unknown paths with the locale's 404 page, status 404 and the headers", async () => {
    const ro = await get(port, "/nope");
    expect(ro.status).toBe(404);
    expect(ro.raw).toContain("This page could not be found");
    expect(ro.headers["cache-control"]).toBe("no-store");
    expectSecurityHeaders(ro);
    const ru = await get(port, "/ru/nope");
    expect(ru.status).toBe(404);
    expect(Buffer.from(ru.raw, "latin1").toString("utf8")).toContain("Эта страница не найдена");
  });

  maybe(
    "answers the 404 pages asked for directly with 404 and their page, and other blog queries with the list",
    async () => {
      for (const [target, text] of [
        ["/404", "This page could not be found"],
        ["/404.html", "This page could not be found"],
        ["/ru/404", "Эта страница не найдена"],
        ["/ru/404/index.html", "Эта страница не найдена"],
      ] as const) {
        const response = await get(port, target);
        expect([target, response.status]).toEqual([target, 404]);
        expect(Buffer.from(response.raw, "latin1").toString("utf8")).toContain(text);
      }
      for (const target of ["/blog?page=abc", "/blog?page=0", "/blog?utm_source=x"])
        expect([target, (await get(port, target)).status]).toEqual([target, 200]);
    },
  );

  maybe("serves neither source maps, webpack stats nor the server manifest", async () => {
    for (const target of ["/app-0123456789abcdef0123.js.map", "/webpack.stats.json", "/.server-manifest.json"]) {
      expect([target, (await get(port, target)).status]).toEqual([target, 404]);
    }
  });

  maybe("answers other methods with 405, Allow and the headers", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "PROPFIND", "TRACE"]) {
      const response = await rawRequest(
        port,
        `${method} /blog HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect([method, response.status]).toEqual([method, 405]);
      expect(response.headers.allow).toBe("GET, HEAD");
      expectSecurityHeaders(response);
    }
    // A method no HTTP spec names: nginx answers 405, Node's parser refuses it as a bad request (400).
    const invented = await rawRequest(port, "FOO /blog HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect([400, 405]).toContain(invented.status);
    await stillServes();
  });

  maybe("proxies POST /api/leads to the lead gateway with the visitor's address, within the body limit", async () => {
    const body = JSON.stringify({ request_kind: "call", name: "Ion" });
    const response = await rawRequest(
      port,
      `POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(response.status).toBe(202);
    expect(response.raw).toContain('"accepted"');
    expect(response.headers["cache-control"]).toBe("no-store");
    expectSecurityHeaders(response);
    const seen = gateway.requests.at(-1)!;
    expect(seen).toMatchObject({ method: "POST", body, contentType: "application/json", realIp: "127.0.0.1" });

    // Behind the trusted terminator: the visitor is the right-most address it did not add itself.
    const forwarded = await rawRequest(
      port,
      `POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `X-Forwarded-For: 203.0.113.9, 198.51.100.7, 127.0.0.1\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(forwarded.status).toBe(202);
    expect(gateway.requests.at(-1)!.realIp).toBe("198.51.100.7");

    const get = await rawRequest(port, "GET /api/leads HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");

    const big = "x".repeat(LEAD_BODY_MAX_BYTES + 10);
    const tooLarge = await rawRequest(
      port,
      `POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${big.length}\r\nConnection: close\r\n\r\n${big}`,
    );
    expect(tooLarge.status).toBe(413);
    // 8 MB with its length announced: answered 413, not a reset, while the client is still sending.
    const huge = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(8 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    await stillServes();
  });

  maybe("answers a lead with a retryable 502 while the gateway is down", async () => {
    await gateway.close();
    const response = await rawRequest(
      port,
      "POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        "Content-Length: 2\r\nConnection: close\r\n\r\n{}",
    );
    expect(response.status).toBe(502);
    gateway = await startStubGateway(gateway.port);
    await stillServes();
  });

  maybe("answers Range requests with 206 or 416", async () => {
    const part = await get(port, "/sw.js", "Range: bytes=0-6\r\n");
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toMatch(/^bytes 0-6\//);
    expect(part.raw.endsWith("console")).toBe(true);
    const outside = await get(port, "/sw.js", "Range: bytes=999999-\r\n");
    expect(outside.status).toBe(416);
    const garbage = await get(port, "/sw.js", "Range: bytes=zz\r\n");
    expect([200, 416]).toContain(garbage.status);
    await stillServes();
  });

  maybe("never redirects to another origin", async () => {
    const probes = [
      "//evil.com",
      "//evil.com/",
      "/%2Fevil.com/",
      "/%2F%2Fevil.com/",
      "/%5Cevil.com/",
      "/%5cevil.com",
      "/\\evil.com/",
      "/ro//evil.com",
      "/ro//evil.com/",
      "/ro/%2Fevil.com",
      "/ro/%5C%5Cevil.com/",
      "///evil.com/",
      "/.%2F/evil.com/",
    ];
    for (const probe of probes) {
      const response = await get(port, probe);
      expect(response.status).toBeGreaterThanOrEqual(200);
      const location = response.headers.location;
      if (location === undefined) continue;
      expect([probe, location]).toEqual([probe, expect.stringMatching(/^\/(?![/\\])/)]);
      expect(new URL(location, "http://site.test/").origin).toBe("http://site.test");
    }
    await stillServes();
  });

  maybe("takes a new release's redirects on reload, without a restart", async () => {
    const manifest = await readManifest(root);
    manifest.redirects.push({ fromPath: "/vechi", toPath: "/blog" });
    writeFileSync(path.join(root, MANIFEST_FILE), JSON.stringify(manifest));
    expect((await get(port, "/vechi")).status).toBe(404);
    await site.reload();
    // nginx swaps workers in the background after the reload signal.
    let location: string | undefined;
    for (let attempt = 0; attempt < 50 && location !== "/blog"; attempt += 1) {
      location = (await get(port, "/vechi")).headers.location;
      if (location !== "/blog") await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(location).toBe("/blog");
    await stillServes();
  });

  maybe("survives malformed requests, each followed by a normal request", async () => {
    const probes: Array<string | Buffer> = [
      "GET http://[ HTTP/1.1\r\nHost: localhost\r\n\r\n",
      "GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      "GET /%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      "GET /%00 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      Buffer.from("GET /a\0b HTTP/1.1\r\nHost: localhost\r\n\r\n", "latin1"),
      `GET /${"a".repeat(70 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      "GET / HTTP/9.9\r\n\r\n",
      "GET\r\n\r\n",
      "get / HTTP/1.1\r\nHost: localhost\r\n\r\n",
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"b".repeat(70 * 1024)}\r\n\r\n`,
      "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n",
    ];
    for (const probe of probes) {
      const response = await rawRequest(port, probe);
      const label = String(probe).slice(0, 40);
      // A refusal (4xx, or 505 for an unknown HTTP version) or a normal answer; never a crash, a hang or a 500.
      const refusedOrServed = response.status >= 200 && (response.status < 500 || response.status === 505);
      expect([label, response.status, refusedOrServed]).toEqual([label, response.status, true]);
      await stillServes();
    }
  });
});
