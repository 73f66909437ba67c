/** @jest-environment node */
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { ServiceError, createService, sameSecret, tokenAccess } from "..";

let app: FastifyInstance;
let url: string;
const logged: string[] = [];

beforeAll(async () => {
  app = createService({ bodyLimit: 1024, log: (line) => logged.push(line) });
  const guarded = await tokenAccess(app, "s3cret", "Test");
  app.post("/echo", async (req) => ({ got: req.body }));
  app.post("/refuse", async () => {
    throw new ServiceError(429, { detail: "Slow down." }, { "Retry-After": "7" });
  });
  app.get("/boom", async () => {
    throw new Error("internal detail");
  });
  app.get("/private", { preHandler: guarded }, async () => ({ ok: true }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

const post = (path: string, body: string, type = "application/json") =>
  fetch(`${url}${path}`, { method: "POST", headers: { "Content-Type": type }, body });

describe("the service kit", () => {
  it("parses JSON and answers every refusal in DRF's shape, never cached", async () => {
    const ok = await post("/echo", '{"a": 1}');
    expect(await ok.json()).toEqual({ got: { a: 1 } });
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    for (const [body, type, status] of [
      ['{"a": ', "application/json", 400],
      ['{"__proto__": {"x": 1}}', "application/json", 400],
      ['{"constructor": {"prototype": {"x": 1}}}', "application/json", 400],
      ["", "application/json", 400],
      ["a=1", "application/x-www-form-urlencoded", 415],
      ['{"a": 1}', "text/plain", 415],
      [JSON.stringify({ a: "x".repeat(2000) }), "application/json", 413],
    ] as const) {
      const answer = await post("/echo", body, type);
      expect({ body, status: answer.status }).toEqual({ body, status });
      expect(await answer.json()).toEqual({ detail: expect.any(String) });
    }
    const refused = await post("/refuse", "{}");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("7");
    expect(await refused.json()).toEqual({ detail: "Slow down." });
    expect((await fetch(`${url}/nowhere`)).status).toBe(404);
  });

  it("answers a 5xx without its internals, and logs them", async () => {
    const answer = await fetch(`${url}/boom`);
    expect(answer.status).toBe(500);
    expect(await answer.text()).not.toContain("internal detail");
    expect(logged.join("\n")).toContain("internal detail");
  });

  it("answers 413 to a body without a length once it passes the limit, and the connection is not reset", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request(
        `${url}/echo`,
        { method: "POST", headers: { "Content-Type": "application/json" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      outgoing.on("error", reject);
      outgoing.write(`{"a": "${"x".repeat(4096)}`);
      outgoing.end('"}');
    });
    expect(status).toBe(413);
  });

  it("guards a route with the token, as Bearer or as Basic's password", async () => {
    const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
    const get = (authorization?: string) =>
      fetch(`${url}/private`, { headers: authorization ? { Authorization: authorization } : {} });
    expect((await get("Bearer s3cret")).status).toBe(200);
    expect((await get(basic("anyone", "s3cret"))).status).toBe(200);
    const denied = await get();
    expect(denied.status).toBe(401);
    expect(denied.headers.get("www-authenticate")).toMatch(/^Basic realm="Test"/);
    expect((await get("Bearer s3cre")).status).toBe(401);
    expect((await get(basic("anyone", "wrong"))).status).toBe(401);
  });

  it("compares secrets of any length", () => {
    expect(sameSecret("a", "a")).toBe(true);
    expect(sameSecret("a", "ab")).toBe(false);
    expect(sameSecret("", "x".repeat(1000))).toBe(false);
  });
});
