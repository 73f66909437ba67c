import { readFileSync } from "node:fs";
import * as path from "node:path";
import {
  ANSWERS,
  ENDPOINTS,
  ENDPOINT_NAMES,
  LEAD_KIND_ENDPOINTS,
  apiPath,
  apiUrl,
  FORM_PLACES,
  FORM_PLACE_PATTERN,
  LEAD_RETRY,
  leadVerdict,
  checkGatewayLead,
  checkLeadBody,
  retryAfterMs,
  retryDelayMs,
  endpointLocales,
  isPostEndpoint,
  matchEndpoint,
  type GetEndpointName,
} from "..";
import * as browser from "../browser";

const DEMO = path.resolve(__dirname, "../../content-service/data");

describe("endpoints", () => {
  it("builds every path under its locale prefix, the leads always under /ru/api/", () => {
    expect(apiPath("article", "ro", { id: 12 })).toBe("/ro/api/blog-item/12/");
    expect(apiPath("invoice")).toBe("/ru/api/invoices/");
    expect(apiPath("calculateInvoice", "ro")).toBe("/ru/api/calculate-invoice/");
    expect(() => apiPath("menu")).toThrow(/name one/);
    expect(() => apiPath("article", "ro", { id: "" })).toThrow(/'id'/);
    expect(endpointLocales("menu", ["ro"])).toEqual(["ro"]);
    expect(endpointLocales("invoice", ["ro"])).toEqual(["ru"]);
  });

  it("encodes parameters and carries site_url on every URL", () => {
    const url = new URL(
      apiUrl({ apiUrl: "https://cms.test/", siteId: "termofort" }, "infoPage", "ru", { slug: "a b" }),
    );
    expect(url.pathname).toBe("/ru/api/info-page/a%20b/");
    expect(url.searchParams.get("site_url")).toBe("termofort");
  });

  it("routes every path it builds back to its endpoint", () => {
    for (const name of ENDPOINT_NAMES) {
      const params = { id: 7, slug: "x", name: "home" } as never;
      const segments = apiPath(name, "ro", params).split("/").filter(Boolean).slice(2);
      expect(matchEndpoint(segments, ENDPOINTS[name].method)?.name).toBe(name);
    }
    expect(matchEndpoint(["nothing-here"])).toBeUndefined();
  });

  it("gives each lead kind a POST endpoint", () => {
    for (const endpoint of Object.values(LEAD_KIND_ENDPOINTS)) expect(isPostEndpoint(endpoint)).toBe(true);
  });
});

describe("answers", () => {
  const file: Partial<Record<GetEndpointName, string>> = {
    menu: "menu-item",
    siteSettings: "site-contacts",
    contacts: "contacts",
    calculator: "calculator",
    reviews: "reviews",
    company: "company",
    creditOffer: "credit-offer-section",
    giftOffer: "gift-offer-section",
  };
  it.each(Object.entries(file))("the demo content's %s answer keeps the contract in both locales", (name, base) => {
    for (const locale of ["ro", "ru"]) {
      const data: unknown = JSON.parse(readFileSync(path.join(DEMO, locale, `${base}.json`), "utf8"));
      expect(() => ANSWERS[name as GetEndpointName].validateSync(data)).not.toThrow();
    }
  });
});

describe("lead bodies", () => {
  const lead = { name: "Ion", phone: "+373 (69) 123-456", type: "Заявка на консультацию" };
  const errorsOf = (endpoint: "invoice" | "calculateInvoice", body: unknown) => checkLeadBody(endpoint, body).errors;

  it("accepts a lead the forms send and refuses what the CMS would, in DRF's shape", () => {
    expect(errorsOf("invoice", lead)).toBeNull();
    expect(errorsOf("invoice", { ...lead, phone: "069123456" })).toEqual({ phone: ["Enter a valid phone number."] });
    expect(errorsOf("calculateInvoice", { name: "Ion", phone: lead.phone })).toEqual({
      window: ["This field is required."],
    });
    expect(errorsOf("invoice", [])).toEqual({
      non_field_errors: ["Invalid data. Expected a dictionary, but got list."],
    });
  });

  it("checks every field the CMS keeps for its type, and drops the fields it does not keep", () => {
    expect(errorsOf("invoice", { ...lead, name: 5, fast_submit: "yes", page: "https://evil.example/" })).toEqual({
      name: ["Not a valid string."],
      fast_submit: ["Must be a valid boolean."],
      page: ["Enter a path on the site."],
    });
    expect(checkLeadBody("invoice", { ...lead, notes: "x", is_admin: true, form_place: "hero" })).toEqual({
      body: { ...lead, form_place: "hero" },
      dropped: ["notes", "is_admin"],
      errors: null,
    });
  });

  it("bounds the calculator's window: depth, values, texts", () => {
    const deep = JSON.parse(`${'{"a":'.repeat(10)}1${"}".repeat(10)}`) as unknown;
    const calculator = (window: unknown) => errorsOf("calculateInvoice", { name: "Ion", phone: lead.phone, window });
    expect(calculator({ width: 1300, sections: [{ number: 1, opening: "fixed" }], estimate: null })).toBeNull();
    expect(calculator(deep)).toEqual({ window: [expect.any(String)] });
    expect(calculator({ list: Array.from({ length: 400 }, () => 1) })).toEqual({ window: [expect.any(String)] });
    expect(calculator({ note: "x".repeat(301) })).toEqual({ window: [expect.any(String)] });
  });

  it("reads a lead sent to the gateway: its kind and key required, its endpoint from the kind", () => {
    const body = { ...lead, request_kind: "measurement", idempotency_key: "k-1" };
    expect(checkGatewayLead(body)).toEqual({
      lead: { key: "k-1", kind: "measurement", endpoint: "invoice", body },
      dropped: [],
    });
    expect(checkGatewayLead(lead)).toEqual({
      errors: { request_kind: ["This field is required."], idempotency_key: ["This field is required."] },
    });
    expect(checkGatewayLead({ ...body, idempotency_key: "a\nb" })).toEqual({
      errors: { idempotency_key: [expect.any(String)] },
    });
  });

  it("lists every form place as the CMS's slug pattern accepts it", () => {
    for (const place of FORM_PLACES) expect(place).toMatch(FORM_PLACE_PATTERN);
  });
});

describe("the retry policy", () => {
  it("refuses only a 400 with field errors; a misconfiguration's answers wait", () => {
    expect(leadVerdict(201, null)).toBe("delivered");
    expect(leadVerdict(400, { phone: ["Enter a valid phone number."] })).toBe("refused");
    for (const status of [400, 401, 403, 404, 405, 410, 408, 429, 500, 502, 503, 507]) {
      expect({ status, verdict: leadVerdict(status, { detail: "Not found." }) }).toEqual({ status, verdict: "retry" });
    }
    expect(leadVerdict(400, "<html>Bad Request</html>")).toBe("retry");
  });

  it("backs off exponentially with jitter, honours Retry-After, never past the ceiling", () => {
    expect(retryDelayMs(1, LEAD_RETRY, undefined, () => 0)).toBe(2000);
    expect(retryDelayMs(3, LEAD_RETRY, undefined, () => 0)).toBe(8000);
    expect(retryDelayMs(3, LEAD_RETRY, undefined, () => 0.99)).toBe(8000 + Math.floor(8000 * 0.2 * 0.99));
    expect(retryDelayMs(20, LEAD_RETRY, undefined, () => 0.99)).toBe(LEAD_RETRY.maxMs);
    expect(retryDelayMs(1, LEAD_RETRY, 60_000, () => 0)).toBe(60_000);
    expect(retryDelayMs(1, LEAD_RETRY, 3_600_000, () => 0)).toBe(LEAD_RETRY.maxMs);
    expect(retryAfterMs("120", 0)).toBe(120_000);
    expect(retryAfterMs(new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
    expect(retryAfterMs("soon", 0)).toBeUndefined();
  });
});

describe("the browser entry", () => {
  it("is the same contract as the full entry, without the schemas", () => {
    expect(browser.ENDPOINTS).toBe(ENDPOINTS);
    expect(browser.leadVerdict).toBe(leadVerdict);
    expect("ANSWERS" in browser).toBe(false);
  });

  it("imports nothing but its own dependency-free files", () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(path.join(__dirname, "..", `${file}.ts`), "utf8");
      for (const [, target] of source.matchAll(/from "([^"]+)"/g)) {
        expect(target).toMatch(/^\.\/[a-z-]+$/);
        visit(target!.slice(2));
      }
    };
    visit("browser");
    expect([...seen].sort()).toEqual([
      "browser",
      "calculator-preset",
      "defaults",
      "endpoints",
      "estimate",
      "leads",
      "locales",
      "processes",
      "retry",
      "settings",
      "window",
    ]);
  });
});
