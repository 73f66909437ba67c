import { object, string } from "yup";
import { createContentClient, describeRedirects, usableLastModified } from "../client";
import { MemoryConditionalCache } from "./memory-conditional-cache";
import { ContentContractError, ContentFetchError } from "../errors";

const schema = object({ title: string().required() });

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

function setup(
  responses: Array<Response | Error | "hang">,
  options: { retries?: number; timeoutMs?: number; conditional?: MemoryConditionalCache } = {},
) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetchImpl = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
    const next = responses.shift();
    if (next === "hang") {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    }
    if (next instanceof Error) throw next;
    if (!next) throw new Error("no more responses");
    return next;
  });
  const sleeps: number[] = [];
  const retries: string[] = [];
  const client = createContentClient({
    baseUrl: "http://content.test/",
    siteId: "termofort",
    retries: options.retries ?? 3,
    timeoutMs: options.timeoutMs ?? 50,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    onRetry: (message) => retries.push(message),
    conditional: options.conditional,
  });
  return { client, calls, sleeps, retries, responses };
}

/** An answer that came after a redirect, as fetch gives it: the final URL and `redirected`. */
function redirectedResponse(finalUrl: string, body: unknown) {
  const response = jsonResponse(200, body);
  Object.defineProperties(response, { redirected: { value: true }, url: { value: finalUrl } });
  return response;
}

describe("content client", () => {
  it("calls the locale-prefixed path with site_url, query parameters and Accept-Language ru", async () => {
    const { client, calls } = setup([jsonResponse(200, { title: "Ferestre" })]);
    await expect(client.getPath("ro", "blog-item/", schema, { query: { page: 2 } })).resolves.toEqual({
      title: "Ferestre",
    });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe("/ro/api/blog-item/");
    expect(url.searchParams.get("site_url")).toBe("termofort");
    expect(url.searchParams.get("page")).toBe("2");
    expect(calls[0]!.headers["Accept-Language"]).toBe("ru");
  });

  it("retries network errors, 5xx and 429 with growing backoff, then succeeds", async () => {
    const { client, sleeps, retries } = setup([
      new TypeError("fetch failed"),
      jsonResponse(503, { detail: "down" }),
      jsonResponse(429, { detail: "slow down" }, { "Retry-After": "2" }),
      jsonResponse(200, { title: "ok" }),
    ]);
    await expect(client.getPath("ru", "menu-item/", schema)).resolves.toEqual({ title: "ok" });
    expect(sleeps).toHaveLength(3);
    expect(sleeps[1]!).toBeGreaterThan(sleeps[0]!);
    expect(sleeps[2]).toBe(2000);
    expect(retries[0]).toContain("/ru/api/menu-item/");
  });

  it("gives up after the retries and names endpoint, locale and status", async () => {
    const { client } = setup(
      Array.from({ length: 3 }, () => jsonResponse(500, { detail: "boom" })),
      { retries: 2 },
    );
    const error = await client.getPath("ro", "contacts/", schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentFetchError);
    expect((error as Error).message).toMatch(/\/ro\/api\/contacts\/ \(locale ro\): HTTP 500/);
  });

  it("times out a request that never answers and retries it", async () => {
    const { client } = setup(["hang", jsonResponse(200, { title: "late" })], { timeoutMs: 20 });
    await expect(client.getPath("ro", "partners/", schema)).resolves.toEqual({ title: "late" });
  });

  it("reports a timeout after the last attempt", async () => {
    const { client } = setup(["hang", "hang"], { retries: 1, timeoutMs: 20 });
    await expect(client.getPath("ro", "partners/", schema)).rejects.toThrow(/no answer within 20 ms/);
  });

  it("does not retry a 4xx and fails at once", async () => {
    const { client, calls } = setup([jsonResponse(400, { detail: "site_url is required." })]);
    await expect(client.getPath("ro", "menu-item/", schema)).rejects.toThrow(/HTTP 400/);
    expect(calls).toHaveLength(1);
  });

  it("answers null for an optional endpoint that is absent", async () => {
    const { client } = setup([jsonResponse(404, { detail: "Not found." })]);
    await expect(client.getPath("ro", "partners/", schema, { optional: true })).resolves.toBeNull();
  });

  it("retries malformed JSON, then reports it", async () => {
    const { client } = setup([jsonResponse(200, "{not json"), jsonResponse(200, "{not json")], { retries: 1 });
    await expect(client.getPath("ru", "partners/", schema)).rejects.toThrow(/malformed JSON/);
  });

  it("rejects data that breaks the contract, naming the endpoint, locale and field", async () => {
    const { client } = setup([jsonResponse(200, { name: "no title" })]);
    const error = await client.getPath("ru", "homepage-seo/", schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentContractError);
    expect((error as Error).message).toBe(
      "/ru/api/homepage-seo/ (locale ru): field 'title' breaks the content contract: title is a required field",
    );
  });

  it("keeps at most `concurrency` requests in flight", async () => {
    let inFlight = 0;
    let peak = 0;
    const fetchImpl = (async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return jsonResponse(200, { title: "x" });
    }) as unknown as typeof fetch;
    const client = createContentClient({ baseUrl: "http://content.test", siteId: "s", concurrency: 3, fetchImpl });
    await Promise.all(Array.from({ length: 10 }, () => client.getPath("ro", "x/", schema)));
    expect(peak).toBe(3);
  });

  it("makes root-relative media URLs absolute", () => {
    const { client } = setup([]);
    expect(client.absoluteUrl("/media/logo.png")).toBe("http://content.test/media/logo.png");
    expect(client.absoluteUrl("https://cdn.test/a.jpg")).toBe("https://cdn.test/a.jpg");
  });
});

describe("conditional requests", () => {
  // The schema's transform marks what it checked, so a value reused from the cache is told apart from a parsed one.
  const checked = object({ title: string().required() }).transform((value: { title: string }) => ({
    ...value,
    checked: true,
  }));
  const notModified = (headers: Record<string, string> = {}) => new Response(null, { status: 304, headers });

  it("sends the ETag back and reuses the checked value on 304, without parsing or checking anything", async () => {
    const conditional = new MemoryConditionalCache();
    const { client, calls, responses } = setup([jsonResponse(200, { title: "Ferestre" }, { ETag: '"v1"' })], {
      conditional,
    });
    const first = await client.getPath("ro", "blog-item/1/", checked);
    expect(first).toEqual({ title: "Ferestre", checked: true });
    expect(calls[0]!.headers["If-None-Match"]).toBeUndefined();
    expect(client.isReused(first)).toBe(false);

    responses.push(notModified({ ETag: '"v1"' }));
    const second = await client.getPath("ro", "blog-item/1/", checked);
    expect(calls[1]!.headers["If-None-Match"]).toBe('"v1"');
    expect(second).toEqual(first);
    expect(client.isReused(second)).toBe(true);
    expect(client.counts).toEqual({ requests: 2, notModified: 1 });
  });

  it("never keeps an old value when the item changed: a 200 replaces value and validator", async () => {
    const conditional = new MemoryConditionalCache();
    const { client, calls, responses } = setup(
      [jsonResponse(200, { title: "Old" }, { ETag: '"v1"' }), jsonResponse(200, { title: "New" }, { ETag: '"v2"' })],
      { conditional },
    );
    await client.getPath("ro", "blog-item/1/", checked);
    const changed = await client.getPath("ro", "blog-item/1/", checked);
    expect(calls[1]!.headers["If-None-Match"]).toBe('"v1"');
    expect(changed).toEqual({ title: "New", checked: true });
    expect(client.isReused(changed)).toBe(false);
    responses.push(notModified());
    await expect(client.getPath("ro", "blog-item/1/", checked)).resolves.toEqual({ title: "New", checked: true });
    expect(calls[2]!.headers["If-None-Match"]).toBe('"v2"');
  });

  it("keeps validators per URL: another page or locale is never answered from this one", async () => {
    const conditional = new MemoryConditionalCache();
    const { client, calls } = setup(
      [
        jsonResponse(200, { title: "ro" }, { ETag: '"same"' }),
        jsonResponse(200, { title: "ru" }, { ETag: '"same"' }),
        jsonResponse(200, { title: "page 2" }),
      ],
      { conditional },
    );
    await client.getPath("ro", "blog-item/1/", checked);
    await expect(client.getPath("ru", "blog-item/1/", checked)).resolves.toMatchObject({ title: "ru" });
    await expect(client.getPath("ro", "blog-item/", checked, { query: { page: 2 } })).resolves.toMatchObject({
      title: "page 2",
    });
    expect(calls.map((call) => call.headers["If-None-Match"])).toEqual([undefined, undefined, undefined]);
  });

  it("works as before against a service that sends no validators, and forgets validators it stopped sending", async () => {
    const conditional = new MemoryConditionalCache();
    const { client, calls } = setup(
      [
        jsonResponse(200, { title: "a" }, { ETag: '"v1"' }),
        jsonResponse(200, { title: "b" }),
        jsonResponse(200, { title: "c" }),
      ],
      { conditional },
    );
    await client.getPath("ro", "contacts/", checked);
    await expect(client.getPath("ro", "contacts/", checked)).resolves.toMatchObject({ title: "b" });
    await expect(client.getPath("ro", "contacts/", checked)).resolves.toMatchObject({ title: "c" });
    expect(calls.map((call) => call.headers["If-None-Match"])).toEqual([undefined, '"v1"', undefined]);
    expect(conditional.entries.size).toBe(0);
  });

  it("re-fetches without validators when a 304 answers a request that sent none", async () => {
    const { client, calls, retries } = setup([notModified(), jsonResponse(200, { title: "fresh" })], {
      conditional: new MemoryConditionalCache(),
    });
    await expect(client.getPath("ro", "blog-item/2/", checked)).resolves.toEqual({ title: "fresh", checked: true });
    expect(calls.map((call) => call.headers["If-None-Match"])).toEqual([undefined, undefined]);
    expect(retries[0]).toMatch(/304 Not Modified to a request without validators/);

    const stubborn = setup([notModified(), notModified()], { retries: 1 });
    await expect(stubborn.client.getPath("ro", "blog-item/2/", checked)).rejects.toBeInstanceOf(ContentFetchError);
  });

  it("fails as before on errors and broken answers, also with a cached value, and forgets a value that broke", async () => {
    const conditional = new MemoryConditionalCache();
    const { client, calls, responses } = setup(
      [jsonResponse(200, { title: "ok" }, { ETag: '"v1"' }), jsonResponse(500, { detail: "down" })],
      { conditional, retries: 0 },
    );
    await client.getPath("ro", "product-item/3/", checked);
    await expect(client.getPath("ro", "product-item/3/", checked)).rejects.toBeInstanceOf(ContentFetchError);
    responses.push(jsonResponse(200, "{broken", { ETag: '"v2"' }));
    await expect(client.getPath("ro", "product-item/3/", checked)).rejects.toThrow(/malformed JSON/);
    responses.push(jsonResponse(200, { name: "no title" }, { ETag: '"v3"' }));
    await expect(client.getPath("ro", "product-item/3/", checked)).rejects.toBeInstanceOf(ContentContractError);
    responses.push(jsonResponse(200, { title: "fixed" }));
    await client.getPath("ro", "product-item/3/", checked);
    expect(calls.map((call) => call.headers["If-None-Match"])).toEqual([undefined, '"v1"', '"v1"', '"v1"', undefined]);
  });

  it("uses Last-Modified only without an ETag and at least a second before the answer's Date", async () => {
    const conditional = new MemoryConditionalCache();
    const lastModified = "Mon, 23 Nov 2026 10:00:00 GMT";
    const { client, calls, responses } = setup(
      [jsonResponse(200, { title: "a" }, { "Last-Modified": lastModified, Date: "Mon, 23 Nov 2026 10:05:00 GMT" })],
      { conditional },
    );
    await client.getPath("ro", "partners/", checked);
    responses.push(notModified());
    await expect(client.getPath("ro", "partners/", checked)).resolves.toEqual({ title: "a", checked: true });
    expect(calls[1]!.headers["If-Modified-Since"]).toBe(lastModified);

    const headers = (values: Record<string, string>) => new Headers(values);
    expect(usableLastModified(headers({ "Last-Modified": lastModified, Date: lastModified }))).toBeUndefined();
    expect(usableLastModified(headers({ "Last-Modified": lastModified }))).toBeUndefined();
    expect(usableLastModified(headers({ "Last-Modified": "soon", Date: lastModified }))).toBeUndefined();
  });

  it("forgets an optional section that became absent", async () => {
    const conditional = new MemoryConditionalCache();
    const { client, calls } = setup(
      [
        jsonResponse(200, { title: "p" }, { ETag: '"v1"' }),
        jsonResponse(404, { detail: "Not found." }),
        jsonResponse(200, { title: "back" }),
      ],
      { conditional },
    );
    await client.getPath("ro", "partners/", checked, { optional: true });
    await expect(client.getPath("ro", "partners/", checked, { optional: true })).resolves.toBeNull();
    await client.getPath("ro", "partners/", checked, { optional: true });
    expect(calls.map((call) => call.headers["If-None-Match"])).toEqual([undefined, '"v1"', undefined]);
  });

  it("uses an answer that came after a redirect, and reports every redirect of the build in one warning naming the paths", async () => {
    const { client } = setup([
      redirectedResponse("http://content.test/ro/api/info-page/despre/?site_url=termofort", { title: "Despre" }),
      redirectedResponse("http://content.test/ro/api/info-page/livrare/?site_url=termofort", { title: "Livrare" }),
      jsonResponse(200, { title: "Ferestre" }),
    ]);
    await expect(client.getPath("ro", "info-page/despre", schema)).resolves.toEqual({ title: "Despre" });
    await expect(client.getPath("ro", "info-page/livrare", schema)).resolves.toEqual({ title: "Livrare" });
    await client.getPath("ro", "blog-item/", schema);
    const warning = describeRedirects(client.redirects);
    expect(warning).toContain("redirected 2 requests");
    expect(warning).toContain("/ro/api/info-page/despre -> /ro/api/info-page/despre/");
    expect(warning).toContain("/ro/api/info-page/livrare -> /ro/api/info-page/livrare/");
    expect(warning).not.toContain("blog-item");
  });

  it("reports nothing when no answer was redirected", async () => {
    const { client } = setup([jsonResponse(200, { title: "Ferestre" })]);
    await client.getPath("ro", "info-page/despre/", schema);
    expect(describeRedirects(client.redirects)).toBeNull();
  });
});
