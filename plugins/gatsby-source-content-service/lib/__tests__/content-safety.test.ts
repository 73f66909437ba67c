/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService } from "../../../../content-service/src/server";
import { writeXssFixture } from "../../../../scripts/lib/variants/xss-fixture";
import { NODE_TYPES } from "../constants";
import { brokenLinks } from "../safety/broken-links";
import { sourceNodes } from "../source-nodes";
import { gatsbyApi, type CreatedNode } from "./gatsby-api";

// Each sources the whole demo catalogue from a real service: seconds on a busy machine (as source-nodes.test.ts).
jest.setTimeout(30_000);

jest.mock("gatsby-source-filesystem", () => ({
  createRemoteFileNode: jest.fn(async ({ url }: { url: string }) => ({ id: `file:${url}` })),
}));

const DEMO_DATA = path.resolve(__dirname, "../../../../content-service/data");

/** Every string anywhere in a node, with its path. */
function strings(value: unknown, at = ""): Array<[string, string]> {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  return [];
}

async function source(apiUrl: string) {
  const { args, nodes, reporter } = gatsbyApi();
  await sourceNodes!(
    args,
    { plugins: [], apiUrl, siteId: "termofort", siteUrl: "https://termofort.md", retries: 0 },
    () => {},
  );
  return { nodes, warnings: reporter.warn.mock.calls.map(([line]) => String(line)), panic: reporter.panicOnBuild };
}

describe("sourcing content whose every field holds an XSS payload", () => {
  let service: ContentService;
  let dataDir: string;
  let nodes: CreatedNode[];
  let warnings: string[];
  let panic: jest.Mock;

  beforeAll(async () => {
    dataDir = writeXssFixture(DEMO_DATA, mkdtempSync(path.join(tmpdir(), "xss-")));
    service = await startContentService({ port: 0, dataDir, quiet: true, leadsFile: path.join(dataDir, "leads") });
    ({ nodes, warnings, panic } = await source(service.url));
  });
  afterAll(async () => {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ofType = (type: string, locale?: string) =>
    nodes.filter((node) => node.internal.type === type && (!locale || node.locale === locale));

  it("still builds: bad colours, links and scripts degrade instead of failing", () => {
    expect(panic).not.toHaveBeenCalled();
    expect(ofType(NODE_TYPES.Article, "ro").length).toBeGreaterThan(0);
  });

  it("leaves no active HTML and no javascript: URL in any node field", () => {
    const active = nodes.flatMap((node) =>
      strings(node)
        .filter(([, value]) => /<script|\son[a-z]+\s*=|javascript:|<iframe|<svg|<object|<form|<style/i.test(value))
        .map(([field, value]) => `${node.internal.type}.${field}: ${value.slice(0, 60)}`),
    );
    // Plain-text fields keep the payload as text (React escapes it); only they may still hold it.
    const plainText =
      /\.(title|shortDescription|description|seoTitle|seoDescription|seoKeyword|alt|author|name|value|text|note|address|workingHours|keyword|place|source|buildingType|issuer|label)(\]|$|\[)|^ContentSite\.(homeSeo|contact|company)\.|^ContentCalculator\.config\./;
    const richOrUrl = active.filter(
      (entry) => !plainText.test(entry.split(":")[0]!) || entry.startsWith("ContentProduct.description"),
    );
    expect(richOrUrl).toEqual([]);
    for (const type of [NODE_TYPES.Article, NODE_TYPES.InfoPage]) {
      for (const node of ofType(type)) expect(node.content).not.toMatch(/<script|onerror|javascript:|<iframe|<svg/i);
    }
    for (const product of ofType(NODE_TYPES.Product))
      expect(product.description ?? "").not.toMatch(/<script|onerror|javascript:|<iframe|<svg/i);
  });

  it("falls back to default colours and drops script settings that are not ids", () => {
    const site = ofType(NODE_TYPES.Site, "ro")[0]!;
    expect(Object.values(site.theme as Record<string, unknown>).every((colour) => colour === null)).toBe(true);
    expect(site.googleTagManager).toBeNull();
    expect(site.googleId).toBeNull();
    expect(site.yandexId).toBeNull();
    expect(ofType(NODE_TYPES.Offer).map((offer) => offer.bgColor)).toEqual([
      "#C42026",
      "#C42026",
      "#C42026",
      "#C42026",
    ]);
    const config = ofType(NODE_TYPES.Calculator, "ro")[0]!.config as { colours: Array<{ hex: string }> };
    expect(config.colours.every((colour) => colour.hex === "#f4f4f1")).toBe(true);
  });

  it("keeps the rest of an item whose URL is unsafe", () => {
    const partners = ofType(NODE_TYPES.Partner, "ro");
    expect(partners.length).toBeGreaterThan(0);
    expect(partners.every((partner) => partner.link === null && partner.name)).toBe(true);
    const messengers = ofType(NODE_TYPES.Messenger, "ro");
    expect(messengers).toHaveLength(1);
    expect(String(messengers[0]!.link)).toMatch(/^https:/);
  });

  it("keeps the company's proof with its unsafe links and its bad IDNO left out", () => {
    const reviews = ofType(NODE_TYPES.Review, "ro");
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.filter((review) => review.source).every((review) => review.sourceUrl === null)).toBe(true);
    const certificates = ofType(NODE_TYPES.Certificate, "ru");
    expect(certificates.length).toBeGreaterThan(0);
    expect(certificates.every((certificate) => certificate.link === null)).toBe(true);
    expect(ofType(NODE_TYPES.FinishedWork, "ro").length).toBeGreaterThan(0);
    const company = ofType(NODE_TYPES.Site, "ro")[0]!.company as { idno: string | null; legalName: string };
    expect(company.idno).toBeNull();
    expect(company.legalName).toContain("__xss");
    expect(warnings.some((line) => /company facts .*\(ro\), field 'idno'/.test(line))).toBe(true);
    expect(
      warnings.some((line) => /review \d+ .*\(ru\), field 'source_url': the address 'javascript:/.test(line)),
    ).toBe(true);
  });

  it("reports removed HTML once per item, naming type, id, locale and what was removed", () => {
    const first = JSON.parse(readFileSync(path.join(DEMO_DATA, "ro", "blog-item.json"), "utf8"))[0] as { id: number };
    const lines = warnings.filter((line) => line.startsWith(`[content] article ${first.id} `) && line.includes("(ro)"));
    const html = lines.filter((line) => line.includes("the HTML held"));
    expect(html).toHaveLength(1);
    expect(html[0]).toMatch(/field 'content': the HTML held what the site does not allow: .*<script> element/);
    expect(html[0]).toContain("'onerror' event handler on <img>");
    expect(html[0]).toContain("unsafe link 'javascript:");
    expect(warnings.some((line) => /partner \d+ .*\(ro\), field 'link': the address 'javascript:/.test(line))).toBe(
      true,
    );
    expect(warnings.some((line) => /site settings \(ru\), field 'theme.button_color': 'red;/.test(line))).toBe(true);
    expect(warnings.some((line) => /registered site termofort \(ro\), field 'google_tag_manager'/.test(line))).toBe(
      true,
    );
  });

  it("rewrites internal links to the page's locale and lists broken ones", () => {
    const menuRo = JSON.parse(readFileSync(path.join(DEMO_DATA, "ro", "menu-item.json"), "utf8")) as Array<{
      slug_ro: string;
    }>;
    const article = ofType(NODE_TYPES.Article, "ro").find((node) => String(node.content).includes("other-language"))!;
    expect(article.content).toContain(`<a href="/${menuRo[0]!.slug_ro}">other-language link</a>`);
    expect(brokenLinks().map((link) => `${link.locale} ${link.href}`)).toEqual([
      "ro /no-such-page",
      "ru /no-such-page",
    ]);
    expect(warnings.some((line) => line.includes("links to pages that do not exist: /no-such-page"))).toBe(true);
  });
});

describe("site paths in URL fields of the demo content", () => {
  it("become the current URL in the page's locale, and a missing target is reported", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "demo-"));
    cpSync(DEMO_DATA, dataDir, { recursive: true });
    const sitesFile = path.join(dataDir, "ro", "registered-sites.json");
    const sites = JSON.parse(readFileSync(sitesFile, "utf8")) as Array<{ site_url: string; privacy_policy: string }>;
    const policy = sites.find((site) => site.site_url === "termofort")!.privacy_policy;
    writeFileSync(
      sitesFile,
      JSON.stringify(sites.map((site) => ({ ...site, privacy_policy: `${site.privacy_policy}-old` }))),
    );
    // A button to a category renamed since: published as written, but marked so that the site does not prefetch it.
    const offerFile = path.join(dataDir, "ro", "credit-offer-section.json");
    const offer = JSON.parse(readFileSync(offerFile, "utf8")) as Record<string, unknown>;
    writeFileSync(
      offerFile,
      JSON.stringify({ ...offer, button: { text: "Uși", consultation: false, link: "/usi-vechi" } }),
    );
    const service = await startContentService({ port: 0, dataDir, quiet: true, leadsFile: path.join(dataDir, "l") });
    try {
      const { nodes, warnings } = await source(service.url);
      const site = (locale: string) =>
        nodes.find((node) => node.internal.type === NODE_TYPES.Site && node.locale === locale)!;
      const infoRu = JSON.parse(readFileSync(path.join(DEMO_DATA, "ru", "info-page.json"), "utf8")) as Array<{
        slug_ro: string;
        slug_ru: string;
      }>;
      const twin = infoRu.find((info) => policy.endsWith(`/${info.slug_ro}`))!;
      expect(site("ru").privacyPolicy).toBe(`/ru/info-page/${twin.slug_ru}`);
      expect(site("ro").privacyPolicy).toBe(`${policy}-old`);
      expect(warnings).toContainEqual(
        expect.stringContaining(
          `registered site termofort (ro), field 'privacy_policy': '${policy}-old' is a page that does not exist`,
        ),
      );
      const ruSlides = nodes.filter((node) => node.internal.type === NODE_TYPES.Slide && node.locale === "ru");
      expect(ruSlides.map((slide) => slide.button)).toContainEqual(
        expect.objectContaining({ link: "/ru/calculator", linkBroken: false }),
      );
      const credit = nodes.find(
        (node) => node.internal.type === NODE_TYPES.Offer && node.locale === "ro" && node.kind === "credit",
      )!;
      expect(credit.button).toEqual({ text: "Uși", consultation: false, link: "/usi-vechi", linkBroken: true });
      expect(warnings).toContainEqual(
        expect.stringContaining("field 'button.link': '/usi-vechi' is a page that does not exist"),
      );
    } finally {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
