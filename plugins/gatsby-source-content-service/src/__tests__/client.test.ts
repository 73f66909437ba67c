import { object, string } from "yup";
import { createContentClient } from "../client";
import { ContentContractError, ContentFetchError } from "../errors";

const schema = object({ title: string().required() });

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

function setup(responses: Array<Response | Error | "hang">, options: { retries?: number; timeoutMs?: number } = {}) {
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
  });
  return { client, calls, sleeps, retries };
}

describe("content client", () => {
  it("calls the locale-prefixed path with site_url, query parameters and Accept-Language ru", async () => {
    const { client, calls } = setup([jsonResponse(200, { title: "Ferestre" })]);
    await expect(client.get("ro", "blog-item/", schema, { query: { page: 2 } })).resolves.toEqual({
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
    await expect(client.get("ru", "menu-item/", schema)).resolves.toEqual({ title: "ok" });
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
    const error = await client.get("ro", "contacts/", schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentFetchError);
    expect((error as Error).message).toMatch(/\/ro\/api\/contacts\/ \(locale ro\): HTTP 500/);
  });

  it("times out a request that never answers and retries it", async () => {
    const { client } = setup(["hang", jsonResponse(200, { title: "late" })], { timeoutMs: 20 });
    await expect(client.get("ro", "partners/", schema)).resolves.toEqual({ title: "late" });
  });

  it("reports a timeout after the last attempt", async () => {
    const { client } = setup(["hang", "hang"], { retries: 1, timeoutMs: 20 });
    await expect(client.get("ro", "partners/", schema)).rejects.toThrow(/no answer within 20 ms/);
  });

  it("does not retry a 4xx and fails at once", async () => {
    const { client, calls } = setup([jsonResponse(400, { detail: "site_url is required." })]);
    await expect(client.get("ro", "menu-item/", schema)).rejects.toThrow(/HTTP 400/);
    expect(calls).toHaveLength(1);
  });

  it("answers null for an optional endpoint that is absent", async () => {
    const { client } = setup([jsonResponse(404, { detail: "Not found." })]);
    await expect(client.get("ro", "partners/", schema, { optional: true })).resolves.toBeNull();
  });

  it("retries malformed JSON, then reports it", async () => {
    const { client } = setup([jsonResponse(200, "{not json"), jsonResponse(200, "{not json")], { retries: 1 });
    await expect(client.get("ru", "partners/", schema)).rejects.toThrow(/malformed JSON/);
  });

  it("rejects data that breaks the contract, naming the endpoint, locale and field", async () => {
    const { client } = setup([jsonResponse(200, { name: "no title" })]);
    const error = await client.get("ru", "homepage-seo/", schema).catch((caught: unknown) => caught);
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
    await Promise.all(Array.from({ length: 10 }, () => client.get("ro", "x/", schema)));
    expect(peak).toBe(3);
  });

  it("makes root-relative media URLs absolute", () => {
    const { client } = setup([]);
    expect(client.absoluteUrl("/media/logo.png")).toBe("http://content.test/media/logo.png");
    expect(client.absoluteUrl("https://cdn.test/a.jpg")).toBe("https://cdn.test/a.jpg");
  });
});
