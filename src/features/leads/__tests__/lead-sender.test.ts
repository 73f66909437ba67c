/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService } from "../../../../content-service/src/server";
import { createLeadSender, LEAD_PATHS, OUTBOX_KEY, retryDelay, type KeyValueStorage } from "../lead-sender";

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const body = {
  type: "Заявка на обратный звонок",
  name: "Ion",
  phone: "+373 (69) 123-456",
  site: "termofort",
  page: "/",
};

describe("lead sender (fake network)", () => {
  it("posts with the idempotency key, site_url and Accept-Language, then empties the outbox", async () => {
    const storage = memoryStorage();
    const fetchImpl = jest.fn(async () => new Response("{}", { status: 201 }));
    const sender = createLeadSender({
      apiUrl: "http://api.test/",
      siteId: "termofort",
      storage,
      fetchImpl,
      createKey: () => "key-1",
    });
    await expect(sender.submit(LEAD_PATHS.invoice, body)).resolves.toBe("delivered");
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://api.test/ru/api/invoices/?site_url=termofort");
    expect(init.headers).toMatchObject({
      "Idempotency-Key": "key-1",
      "Accept-Language": "ru",
      "Content-Type": "application/json",
    });
    expect(JSON.parse(init.body as string)).toEqual(body);
    expect(sender.pending()).toEqual([]);
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 503", async () => new Response("", { status: 503 })],
    ["a 429", async () => new Response("", { status: 429 })],
  ])("keeps the lead queued after %s, with growing delays", async (_, failure) => {
    let clock = 1000;
    const storage = memoryStorage();
    const sender = createLeadSender({
      apiUrl: "http://api.test",
      siteId: "s",
      storage,
      fetchImpl: jest.fn(failure),
      now: () => clock,
    });
    await expect(sender.submit(LEAD_PATHS.invoice, body)).resolves.toBe("queued");
    const [entry] = sender.pending();
    expect(entry).toMatchObject({ attempts: 1, body });
    expect(entry!.nextAttemptAt).toBeGreaterThan(clock);
    clock = entry!.nextAttemptAt;
    await sender.flush();
    expect(sender.pending()[0]!.attempts).toBe(2);
    expect(retryDelay(5)).toBeGreaterThan(retryDelay(1));
  });

  it("does not retry before the lead is due, unless forced", async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError("offline")));
    const sender = createLeadSender({
      apiUrl: "http://api.test",
      siteId: "s",
      storage: memoryStorage(),
      fetchImpl,
      now: () => 0,
    });
    await sender.submit(LEAD_PATHS.invoice, body);
    await sender.flush();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await sender.flush(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("survives a reload: a new sender over the same storage delivers the queued lead with the same key", async () => {
    const storage = memoryStorage();
    const first = createLeadSender({
      apiUrl: "http://api.test",
      siteId: "s",
      storage,
      fetchImpl: () => Promise.reject(new TypeError("offline")),
      createKey: () => "persisted",
    });
    await first.submit(LEAD_PATHS.calculator, { name: "Ion", phone: "+373 (69) 123-456", window: { width: 1200 } });
    expect(JSON.parse(storage.data.get(OUTBOX_KEY)!)).toHaveLength(1);

    const fetchImpl = jest.fn(async () => new Response("{}", { status: 201 }));
    const afterReload = createLeadSender({ apiUrl: "http://api.test", siteId: "s", storage, fetchImpl });
    await expect(afterReload.flush(true)).resolves.toEqual(["delivered"]);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/ru/api/calculate-invoice/");
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toBe("persisted");
    expect(afterReload.pending()).toEqual([]);
  });

  it("drops a lead the service refuses for good and logs it", async () => {
    const log = jest.fn();
    const sender = createLeadSender({
      apiUrl: "http://api.test",
      siteId: "s",
      storage: memoryStorage(),
      fetchImpl: async () => new Response('{"phone":["This field is required."]}', { status: 400 }),
      log,
    });
    await expect(sender.submit(LEAD_PATHS.invoice, body)).resolves.toBe("rejected");
    expect(sender.pending()).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("HTTP 400"), expect.stringContaining("phone"));
  });

  it("sends a lead once even when flushes overlap", async () => {
    let release: () => void = () => {};
    const fetchImpl = jest.fn(
      () => new Promise<Response>((resolve) => (release = () => resolve(new Response("{}", { status: 201 })))),
    );
    const sender = createLeadSender({ apiUrl: "http://api.test", siteId: "s", storage: memoryStorage(), fetchImpl });
    const submitted = sender.submit(LEAD_PATHS.invoice, body);
    const flushed = sender.flush(true);
    release();
    await Promise.all([submitted, flushed]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("still sends and retries a lead when the browser refuses to store it", async () => {
    const broken: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    };
    let fail = true;
    const fetchImpl = jest.fn(async () =>
      fail ? Promise.reject(new TypeError("offline")) : new Response("{}", { status: 201 }),
    );
    const sender = createLeadSender({
      apiUrl: "http://api.test",
      siteId: "s",
      storage: broken,
      fetchImpl,
      log: () => {},
    });
    await expect(sender.submit(LEAD_PATHS.invoice, body)).resolves.toBe("queued");
    expect(sender.pending()).toHaveLength(1);
    fail = false;
    await expect(sender.flush(true)).resolves.toEqual(["delivered"]);
    expect(sender.pending()).toEqual([]);
  });

  it("keeps other entries when it updates the outbox (another tab's leads)", async () => {
    const storage = memoryStorage();
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        {
          key: "other-tab",
          path: LEAD_PATHS.invoice,
          body,
          createdAt: 0,
          attempts: 0,
          nextAttemptAt: Number.MAX_SAFE_INTEGER,
        },
      ]),
    );
    const sender = createLeadSender({
      apiUrl: "http://api.test",
      siteId: "s",
      storage,
      fetchImpl: async () => new Response("{}", { status: 201 }),
    });
    await sender.submit(LEAD_PATHS.invoice, body);
    expect(sender.pending().map((entry) => entry.key)).toEqual(["other-tab"]);
  });
});

describe("lead sender against the embedded service", () => {
  let service: ContentService;
  let dir: string;
  const leadsFile = () => path.join(dir, "leads.jsonl");
  const leads = () =>
    existsSync(leadsFile())
      ? readFileSync(leadsFile(), "utf8")
          .trim()
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { path: string; idempotency_key: string; body: typeof body })
      : [];

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "leads-"));
    service = await startContentService({ port: 0, quiet: true, leadsFile: leadsFile() });
  });
  afterEach(async () => {
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("delivers a lead queued while the service failed, exactly once", async () => {
    service.setFaults([{ path: "/ru/api/invoices/", method: "POST", status: 503 }]);
    const sender = createLeadSender({ apiUrl: service.url, siteId: "termofort", storage: memoryStorage() });
    await expect(sender.submit(LEAD_PATHS.invoice, body)).resolves.toBe("queued");
    expect(leads()).toHaveLength(0);
    service.setFaults([]);
    await expect(sender.flush(true)).resolves.toEqual(["delivered"]);
    await expect(sender.flush(true)).resolves.toEqual([]);
    expect(leads()).toEqual([expect.objectContaining({ path: "/ru/api/invoices/", body })]);
  });

  it("does not duplicate a lead whose answer was lost: the retry carries the same key", async () => {
    // The service stores the lead but answers after the client gave up waiting.
    service.setFaults([{ path: "/ru/api/invoices/", method: "POST", delayMs: 400, times: 1 }]);
    const sender = createLeadSender({
      apiUrl: service.url,
      siteId: "termofort",
      storage: memoryStorage(),
      timeoutMs: 100,
    });
    await expect(sender.submit(LEAD_PATHS.invoice, body)).resolves.toBe("queued");
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(sender.flush(true)).resolves.toEqual(["delivered"]);
    const stored = leads();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.idempotency_key).toEqual(expect.any(String));
  });
});
