/** @jest-environment node */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService } from "../server";

const SITE = "termofort";
const PAGE_SIZE = 3;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

type Json = Record<string, unknown>;

function article(id: number, showOnHome = false): Json {
  return {
    id,
    slug: `article-${id}`,
    slug_ro: `articol-${id}`,
    slug_ru: `statya-${id}`,
    title: `Article ${id}`,
    short_description: `Short ${id}`,
    image: `/media/blog-${id}.png`,
    created_at: new Date(Date.UTC(2024, 0, 20 - id)).toISOString(),
    content: `<p>Body ${id} <img src="/media/inline.png"></p>`,
    carousel_images: [{ id: 1, image: "/media/carousel.png", alt: "c" }],
    show_on_home: showOnHome,
  };
}

const localeData: Record<string, unknown> = {
  "registered-sites": [{ site_url: SITE, ready_to_indexing: false }],
  "menu-item": [
    {
      id: 1,
      theme: "Windows",
      slug: "windows",
      subThemes: [{ id: 11, products: [101] }],
    },
  ],
  "product-item": [
    {
      id: 101,
      title: "Window",
      slug: "window",
      images: [{ src: "/media/window.png", alt: "w" }],
    },
  ],
  "blog-item": [1, 2, 3, 4, 5, 6, 7, 8].map((id) => article(id, id === 2 || id === 5)),
  "info-page": [
    {
      id: 1,
      slug: "delivery",
      slug_ro: "livrare",
      slug_ru: "dostavka",
      title: "Delivery",
      content: "<p>d</p>",
    },
  ],
  "info-home-footer-page": {
    home: { slug: "home", title: "Home", content: "<p>h</p>" },
  },
  "site-contacts": {
    logo: "/media/logo.svg",
    favicon: "/media/favicon.ico",
    text_color: "#000",
  },
  contacts: [{ phone_number: "+373 22 000 000", mail: "info@example.md" }],
};

let root: string;
let dataDir: string;
let mediaDir: string;
let leadsFile: string;
let service: ContentService;
let base: string;

async function writeData(locale: string, name: string, value: unknown): Promise<void> {
  await fs.writeFile(path.join(dataDir, locale, `${name}.json`), JSON.stringify(value));
}

function start(extra: Parameters<typeof startContentService>[0] = {}): Promise<ContentService> {
  return startContentService({
    port: 0,
    dataDir,
    mediaDir,
    leadsFile,
    pageSize: PAGE_SIZE,
    quiet: true,
    faults: [],
    ...extra,
  });
}

function withSite(pathname: string): string {
  return `${pathname}${pathname.includes("?") ? "&" : "?"}site_url=${SITE}`;
}

const get = (pathname: string, init?: RequestInit): Promise<Response> => fetch(`${base}${withSite(pathname)}`, init);

async function getJson(pathname: string): Promise<{ status: number; body: Json & Json[] }> {
  const res = await get(pathname);
  return { status: res.status, body: (await res.json()) as Json & Json[] };
}

function post(pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${withSite(pathname)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function leadLines(): Promise<Json[]> {
  const text = await fs.readFile(leadsFile, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Json);
}

function control(method: string, body?: unknown): Promise<Response> {
  return fetch(`${base}/__control/faults`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "content-service-"));
  dataDir = path.join(root, "data");
  mediaDir = path.join(root, "media");
  leadsFile = path.join(root, "var", "leads.jsonl");
  for (const locale of ["ro", "ru"]) {
    await fs.mkdir(path.join(dataDir, locale), { recursive: true });
    for (const [name, value] of Object.entries(localeData)) await writeData(locale, name, value);
  }
  await fs.mkdir(mediaDir, { recursive: true });
  await fs.writeFile(path.join(mediaDir, "logo.png"), PNG);
  await fs.writeFile(path.join(root, "secret.txt"), "do not serve");
  service = await start();
  base = service.url;
});

afterAll(async () => {
  await service.close();
  await fs.rm(root, { recursive: true, force: true });
});

afterEach(() => service.setFaults([]));

describe("request validation", () => {
  it("requires site_url", async () => {
    const res = await fetch(`${base}/ro/api/menu-item/`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "site_url is required." });
  });

  it("rejects a site that is not registered for the locale", async () => {
    const res = await fetch(`${base}/ro/api/menu-item/?site_url=nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "Unknown site: nope" });
  });

  it("rejects an unknown locale", async () => {
    expect(await getJson("/en/api/menu-item/")).toEqual({
      status: 404,
      body: { detail: "Unknown locale: en" },
    });
  });

  it("answers 404 JSON for an unknown path", async () => {
    expect(await getJson("/ro/api/nothing-here/")).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    expect(await getJson("/somewhere")).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
  });

  it("answers 404 for an endpoint whose data file is absent", async () => {
    expect(await getJson("/ro/api/calculator/")).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
  });
});

describe("GET endpoints", () => {
  it("serves a data file with and without the final slash", async () => {
    const withSlash = await getJson("/ru/api/menu-item/");
    const withoutSlash = await getJson("/ru/api/menu-item");
    expect(withSlash.status).toBe(200);
    expect(withSlash.body).toEqual(localeData["menu-item"]);
    expect(withoutSlash.body).toEqual(withSlash.body);
  });

  it("shows an edited data file on the next request", async () => {
    await getJson("/ro/api/contacts/");
    const edited = [
      {
        phone_number: "+373 22 111 111",
        mail: "changed@example.md",
        address: "Chișinău",
      },
    ];
    await writeData("ro", "contacts", edited);
    expect((await getJson("/ro/api/contacts/")).body).toEqual(edited);
  });

  it("pages the blog like DRF PageNumberPagination", async () => {
    const first = await getJson("/ro/api/blog-item/");
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(8);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(`${base}/ro/api/blog-item/?site_url=${SITE}&page=2`);
    const results = first.body.results as Json[];
    expect(results.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(Object.keys(results[0]!).sort()).toEqual(
      ["created_at", "id", "image", "short_description", "slug", "slug_ro", "slug_ru", "title"].sort(),
    );

    const second = await getJson("/ro/api/blog-item/?page=2");
    expect(second.body.previous).toBe(`${base}/ro/api/blog-item/?site_url=${SITE}`);
    expect(second.body.next).toBe(`${base}/ro/api/blog-item/?page=3&site_url=${SITE}`);

    const last = await getJson("/ro/api/blog-item/?page=3");
    expect((last.body.results as Json[]).map((row) => row.id)).toEqual([7, 8]);
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toBe(`${base}/ro/api/blog-item/?page=2&site_url=${SITE}`);
  });

  it.each(["0", "abc", "4", "-1", "1.5"])("answers 404 Invalid page for page=%s", async (page) => {
    expect(await getJson(`/ro/api/blog-item/?page=${page}`)).toEqual({
      status: 404,
      body: { detail: "Invalid page." },
    });
  });

  it("serves article and product details, 404 for unknown ids", async () => {
    const found = await getJson("/ru/api/blog-item/3/");
    expect(found.status).toBe(200);
    expect(found.body.content).toContain("Body 3");
    expect(await getJson("/ru/api/blog-item/999/")).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    expect((await getJson("/ru/api/blog-item/abc/")).status).toBe(404);
    expect((await getJson("/ru/api/product-item/101/")).body.title).toBe("Window");
    expect((await getJson("/ru/api/product-item/102/")).status).toBe(404);
  });

  it("lists home articles as summaries", async () => {
    const { body } = await getJson("/ro/api/homepage-blog-items/");
    expect(body.map((row) => row.id)).toEqual([2, 5]);
    expect(body[0]).not.toHaveProperty("content");
  });

  it("lists info pages and serves one by slug", async () => {
    expect((await getJson("/ro/api/info-page/")).body).toEqual([
      {
        id: 1,
        slug: "delivery",
        slug_ro: "livrare",
        slug_ru: "dostavka",
        title: "Delivery",
      },
    ]);
    expect((await getJson("/ro/api/info-page/delivery")).body.content).toBe("<p>d</p>");
    expect((await getJson("/ro/api/info-page/delivery/")).status).toBe(200);
    expect((await getJson("/ro/api/info-page/missing")).status).toBe(404);
  });

  it("serves one entry of info-home-footer-page", async () => {
    expect((await getJson("/ro/api/info-home-footer-page/home/")).body.title).toBe("Home");
    expect((await getJson("/ro/api/info-home-footer-page/other/")).status).toBe(404);
  });
});

describe("conditional requests", () => {
  const etagOf = async (pathname: string) => {
    const res = await get(pathname);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    return res.headers.get("etag")!;
  };

  it("answers 304 without a body to a matching If-None-Match, weak or in a list, and 200 otherwise", async () => {
    const etag = await etagOf("/ru/api/blog-item/4/");
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await get("/ru/api/blog-item/4/", { headers: { "If-None-Match": header } });
      expect(res.status).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
      expect(await res.text()).toBe("");
    }
    const other = await get("/ru/api/blog-item/4/", { headers: { "If-None-Match": '"other"' } });
    expect(other.status).toBe(200);
    expect(((await other.json()) as Json).id).toBe(4);
  });

  it("changes an item's ETag with its content only, and never answers 304 to the old one", async () => {
    const before = await etagOf("/ru/api/blog-item/7/");
    const neighbour = await etagOf("/ru/api/blog-item/6/");
    const list = await etagOf("/ru/api/blog-item/?page=3");
    const rows = localeData["blog-item"] as Json[];
    const edited = rows.map((row) => (row.id === 7 ? { ...row, content: "<p>Edited body 7</p>" } : row));
    await writeData("ru", "blog-item", edited);
    try {
      const res = await get("/ru/api/blog-item/7/", { headers: { "If-None-Match": before } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Json).content).toBe("<p>Edited body 7</p>");
      expect(res.headers.get("etag")).not.toBe(before);
      expect(await etagOf("/ru/api/blog-item/6/")).toBe(neighbour);
      // The list shows summaries only: a content edit leaves it as it was.
      const page = await get("/ru/api/blog-item/?page=3", { headers: { "If-None-Match": list } });
      expect(page.status).toBe(304);
      await writeData(
        "ru",
        "blog-item",
        edited.map((row) => (row.id === 7 ? { ...row, title: "New title" } : row)),
      );
      const retitled = await get("/ru/api/blog-item/?page=3", { headers: { "If-None-Match": list } });
      expect(retitled.status).toBe(200);
      expect(((await retitled.json()) as Json & { results: Json[] }).results[0]!.title).toBe("New title");
    } finally {
      await writeData("ru", "blog-item", rows);
    }
    expect(await etagOf("/ru/api/blog-item/7/")).toBe(before);
  });

  it("gives sections and whole files an ETag, and tags depend on the origin of the media URLs", async () => {
    const etag = await etagOf("/ro/api/menu-item/");
    const res = await get("/ro/api/menu-item/", { headers: { "If-None-Match": etag } });
    expect(res.status).toBe(304);
    const other = await start({ publicUrl: "https://cms.example.md" });
    try {
      const elsewhere = await fetch(`${other.url}${withSite("/ro/api/product-item/101/")}`);
      await elsewhere.arrayBuffer();
      expect(elsewhere.headers.get("etag")).not.toBe(await etagOf("/ro/api/product-item/101/"));
    } finally {
      await other.close();
    }
  });

  it("lets a fault answer first, whatever the validators", async () => {
    const etag = await etagOf("/ro/api/blog-item/1/");
    service.setFaults([{ path: "/ro/api/blog-item/1/", status: 500, times: 1 }]);
    expect((await get("/ro/api/blog-item/1/", { headers: { "If-None-Match": etag } })).status).toBe(500);
    expect((await get("/ro/api/blog-item/1/", { headers: { "If-None-Match": etag } })).status).toBe(304);
  });
});

describe("media", () => {
  it("rewrites /media/ strings to absolute URLs, leaving HTML alone", async () => {
    const { body } = await getJson("/ro/api/blog-item/4/");
    expect(body.image).toBe(`${base}/media/blog-4.png`);
    expect((body.carousel_images as Json[])[0]!.image).toBe(`${base}/media/carousel.png`);
    expect(body.content).toBe('<p>Body 4 <img src="/media/inline.png"></p>');
    expect((await getJson("/ro/api/site-contacts/")).body.logo).toBe(`${base}/media/logo.svg`);
  });

  it("uses the public URL as origin when one is configured", async () => {
    const other = await start({ publicUrl: "https://content.example.com/" });
    try {
      const res = await fetch(`${other.url}/ro/api/site-contacts/?site_url=${SITE}`);
      expect(((await res.json()) as Json).logo).toBe("https://content.example.com/media/logo.svg");
    } finally {
      await other.close();
    }
  });

  it("serves media files with content type and cache headers, without site_url", async () => {
    const res = await fetch(`${base}/media/logo.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it("answers 404 for missing files and path traversal", async () => {
    expect((await fetch(`${base}/media/missing.png`)).status).toBe(404);
    const traversal = await fetch(`${base}/media/..%2fsecret.txt`);
    expect(traversal.status).toBe(404);
    expect(await traversal.text()).not.toContain("do not serve");
    expect((await fetch(`${base}/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd`)).status).toBe(404);
  });
});

describe("leads", () => {
  const invoice = {
    type: "call",
    name: "Ion",
    phone: "+373 (60) 000-000",
    site: SITE,
    page: "/ro/",
  };

  it("stores exactly one line before answering 201", async () => {
    const before = await leadLines();
    const res = await post("/ru/api/invoices/", invoice);
    expect(res.status).toBe(201);
    const response = (await res.json()) as Json;
    expect(response).toEqual({ id: before.length + 1, ...invoice });
    const after = await leadLines();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({
      time: expect.any(String),
      path: "/ru/api/invoices/",
      idempotency_key: null,
      body: invoice,
    });
  });

  it("accepts calculate-invoice under /ro/ too", async () => {
    const res = await post("/ro/api/calculate-invoice/", {
      name: "Ana",
      phone: "+373 (69) 000-000",
      window: { w: 1200 },
    });
    expect(res.status).toBe(201);
    expect((await leadLines()).at(-1)!.path).toBe("/ro/api/calculate-invoice/");
  });

  it("replays a request with a known idempotency key, also after a restart", async () => {
    const keyed = { ...invoice, idempotency_key: "key-123" };
    const before = (await leadLines()).length;
    const first = await post("/ru/api/invoices/", keyed);
    const second = await post("/ru/api/invoices/", keyed);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const original = await first.json();
    expect(await second.json()).toEqual(original);
    expect(await leadLines()).toHaveLength(before + 1);
    expect((await leadLines()).at(-1)!.idempotency_key).toBe("key-123");

    const restarted = await start();
    try {
      const again = await fetch(`${restarted.url}/ru/api/invoices/?site_url=${SITE}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(keyed),
      });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(original);
      expect(await leadLines()).toHaveLength(before + 1);
    } finally {
      await restarted.close();
    }
  });

  it("stores concurrent leads on separate lines, once per idempotency key", async () => {
    const before = (await leadLines()).length;
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => post("/ru/api/invoices/", { ...invoice, name: `Client ${i}` })),
      ...Array.from({ length: 5 }, () => post("/ru/api/invoices/", { ...invoice, idempotency_key: "burst" })),
    ]);
    const bodies = (await Promise.all(responses.map((res) => res.json()))) as Json[];
    expect(responses.filter((res) => res.status === 201)).toHaveLength(21);
    expect(new Set(bodies.slice(0, 20).map((body) => body.id)).size).toBe(20);
    expect(new Set(bodies.slice(20).map((body) => body.id)).size).toBe(1);
    expect(await leadLines()).toHaveLength(before + 21);
  });

  it.each<[string, unknown, unknown]>([
    ["/ru/api/invoices/", { ...invoice, phone: "" }, { phone: ["This field is required."] }],
    [
      "/ru/api/invoices/",
      {},
      { name: ["This field is required."], phone: ["This field is required."], type: ["This field is required."] },
    ],
    [
      "/ru/api/calculate-invoice/",
      { name: "A", phone: "+373 (69) 000-000", window: "big" },
      { window: ["Expected an object."] },
    ],
    [
      "/ru/api/calculate-invoice/",
      { name: "Ana", phone: "+373 (69) 000-000" },
      { window: ["This field is required."] },
    ],
    ["/ru/api/invoices/", { ...invoice, name: "  " }, { name: ["This field is required."] }],
    ["/ru/api/invoices/", { ...invoice, name: 7 }, { name: ["Not a valid string."] }],
    ["/ru/api/invoices/", { ...invoice, page: "https://evil.example/" }, { page: ["Enter a path on the site."] }],
    ["/ru/api/invoices/", { ...invoice, fast_submit: "true" }, { fast_submit: ["Must be a valid boolean."] }],
    [
      "/ru/api/invoices/",
      { ...invoice, name: "N".repeat(101) },
      { name: ["Ensure this field has no more than 100 characters."] },
    ],
    ...["+37369000000", "+373 (59) 000-000", "+373 (69) 000-0000", "069000000", "<script>"].map(
      (phone): [string, unknown, unknown] => [
        "/ru/api/invoices/",
        { ...invoice, phone },
        { phone: ["Enter a valid phone number."] },
      ],
    ),
    ...[["utm"], { utm_source: 7 }, { utm_source: "u".repeat(301) }, { "Bad-Name": "x" }, "utm=google"].map(
      (attribution): [string, unknown, unknown] => [
        "/ru/api/invoices/",
        { ...invoice, attribution },
        { attribution: [expect.any(String)] },
      ],
    ),
    ["/ru/api/invoices/", { ...invoice, request_kind: "pizza" }, { request_kind: [expect.any(String)] }],
    ...["", "Header", "page end", "x".repeat(41), 7].map((form_place): [string, unknown, unknown] => [
      "/ru/api/invoices/",
      { ...invoice, form_place },
      { form_place: [expect.any(String)] },
    ]),
    ...[{ id: "1005", name: "Window" }, { id: 1005 }, { id: 1, name: "N".repeat(201) }, "Window"].map(
      (product): [string, unknown, unknown] => [
        "/ru/api/calculate-invoice/",
        { name: "A", phone: "+373 (69) 000-000", window: {}, product },
        { product: [expect.any(String)] },
      ],
    ),
    ["/ru/api/invoices/", { ...invoice, idempotency_key: 7 }, { idempotency_key: [expect.any(String)] }],
    ["/ru/api/invoices/", { ...invoice, idempotency_key: "k".repeat(201) }, { idempotency_key: [expect.any(String)] }],
  ])("answers 400 and stores nothing for an invalid body on %s", async (pathname, body, errors) => {
    const before = await fs.readFile(leadsFile, "utf8").catch(() => "");
    const res = await post(pathname, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errors);
    expect(await fs.readFile(leadsFile, "utf8").catch(() => "")).toBe(before);
  });

  it("stores a lead's campaign attribution as sent", async () => {
    const attribution = { utm_source: "google", gclid: "C".repeat(300), landing_page: "/?utm_source=google" };
    const res = await post("/ru/api/invoices/", { ...invoice, attribution });
    expect(res.status).toBe(201);
    expect((await leadLines()).at(-1)!.body).toEqual({ ...invoice, attribution });
  });

  it("stores what the visitor asked for, where, and the product they were looking at", async () => {
    const context = { request_kind: "measurement", form_place: "mobile-bar", product: { id: 1005, name: "Fereastră" } };
    const res = await post("/ru/api/invoices/", { ...invoice, ...context });
    expect(res.status).toBe(201);
    expect((await leadLines()).at(-1)!.body).toEqual({ ...invoice, ...context });
  });

  it("accepts a name of exactly 100 characters", async () => {
    expect((await post("/ru/api/invoices/", { ...invoice, name: "N".repeat(100) })).status).toBe(201);
  });

  it("deduplicates on idempotency_key in the body, stored beside the body rather than in it", async () => {
    const before = (await leadLines()).length;
    const first = await post("/ru/api/invoices/", { ...invoice, idempotency_key: "body-key-1" });
    const second = await post("/ru/api/invoices/", { ...invoice, idempotency_key: "body-key-1" });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(await second.json()).toEqual(await first.json());
    const lines = await leadLines();
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({ idempotency_key: "body-key-1", body: invoice });
  });

  it("answers 400 for invalid JSON and stores nothing", async () => {
    const before = (await leadLines()).length;
    const res = await post("/ru/api/invoices/", '{"name": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).detail).toMatch(/JSON parse error/);
    expect(await leadLines()).toHaveLength(before);
  });

  it("requires site_url for POST and rejects GET on lead routes", async () => {
    const res = await fetch(`${base}/ru/api/invoices/`, {
      method: "POST",
      body: JSON.stringify(invoice),
    });
    expect(res.status).toBe(400);
    expect((await get("/ru/api/invoices/")).status).toBe(405);
  });
});

describe("faults", () => {
  it("answers a status for the next N matching requests only", async () => {
    const added = await control("POST", {
      path: "/ro/api/menu-item",
      status: 503,
      times: 2,
    });
    expect(added.status).toBe(201);
    expect((await getJson("/ro/api/menu-item/")).status).toBe(503);
    expect(await (await control("GET")).json()).toEqual([{ path: "/ro/api/menu-item", status: 503, times: 1 }]);
    expect((await getJson("/ru/api/menu-item/")).status).toBe(200);
    expect(await getJson("/ro/api/menu-item/")).toEqual({
      status: 503,
      body: { detail: "Injected fault: HTTP 503." },
    });
    expect((await getJson("/ro/api/menu-item/")).status).toBe(200);
    expect(await (await control("GET")).json()).toEqual([]);
  });

  it("matches regex paths and methods", async () => {
    await control("POST", [{ path: "^/r[ou]/api/blog-item/\\d+/$", method: "GET", status: 500 }]);
    expect((await getJson("/ro/api/blog-item/1/")).status).toBe(500);
    expect((await getJson("/ro/api/blog-item/")).status).toBe(200);
    await control("DELETE");
    await control("POST", {
      path: "/ru/api/invoices/",
      method: "POST",
      status: 502,
    });
    expect((await get("/ru/api/invoices/")).status).toBe(405);
  });

  it("delays answers", async () => {
    await control("POST", {
      path: "/ro/api/contacts/",
      delayMs: 300,
      times: 1,
    });
    const started = Date.now();
    const res = await get("/ro/api/contacts/");
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it("answers malformed JSON", async () => {
    await control("POST", { path: "/ro/api/partners/", malformed: true });
    const res = await get("/ro/api/partners/");
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow(/JSON/);
  });

  it("drops the connection", async () => {
    await control("POST", { path: "/media/", drop: true, times: 1 });
    await expect(fetch(`${base}/media/logo.png`)).rejects.toThrow();
    expect((await fetch(`${base}/media/logo.png`)).status).toBe(200);
  });

  it("clears all rules and validates new ones", async () => {
    await control("POST", [
      { path: "/ro/", status: 500 },
      { path: "/ru/", status: 500 },
    ]);
    expect(await (await control("GET")).json()).toHaveLength(2);
    expect(await (await control("DELETE")).json()).toEqual([]);
    expect((await getJson("/ro/api/menu-item/")).status).toBe(200);
    expect((await control("POST", { status: 500 })).status).toBe(400);
    expect((await control("POST", { path: "^(", status: 500 })).status).toBe(400);
  });

  it("takes rules from the options and from setFaults", async () => {
    const other = await start({
      faults: [{ path: "/ro/api/menu-item/", status: 418 }],
    });
    try {
      expect((await fetch(`${other.url}/ro/api/menu-item/?site_url=${SITE}`)).status).toBe(418);
      other.setFaults([]);
      expect((await fetch(`${other.url}/ro/api/menu-item/?site_url=${SITE}`)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("never applies to the control API", async () => {
    await control("POST", { path: "/", status: 500 });
    expect(await (await fetch(`${base}/__control/health`)).json()).toEqual({
      ok: true,
    });
    expect((await control("DELETE")).status).toBe(200);
  });
});

describe("CORS", () => {
  it("open mode (the default) answers preflight requests for the site's headers", async () => {
    const res = await fetch(`${base}/ru/api/invoices/`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:9000",
        "Access-Control-Request-Method": "POST",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-methods")).toBe("GET,POST,OPTIONS");
    expect(res.headers.get("access-control-allow-headers")).toBe("Content-Type, Accept-Language");
  });

  it("open mode allows any origin on every answer", async () => {
    expect((await get("/ro/api/menu-item/")).headers.get("access-control-allow-origin")).toBe("*");
    expect((await fetch(`${base}/ro/api/menu-item/`)).headers.get("access-control-allow-origin")).toBe("*");
    expect((await fetch(`${base}/media/nothing.png`)).headers.get("access-control-allow-origin")).toBe("*");
  });

  describe("strict mode (django-cors-headers' defaults)", () => {
    let strict: ContentService;
    const SITE_ORIGIN = "http://localhost:9000";
    beforeAll(async () => {
      strict = await start({ cors: { mode: "strict", origins: [SITE_ORIGIN] } });
    });
    afterAll(() => strict.close());

    const preflight = (origin: string) =>
      fetch(`${strict.url}/ru/api/invoices/?site_url=${SITE}`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type,idempotency-key",
        },
      });

    it("answers a preflight from an allowed origin with exactly the default headers and methods", async () => {
      const res = await preflight(SITE_ORIGIN);
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
      expect(res.headers.get("access-control-allow-headers")).toBe(
        "accept, authorization, content-type, user-agent, x-csrftoken, x-requested-with",
      );
      expect(res.headers.get("access-control-allow-methods")).toBe("DELETE, GET, OPTIONS, PATCH, POST, PUT");
      expect(res.headers.get("access-control-allow-headers")).not.toMatch(/idempotency-key/i);
      expect(res.headers.get("vary")).toBe("Origin");
    });

    it("gives other origins no CORS headers at all", async () => {
      const res = await preflight("http://evil.example");
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("access-control-allow-headers")).toBeNull();
      const answer = await fetch(`${strict.url}/ro/api/menu-item/?site_url=${SITE}`, {
        headers: { Origin: "http://evil.example" },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    });

    it("echoes an allowed origin on ordinary answers, errors included", async () => {
      const ok = await fetch(`${strict.url}/ro/api/menu-item/?site_url=${SITE}`, { headers: { Origin: SITE_ORIGIN } });
      expect(ok.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
      const refused = await fetch(`${strict.url}/ru/api/invoices/?site_url=${SITE}`, {
        method: "POST",
        headers: { Origin: SITE_ORIGIN, "Content-Type": "application/json" },
        body: "{}",
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    });
  });
});

describe("lead rate limit", () => {
  it("answers 429 with Retry-After past the limit per address, and stores nothing", async () => {
    const limited = await start({ leadRateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const send = () =>
        fetch(`${limited.url}/ru/api/invoices/?site_url=${SITE}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ type: "Заявка на обратный звонок", name: "Rate", phone: "+373 (69) 111-222" }),
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const before = (await leadLines()).length;
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(third.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(((await third.json()) as Json).detail).toMatch(/throttled/);
      expect(await leadLines()).toHaveLength(before);
      // Content reads are not limited.
      expect((await fetch(`${limited.url}/ro/api/menu-item/?site_url=${SITE}`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("idempotency memory", () => {
  it("is bounded, and still deduplicates recent keys after a restart", async () => {
    const bounded = await start({ idempotency: { maxKeys: 3, ttlMs: 60 * 60_000 } });
    const send = (url: string, key: string) =>
      fetch(`${url}/ru/api/invoices/?site_url=${SITE}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          type: "Заявка на обратный звонок",
          name: "Bounded",
          phone: "+373 (69) 111-222",
          idempotency_key: key,
        }),
      });
    const keys = Array.from({ length: 5 }, (_, index) => `bounded-${Date.now()}-${index}`);
    try {
      for (const key of keys) expect((await send(bounded.url, key)).status).toBe(201);
      expect((await send(bounded.url, keys[4]!)).status).toBe(200);
      // The oldest key fell out of the 3-key memory: the service no longer recognises it.
      expect((await send(bounded.url, keys[0]!)).status).toBe(201);
    } finally {
      await bounded.close();
    }
    const restarted = await start({ idempotency: { maxKeys: 3, ttlMs: 60 * 60_000 } });
    try {
      expect((await send(restarted.url, keys[4]!)).status).toBe(200);
      expect((await send(restarted.url, keys[0]!)).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it("forgets keys older than the TTL, also when rebuilding after a restart", async () => {
    const shortLived = await start({ idempotency: { maxKeys: 100, ttlMs: 200 } });
    const key = `ttl-${Date.now()}`;
    const send = (url: string) =>
      fetch(`${url}/ru/api/invoices/?site_url=${SITE}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          type: "Заявка на обратный звонок",
          name: "Ttl",
          phone: "+373 (69) 111-222",
          idempotency_key: key,
        }),
      });
    try {
      expect((await send(shortLived.url)).status).toBe(201);
      expect((await send(shortLived.url)).status).toBe(200);
    } finally {
      await shortLived.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const restarted = await start({ idempotency: { maxKeys: 100, ttlMs: 200 } });
    try {
      expect((await send(restarted.url)).status).toBe(201);
    } finally {
      await restarted.close();
    }
  });
});

describe("fault probability", () => {
  it("applies a rule to about its share of requests and lets the rest through", async () => {
    await control("POST", { path: "/ro/api/contacts/", status: 503, probability: 0.3 });
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () => get("/ro/api/contacts/").then((r) => r.status)),
    );
    const failed = statuses.filter((status) => status === 503).length;
    expect(statuses.filter((status) => status !== 503 && status !== 200)).toEqual([]);
    // 200 draws at p = 0.3: mean 60, sd 6.5; 30..90 is beyond 4.5 sd.
    expect(failed).toBeGreaterThan(30);
    expect(failed).toBeLessThan(90);
    expect((await control("POST", { path: "/x", status: 500, probability: 1.5 })).status).toBe(400);
    expect((await control("POST", { path: "/x", status: 500, probability: 0 })).status).toBe(400);
  });
});
