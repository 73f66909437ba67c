/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { Publisher } from "../publisher";
import { ReleaseStore } from "../releases";

const TOKEN = "hook-secret";

describe("the publish hook over HTTP (service-kit)", () => {
  let dir: string;
  let publisher: Publisher;
  let url: string;
  let builds = 0;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "hook-http-"));
    publisher = new Publisher({
      port: 0,
      host: "127.0.0.1",
      token: TOKEN,
      // Named changes are looked up here; no test below names one the hook would accept.
      contentApiUrl: "http://127.0.0.1:9",
      root: dir,
      siteId: "termofort",
      store: new ReleaseStore(path.join(dir, "releases")),
      log: () => {},
    });
    // A failing stand-in build: the queue and its records run, nothing is built or switched.
    publisher.build = () => {
      builds += 1;
      return Promise.resolve({ ok: false, tail: [] } as never);
    };
    ({ url } = await publisher.listen());
  });
  afterAll(async () => {
    await publisher.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (body?: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/hooks/publish`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, ...headers },
      body,
    });
  const detail = async (response: Response) => ((await response.json()) as { detail: string }).detail;

  it("refuses a missing or wrong token with 401 and queues nothing", async () => {
    const before = publisher.releases().length;
    const none = await fetch(`${url}/hooks/publish`, { method: "POST" });
    expect(none.status).toBe(401);
    expect(await detail(none)).toContain("Bearer <PUBLISH_TOKEN>");
    expect((await post(undefined, { Authorization: "Bearer wrong" })).status).toBe(401);
    expect((await post(undefined, { Authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect(publisher.releases()).toHaveLength(before);
  });

  it("takes a hook without a body, or with an empty JSON body, as a full check", async () => {
    const plain = await post();
    expect(plain.status).toBe(202);
    expect(await plain.json()).toMatchObject({ fullCheck: true });
    const empty = await post("", { "Content-Type": "application/json" });
    expect(empty.status).toBe(202);
    expect(await empty.json()).toMatchObject({ fullCheck: true });
    await publisher.settled();
    expect(builds).toBeGreaterThan(0);
  });

  it("answers a malformed, foreign or oversized body with 400, 415 or 413, queueing nothing", async () => {
    const before = publisher.releases().length;
    const malformed = await post("{not json", { "Content-Type": "application/json" });
    expect(malformed.status).toBe(400);
    expect(await detail(malformed)).toContain("JSON parse error");
    const poisoned = await post('{"__proto__": {"x": 1}}', { "Content-Type": "application/json" });
    expect(poisoned.status).toBe(400);
    expect((await post("changes=1", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    const shape = await post(JSON.stringify({ changes: [{ type: "page", id: 1 }] }), {
      "Content-Type": "application/json",
    });
    expect(shape.status).toBe(400);
    expect(await detail(shape)).toContain("type must be one of");
    expect(publisher.releases()).toHaveLength(before);
  });

  it("answers 413 to a body past the limit while it is still arriving, not with a reset", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${url}/hooks/publish`, {
        method: "POST",
        headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      // Chunked, no Content-Length: the limit can only be found as the body arrives.
      const chunk = `"${"x".repeat(64 * 1024)}",`;
      request.write("[");
      for (let sent = 0; sent < 8; sent += 1) request.write(chunk);
      request.end('"end"]');
    });
    expect(status).toBe(413);
  });

  it("answers other methods on the hook with 405 and Allow, and serves the report", async () => {
    const get = await fetch(`${url}/hooks/publish`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const releases = await fetch(`${url}/api/releases`);
    expect(releases.status).toBe(200);
    expect(releases.headers.get("cache-control")).toBe("no-store");
    const page = await fetch(`${url}/`);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
