/** @jest-environment node */
import * as http from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { gunzipSync } from "node:zlib";
import { createStaticServer, route } from "../lib/static-server";

describe("route", () => {
  it("redirects a trailing slash and the explicit /ro prefix, keeping the query", () => {
    expect(route("/blog/")).toEqual({ redirect: "/blog" });
    expect(route("/ru/okna//?x=1")).toEqual({ redirect: "/ru/okna?x=1" });
    expect(route("/ro/calculator")).toEqual({ redirect: "/calculator" });
  });

  it("serves the home pages and page paths from their index.html", () => {
    expect(route("/")).toMatchObject({ candidates: ["/index.html", "/.html"], locale: "ro" });
    expect(route("/ru")).toMatchObject({ candidates: ["/ru/index.html", "/ru.html"], locale: "ru" });
    expect(route("/ro")).toMatchObject({ candidates: ["/ro/index.html", "/ro.html"] });
    expect(route("/sw.js")).toMatchObject({ candidates: ["/sw.js"] });
  });

  it("refuses to leave the site folder", () => {
    expect(route("/..%2f..%2fetc/passwd")).toMatchObject({ candidates: [] });
  });
});

describe("static server", () => {
  let root: string;
  let server: ReturnType<typeof createStaticServer>;
  let url: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "public-"));
    mkdirSync(path.join(root, "blog"));
    mkdirSync(path.join(root, "ru", "404"), { recursive: true });
    writeFileSync(path.join(root, "index.html"), "<h1>home</h1>");
    writeFileSync(path.join(root, "blog", "index.html"), "<h1>blog</h1>");
    writeFileSync(path.join(root, "404.html"), "<h1>This page could not be found</h1>");
    writeFileSync(path.join(root, "ru", "404", "index.html"), "<h1>Эта страница не найдена</h1>");
    server = createStaticServer({ root, port: 0, host: "127.0.0.1" });
    url = (await server.listen()).url;
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers pages with 200 and revalidating cache headers", async () => {
    const response = await fetch(`${url}/blog`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(await response.text()).toBe("<h1>blog</h1>");
  });

  it("answers 301 for a trailing slash", async () => {
    const response = await fetch(`${url}/blog/`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/blog");
  });

  it("answers unknown paths with the locale's 404 page and status 404", async () => {
    const ro = await fetch(`${url}/nope`);
    expect(ro.status).toBe(404);
    expect(await ro.text()).toContain("This page could not be found");
    const ru = await fetch(`${url}/ru/nope`);
    expect(ru.status).toBe(404);
    expect(await ru.text()).toContain("Эта страница не найдена");
  });

  it("compresses text for clients that accept gzip", async () => {
    const response = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      // fetch decompresses on its own; a raw request shows what is on the wire.
      http.get(`${url}/`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      });
    });
    expect(response.encoding).toBe("gzip");
    expect(gunzipSync(response.body).toString()).toBe("<h1>home</h1>");
  });
});
