/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService } from "../../../../content-service/src/server";
import type { LockManagerLike } from "../lead-lock";
import { createOutbox } from "../outbox";
import { browserStorage, memoryStorage, type KeyValueStorage } from "../lead-storage";
import { ENTRY_PREFIX, MAX_AGE_MS, type OutboxEntry } from "../outbox-entry";

const items = (storage: KeyValueStorage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)!).filter((key) =>
    key.startsWith(ENTRY_PREFIX),
  );

const entry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key: "k",
  kind: "call",
  body: { name: "Ion", phone: "+373 (69) 123-456" },
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  ...overrides,
});

const store = (storage: KeyValueStorage, item: OutboxEntry) =>
  storage.setItem(`${ENTRY_PREFIX}${item.key}`, JSON.stringify(item));

/** Web Locks as the browser implements them for one origin: exclusive per name, `ifAvailable` gives null. */
function fakeLocks(): LockManagerLike {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

/** A fetch whose answers the test releases, to hold requests in flight. */
function heldFetch(status = 201) {
  const releases: Array<() => void> = [];
  const fetchImpl = jest.fn(
    (..._args: Parameters<typeof fetch>) =>
      new Promise<Response>((resolve) => releases.push(() => resolve(new Response("{}", { status })))),
  );
  return { fetchImpl, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

const body = {
  type: "Заявка на обратный звонок",
  name: "Ion",
  phone: "+373 (69) 123-456",
  site: "termofort",
  page: "/",
};

describe("lead sender (fake network)", () => {
  it("posts the idempotency key in the body with only safelisted headers plus Content-Type, then empties the outbox", async () => {
    const storage = memoryStorage();
    const fetchImpl = jest.fn(async () => new Response("{}", { status: 201 }));
    const sender = createOutbox({
      apiUrl: "http://api.test/",
      siteId: "termofort",
      storage,
      fetchImpl,
      createKey: () => "key-1",
    });
    await expect(sender.submit("call", body)).resolves.toBe("delivered");
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://api.test/ru/api/invoices/?site_url=termofort");
    // Anything beyond these needs a CORS preflight permission that django-cors-headers does not give by default.
    expect(init.headers).toEqual({ "Accept-Language": "ru", "Content-Type": "application/json" });
    expect(JSON.parse(init.body as string)).toEqual({ ...body, idempotency_key: "key-1" });
    expect(sender.pending()).toEqual([]);
  });

  it("with the gateway, posts every kind to the site's own endpoint with the kind it routes by", async () => {
    const storage = memoryStorage();
    const fetchImpl = jest.fn(async () => new Response("{}", { status: 202 }));
    const keys = ["key-1", "key-2"];
    const sender = createOutbox({
      apiUrl: "http://api.test/",
      siteId: "termofort",
      gateway: "/api/leads",
      storage,
      fetchImpl,
      createKey: () => keys.shift() ?? "owner",
    });
    await expect(sender.submit("consultation", body, "call-key")).resolves.toBe("delivered");
    await expect(sender.submit("calculator", { name: "Ion", window: {} }, "calc-key")).resolves.toBe("delivered");
    const calls = fetchImpl.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls.map(([url]) => url)).toEqual(["/api/leads", "/api/leads"]);
    expect(calls[0]![1].headers).toEqual({ "Accept-Language": "ru", "Content-Type": "application/json" });
    expect(JSON.parse(calls[0]![1].body as string)).toEqual({
      request_kind: "consultation",
      ...body,
      idempotency_key: "call-key",
    });
    expect(JSON.parse(calls[1]![1].body as string)).toMatchObject({
      request_kind: "calculator",
      idempotency_key: "calc-key",
    });
  });

  it.each([
    ["a 507 (the gateway's journal is full)", 507],
    ["a 503 (the gateway could not write the lead)", 503],
    ["a 502 (the gateway is down behind nginx)", 502],
  ])("with the gateway, keeps the lead queued after %s", async (_, status) => {
    const storage = memoryStorage();
    const sender = createOutbox({
      apiUrl: "",
      siteId: "s",
      gateway: "/api/leads",
      storage,
      fetchImpl: jest.fn(async () => new Response("{}", { status, headers: { "Retry-After": "300" } })),
    });
    await expect(sender.submit("call", body, "k")).resolves.toBe("queued");
    expect(sender.pending()).toHaveLength(1);
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 503", async () => new Response("", { status: 503 })],
    ["a 429", async () => new Response("", { status: 429 })],
    // A misconfigured address or CMS (direct mode): the lead waits until it is fixed, it is not refused.
    ["a 404", async () => new Response('{"detail": "Not found."}', { status: 404 })],
    ["a 401", async () => new Response('{"detail": "Authentication credentials were not provided."}', { status: 401 })],
    ["a 403", async () => new Response("<html>Forbidden</html>", { status: 403 })],
    ["a 405", async () => new Response('{"detail": "Method \\"POST\\" not allowed."}', { status: 405 })],
    ["a 410", async () => new Response("", { status: 410 })],
    ["a proxy's 400 page", async () => new Response("<html>400 Bad Request</html>", { status: 400 })],
  ])("keeps the lead queued after %s, with growing delays", async (_, failure) => {
    let clock = 1000;
    const storage = memoryStorage();
    const sender = createOutbox({
      apiUrl: "http://api.test",
      siteId: "s",
      storage,
      fetchImpl: jest.fn(failure),
      now: () => clock,
    });
    await expect(sender.submit("call", body)).resolves.toBe("queued");
    const [entry] = sender.pending();
    expect(entry).toMatchObject({ attempts: 1, body });
    expect(entry!.nextAttemptAt).toBeGreaterThan(clock);
    clock = entry!.nextAttemptAt;
    await sender.flush();
    expect(sender.pending()[0]!.attempts).toBe(2);
    expect(sender.pending()[0]!.nextAttemptAt - clock).toBeGreaterThan(entry!.nextAttemptAt - 1000);
  });

  it("does not retry before the lead is due, unless forced", async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError("offline")));
    const sender = createOutbox({
      apiUrl: "http://api.test",
      siteId: "s",
      storage: memoryStorage(),
      fetchImpl,
      now: () => 0,
    });
    await sender.submit("call", body);
    await sender.flush();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await sender.flush(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("survives a reload: a new sender over the same storage delivers the queued lead with the same key", async () => {
    const storage = memoryStorage();
    const first = createOutbox({
      apiUrl: "http://api.test",
      siteId: "s",
      storage,
      fetchImpl: () => Promise.reject(new TypeError("offline")),
      createKey: () => "persisted",
    });
    await first.submit("calculator", { name: "Ion", phone: "+373 (69) 123-456", window: { width: 1200 } });
    expect(items(storage)).toEqual([`${ENTRY_PREFIX}persisted`]);

    const fetchImpl = jest.fn(async () => new Response("{}", { status: 201 }));
    const afterReload = createOutbox({ apiUrl: "http://api.test", siteId: "s", storage, fetchImpl });
    await expect(afterReload.flush(true)).resolves.toEqual(["delivered"]);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/ru/api/calculate-invoice/");
    expect(JSON.parse(init.body as string)).toMatchObject({ idempotency_key: "persisted" });
    expect(afterReload.pending()).toEqual([]);
  });

  it("drops a lead the service refuses for good and logs it", async () => {
    const log = jest.fn();
    const sender = createOutbox({
      apiUrl: "http://api.test",
      siteId: "s",
      storage: memoryStorage(),
      fetchImpl: async () => new Response('{"phone":["This field is required."]}', { status: 400 }),
      log,
    });
    await expect(sender.submit("call", body)).resolves.toBe("rejected");
    expect(sender.pending()).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("HTTP 400"), expect.stringContaining("phone"));
  });

  it("sends a lead once even when flushes overlap", async () => {
    let release: () => void = () => {};
    const fetchImpl = jest.fn(
      () => new Promise<Response>((resolve) => (release = () => resolve(new Response("{}", { status: 201 })))),
    );
    const sender = createOutbox({ apiUrl: "http://api.test", siteId: "s", storage: memoryStorage(), fetchImpl });
    const submitted = sender.submit("call", body);
    const flushed = sender.flush(true);
    release();
    await Promise.all([submitted, flushed]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("still sends and retries a lead when the browser refuses to store it", async () => {
    const broken: KeyValueStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    };
    let fail = true;
    const fetchImpl = jest.fn(async () =>
      fail ? Promise.reject(new TypeError("offline")) : new Response("{}", { status: 201 }),
    );
    const sender = createOutbox({
      apiUrl: "http://api.test",
      siteId: "s",
      storage: broken,
      fetchImpl,
      log: () => {},
    });
    await expect(sender.submit("call", body)).resolves.toBe("queued");
    expect(sender.pending()).toHaveLength(1);
    fail = false;
    await expect(sender.flush(true)).resolves.toEqual(["delivered"]);
    expect(sender.pending()).toEqual([]);
  });

  it("keeps other entries when it updates the outbox (another tab's leads)", async () => {
    const storage = memoryStorage();
    store(storage, entry({ key: "other-tab", createdAt: Date.now(), nextAttemptAt: Number.MAX_SAFE_INTEGER }));
    const sender = createOutbox({
      apiUrl: "http://api.test",
      siteId: "s",
      storage,
      fetchImpl: async () => new Response("{}", { status: 201 }),
    });
    await sender.submit("call", body);
    expect(sender.pending().map((entry) => entry.key)).toEqual(["other-tab"]);
  });
});

describe("lead sender across tabs", () => {
  it.each([
    ["Web Locks", () => fakeLocks()],
    ["a storage lease (no Web Locks)", () => null],
  ])("two senders sharing one storage never send the same lead twice (%s)", async (_, makeLocks) => {
    const storage = memoryStorage();
    const locks = makeLocks();
    const now = Date.now();
    for (const key of ["a", "b", "c"]) store(storage, entry({ key, createdAt: now }));
    const first = heldFetch();
    const second = heldFetch();
    const tabA = createOutbox({
      apiUrl: "http://api.test",
      siteId: "s",
      storage,
      locks,
      fetchImpl: first.fetchImpl,
    });
    const tabB = createOutbox({
      apiUrl: "http://api.test",
      siteId: "s",
      storage,
      locks,
      fetchImpl: second.fetchImpl,
    });
    const flushes = [tabA.flush(true), tabB.flush(true), tabA.flush(true)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    first.releaseAll();
    second.releaseAll();
    const results = await Promise.all(flushes);
    const keys = [...first.fetchImpl.mock.calls, ...second.fetchImpl.mock.calls].map(
      ([, init]) => (JSON.parse(init!.body as string) as { idempotency_key: string }).idempotency_key,
    );
    expect(keys.sort()).toEqual(["a", "b", "c"]);
    // Each lead is reported delivered by the one tab that sent it.
    expect([...results[0]!, ...results[1]!]).toEqual(["delivered", "delivered", "delivered"]);
    expect(items(storage)).toEqual([]);
    // Nothing left to send for a tab that comes later.
    await expect(tabB.flush(true)).resolves.toEqual([]);
  });

  it("a lease left by a tab that closed mid-send expires, and the lead still goes out", async () => {
    const storage = memoryStorage();
    let clock = Date.now();
    store(storage, entry({ key: "orphan", createdAt: clock }));
    storage.setItem("termofort.lead-lease.orphan", JSON.stringify({ owner: "closed-tab", until: clock + 30_000 }));
    const fetchImpl = jest.fn(async () => new Response("{}", { status: 201 }));
    const sender = createOutbox({ apiUrl: "http://api.test", siteId: "s", storage, fetchImpl, now: () => clock });
    await expect(sender.flush(true)).resolves.toEqual([]);
    expect(fetchImpl).not.toHaveBeenCalled();
    clock += 31_000;
    await expect(sender.flush(true)).resolves.toEqual(["delivered"]);
  });

  it("does not resend a lead another tab rescheduled while this one was deciding", async () => {
    const storage = memoryStorage();
    const now = Date.now();
    store(storage, entry({ key: "later", createdAt: now, nextAttemptAt: now + 60_000 }));
    const fetchImpl = jest.fn(async () => new Response("{}", { status: 201 }));
    const sender = createOutbox({ apiUrl: "http://api.test", siteId: "s", storage, fetchImpl, now: () => now });
    await expect(sender.flush()).resolves.toEqual([]);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe("lead outbox upkeep", () => {
  it("removes entries older than 7 days without sending them, and keeps younger ones", async () => {
    const now = Date.now();
    const storage = memoryStorage();
    store(storage, entry({ key: "stale", createdAt: now - MAX_AGE_MS - 1 }));
    store(storage, entry({ key: "fresh", createdAt: now - MAX_AGE_MS + 60_000 }));
    const log = jest.fn();
    const fetchImpl = jest.fn(async () => new Response("{}", { status: 201 }));
    const sender = createOutbox({
      apiUrl: "http://api.test",
      siteId: "s",
      storage,
      fetchImpl,
      log,
      now: () => now,
    });
    expect(sender.pending().map((item) => item.key)).toEqual(["fresh"]);
    expect(storage.getItem(`${ENTRY_PREFIX}stale`)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("more than 7 days"), expect.anything());
    await expect(sender.flush(true)).resolves.toEqual(["delivered"]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["not JSON", "{not json"],
    ["not an object", "42"],
    ["an unknown kind", JSON.stringify(entry({ key: "bad", kind: "menu" as never }))],
    ["a missing body", JSON.stringify({ ...entry({ key: "bad" }), body: null })],
    ["a non-numeric due time", JSON.stringify({ ...entry({ key: "bad" }), nextAttemptAt: "soon" })],
    ["a key that does not match its item", JSON.stringify(entry({ key: "other" }))],
  ])("drops a corrupted entry (%s) once, never sends or reschedules it", async (_, text) => {
    const storage = memoryStorage();
    storage.setItem(`${ENTRY_PREFIX}bad`, text);
    const log = jest.fn();
    const fetchImpl = jest.fn(async () => new Response("{}", { status: 201 }));
    const sender = createOutbox({ apiUrl: "http://api.test", siteId: "s", storage, fetchImpl, log });
    expect(sender.nextDueAt()).toBeNull();
    await expect(sender.flush(true)).resolves.toEqual([]);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(storage.getItem(`${ENTRY_PREFIX}bad`)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("corrupted"), expect.anything());
  });

  it("waits as long as the service's Retry-After asks when it is longer than the backoff", async () => {
    const now = 1_000_000;
    const sender = createOutbox({
      apiUrl: "http://api.test",
      siteId: "s",
      storage: memoryStorage(),
      fetchImpl: async () => new Response("", { status: 429, headers: { "Retry-After": "120" } }),
      now: () => now,
    });
    await expect(sender.submit("call", body)).resolves.toBe("queued");
    expect(sender.nextDueAt()).toBe(now + 120_000);
  });
});

describe("storage the browser refuses", () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, "window");
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, "window", original);
    else delete (globalThis as { window?: unknown }).window;
  });

  it("falls back to memory when merely reading window.localStorage throws, and the lead is still sent", async () => {
    Object.defineProperty(globalThis, "window", {
      configurable: true,
      value: Object.defineProperty({}, "localStorage", {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        },
      }),
    });
    const log = jest.fn();
    const storage = browserStorage(log);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("not available"), expect.any(DOMException));
    const fetchImpl = jest.fn(async () => new Response("{}", { status: 201 }));
    const sender = createOutbox({ apiUrl: "http://api.test", siteId: "s", storage, fetchImpl, log });
    await expect(sender.submit("call", body)).resolves.toBe("delivered");
  });

  it("keeps working when every storage call throws", async () => {
    const fail = () => {
      throw new DOMException("denied", "SecurityError");
    };
    const hostile: KeyValueStorage = {
      getItem: fail,
      setItem: fail,
      removeItem: fail,
      key: fail,
      get length(): number {
        return fail();
      },
    };
    let online = false;
    const fetchImpl = jest.fn(async () =>
      online ? new Response("{}", { status: 201 }) : Promise.reject(new TypeError("offline")),
    );
    const sender = createOutbox({
      apiUrl: "http://api.test",
      siteId: "s",
      storage: hostile,
      fetchImpl,
      log: () => {},
    });
    await expect(sender.submit("call", body)).resolves.toBe("queued");
    expect(sender.pending()).toHaveLength(1);
    online = true;
    await expect(sender.flush(true)).resolves.toEqual(["delivered"]);
    expect(sender.pending()).toEqual([]);
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
    const sender = createOutbox({ apiUrl: service.url, siteId: "termofort", storage: memoryStorage() });
    await expect(sender.submit("call", body)).resolves.toBe("queued");
    expect(leads()).toHaveLength(0);
    service.setFaults([]);
    await expect(sender.flush(true)).resolves.toEqual(["delivered"]);
    await expect(sender.flush(true)).resolves.toEqual([]);
    expect(leads()).toEqual([expect.objectContaining({ path: "/ru/api/invoices/", body })]);
  });

  it("does not duplicate a lead whose answer was lost: the retry carries the same key", async () => {
    // The service stores the lead but answers after the client gave up waiting.
    // Generous margins: on a loaded machine a first request can take well over 100 ms to reach the service.
    service.setFaults([{ path: "/ru/api/invoices/", method: "POST", delayMs: 2000, times: 1 }]);
    const sender = createOutbox({
      apiUrl: service.url,
      siteId: "termofort",
      storage: memoryStorage(),
      timeoutMs: 1000,
    });
    await expect(sender.submit("call", body)).resolves.toBe("queued");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(sender.flush(true)).resolves.toEqual(["delivered"]);
    const stored = leads();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.idempotency_key).toEqual(expect.any(String));
  });
});
