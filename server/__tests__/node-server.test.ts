/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createNodeServer } from "../node-server";
import type { ServerManifest } from "../manifest";

const MANIFEST: ServerManifest = {
  redirects: [],
  scriptHashes: [],
  analytics: { gtm: false, yandex: false },
  siteUrl: "http://localhost",
  contentApiUrl: "http://localhost:8000",
  liveChatScriptUrl: "",
  crmFormScriptUrl: "",
};
const PAGE = `<!doctype html><html><body>${"<p>Ferestre din PVC, montaj inclus.</p>".repeat(40)}</body></html>`;

function get(port: number, pathname: string, encoding: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request({ port, path: pathname, headers: { "Accept-Encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the Node server's compression", () => {
  let root: string;
  let server: ReturnType<typeof createNodeServer>;
  let port: number;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "node-server-"));
    mkdirSync(path.join(root, "blog"));
    writeFileSync(path.join(root, "blog", "index.html"), PAGE);
    writeFileSync(path.join(root, "index.html"), PAGE);
    // A release's twin, recognisable by its content.
    writeFileSync(path.join(root, "index.html.gz"), gzipSync("the release's twin"));
    writeFileSync(path.join(root, "tiny.txt"), "small");
    server = createNodeServer({ root, port: 0, host: "127.0.0.1", manifest: MANIFEST });
    ({ port } = await server.listen());
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("compresses on the fly a page without a twin, as after a plain npm run build", async () => {
    const gzip = await get(port, "/blog", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    const brotli = await get(port, "/blog", "br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(PAGE);
  });

  it("sends the twin when there is one, and small or unasked files as they are", async () => {
    const twin = await get(port, "/", "gzip");
    expect(twin.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(twin.body).toString()).toBe("the release's twin");
    const identity = await get(port, "/blog", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(PAGE);
    const tiny = await get(port, "/tiny.txt", "gzip");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("small");
  });
});
