import { readFileSync } from "node:fs";
import * as path from "node:path";
import {
  ANSWERS,
  ENDPOINTS,
  ENDPOINT_NAMES,
  LEAD_KIND_ENDPOINTS,
  apiPath,
  apiUrl,
  checkLeadBody,
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
  it("accepts a lead the forms send and refuses what the CMS would, in DRF's shape", () => {
    expect(checkLeadBody("invoice", lead)).toEqual({});
    expect(checkLeadBody("invoice", { ...lead, phone: "069123456" })).toEqual({
      phone: ["Enter a valid phone number."],
    });
    expect(checkLeadBody("calculateInvoice", lead)).toEqual({ window: ["This field is required."] });
    expect(checkLeadBody("invoice", [])).toEqual({
      non_field_errors: ["Invalid data. Expected a dictionary, but got list."],
    });
  });
});

describe("the browser entry", () => {
  it("is the same contract as the full entry, without the schemas", () => {
    expect(browser.ENDPOINTS).toBe(ENDPOINTS);
    expect(browser.checkLeadBody).toBe(checkLeadBody);
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
      "defaults",
      "endpoints",
      "leads",
      "locales",
      "processes",
      "retry",
      "settings",
    ]);
  });
});
