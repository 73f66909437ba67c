/** @jest-environment node */
/**
 * The company's proof (contract/proof.ts): reviews, finished work, certificates and the company's facts, from the
 * embedded service's demo data to nodes; what a company without them, and what a bad entry or fact, does.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService } from "../../../../content-service/src/server";
import { NODE_TYPES } from "../constants";
import { checkCompany, minutesOf, validIdno } from "../safety/company";
import { sourceNodes } from "../source-nodes";
import { NodeStore, gatsbyApi, memoryCache } from "./gatsby-api";
import { DEMO_COMPANY } from "../../../../test/fixtures/company";

jest.setTimeout(30_000);

jest.mock("gatsby-source-filesystem", () => ({
  createRemoteFileNode: jest.fn(async ({ url }: { url: string }) => ({ id: `file:${url}` })),
}));

const DEMO_DATA = path.resolve(__dirname, "../../../../content-service/data");
const PROOF_FILES = ["reviews", "finished-work", "certificates", "company"];

type Row = Record<string, unknown>;

async function source(apiUrl: string, cache = memoryCache()) {
  const api = gatsbyApi(cache, new NodeStore());
  await sourceNodes!(api.args, { plugins: [], apiUrl, siteId: "termofort", retries: 0, timeoutMs: 2000 }, () => {});
  const nodes = api.finish();
  const ofType = (type: string, locale?: string) =>
    nodes.filter((node) => node.internal.type === type && (!locale || node.locale === locale));
  const warnings = api.reporter.warn.mock.calls.map(([line]) => String(line));
  return { ...api, nodes, ofType, warnings };
}

describe("the company's proof from the content service", () => {
  let service: ContentService;
  let dataDir: string;
  const read = <T>(locale: string, name: string) =>
    JSON.parse(readFileSync(path.join(dataDir, locale, `${name}.json`), "utf8")) as T;
  const write = (locale: string, name: string, value: unknown) =>
    writeFileSync(path.join(dataDir, locale, `${name}.json`), JSON.stringify(value));

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "proof-"));
    cpSync(DEMO_DATA, dataDir, { recursive: true });
    service = await startContentService({ port: 0, dataDir, quiet: true, leadsFile: path.join(dataDir, "leads") });
  });
  afterEach(async () => {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("makes a node of each review, finished job and certificate, and the company's facts on ContentSite", async () => {
    const { ofType, warnings, reporter } = await source(service.url);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(warnings).toEqual([]);
    for (const locale of ["ro", "ru"]) {
      expect(ofType(NODE_TYPES.Review, locale)).toHaveLength(read<Row[]>(locale, "reviews").length);
      expect(ofType(NODE_TYPES.FinishedWork, locale)).toHaveLength(read<Row[]>(locale, "finished-work").length);
      expect(ofType(NODE_TYPES.Certificate, locale)).toHaveLength(read<Row[]>(locale, "certificates").length);
    }
    const review = ofType(NODE_TYPES.Review, "ro").find((node) => node.remoteId === 1)!;
    const raw = read<Row[]>("ro", "reviews")[0]!;
    expect(review).toMatchObject({
      position: 0,
      author: raw.author,
      place: raw.place,
      text: raw.text,
      rating: raw.rating,
      date: raw.date,
      source: raw.source,
      sourceUrl: raw.source_url,
      photo: expect.any(String),
    });

    const work = ofType(NODE_TYPES.FinishedWork, "ru").find((node) => node.remoteId === 1)!;
    const category = ofType(NODE_TYPES.Category, "ru").find((node) => node.remoteId === 3)!;
    expect(work).toMatchObject({ category: category.id, price: 24800, buildingType: "Жилой дом 135-й серии" });
    expect((work.images as Array<{ alt: string; image: string }>).map((image) => image.alt)).toEqual([
      "Остеклённый и утеплённый балкон, вид со двора",
      "Готовый балкон, вид вблизи",
    ]);
    expect(ofType(NODE_TYPES.FinishedWork, "ru").find((node) => node.remoteId === 5)).toMatchObject({ price: null });

    const site = ofType(NODE_TYPES.Site, "ro")[0]!;
    expect(site.company).toEqual({
      ...DEMO_COMPANY,
      figures: read<{ figures: unknown[] }>("ro", "company").figures,
    });
  });

  it("builds a company without any of it: no nodes, no warning, no problem in the report", async () => {
    for (const locale of ["ro", "ru"])
      for (const name of PROOF_FILES) rmSync(path.join(dataDir, locale, `${name}.json`));
    const { ofType, warnings, reporter } = await source(service.url);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(warnings).toEqual([]);
    for (const type of [NODE_TYPES.Review, NODE_TYPES.FinishedWork, NODE_TYPES.Certificate])
      expect(ofType(type)).toEqual([]);
    expect(ofType(NODE_TYPES.Site).map((site) => site.company)).toEqual([null, null]);
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining("/ro/api/reviews/ is absent (404)"));
    // Every issue of the content report is printed as a warning or an error.
    expect(reporter.error).not.toHaveBeenCalled();
  });

  it("takes empty lists for none, quietly", async () => {
    for (const name of ["reviews", "finished-work", "certificates"]) write("ro", name, []);
    const { ofType, warnings, reporter } = await source(service.url);
    expect(warnings).toEqual([]);
    expect(reporter.info).not.toHaveBeenCalled();
    expect(ofType(NODE_TYPES.Review, "ro")).toEqual([]);
    expect(ofType(NODE_TYPES.Review, "ru").length).toBeGreaterThan(0);
  });

  it("leaves out a new entry that breaks the contract, says which and why, and keeps the others", async () => {
    const reviews = read<Row[]>("ro", "reviews");
    reviews[1] = { ...reviews[1], rating: 7 };
    write("ro", "reviews", reviews);
    const works = read<Row[]>("ru", "finished-work");
    works[2] = { ...works[2], images: [] };
    write("ru", "finished-work", works);
    const { ofType, warnings, reporter } = await source(service.url);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(ofType(NODE_TYPES.Review, "ro").map((node) => node.remoteId)).not.toContain(reviews[1]!.id);
    expect(ofType(NODE_TYPES.Review, "ro")).toHaveLength(reviews.length - 1);
    expect(ofType(NODE_TYPES.FinishedWork, "ru")).toHaveLength(works.length - 1);
    expect(warnings).toEqual([
      `[content] review 2 "${String(reviews[1]!.author)}" (ro), field 'rating': rating must be less than or equal to 5. ` +
        "This new item is left out of the site until it is fixed. To fix: correct 'rating' of this review in the CMS (ro) and save again",
      expect.stringContaining(
        `finished work 3 "${String(works[2]!.title)}" (ru), field 'images': images must hold at least one photo`,
      ),
    ]);
  });

  it("keeps the last good version of an entry that breaks the contract later", async () => {
    const cache = memoryCache();
    await source(service.url, cache);
    const certificates = read<Row[]>("ro", "certificates");
    write("ro", "certificates", [{ ...certificates[0], issuer: null }, ...certificates.slice(1)]);
    const { ofType, warnings } = await source(service.url, cache);
    expect(ofType(NODE_TYPES.Certificate, "ro").find((node) => node.remoteId === 1)).toMatchObject({
      issuer: certificates[0]!.issuer,
    });
    expect(warnings).toEqual([expect.stringContaining("Its last published version stays on the site")]);
  });

  it("drops an unsafe link and keeps the entry", async () => {
    const reviews = read<Row[]>("ru", "reviews");
    write("ru", "reviews", [{ ...reviews[0], source_url: "javascript:alert(1)" }, ...reviews.slice(1)]);
    const certificates = read<Row[]>("ru", "certificates");
    write("ru", "certificates", [{ ...certificates[0], link: "data:text/html,<script>alert(1)</script>" }]);
    const { ofType, warnings } = await source(service.url);
    expect(ofType(NODE_TYPES.Review, "ru").find((node) => node.remoteId === 1)).toMatchObject({ sourceUrl: null });
    expect(ofType(NODE_TYPES.Certificate, "ru")).toEqual([expect.objectContaining({ remoteId: 1, link: null })]);
    expect(warnings).toEqual([
      expect.stringContaining("review 1 \"Наталья Русу\" (ru), field 'source_url': the address 'javascript:"),
      expect.stringContaining("certificate 1"),
    ]);
  });

  it("leaves out a bad fact of the company with a report and publishes the others", async () => {
    const company = read<Row>("ro", "company");
    write("ro", "company", {
      ...company,
      idno: "1009600038411",
      longitude: null,
      opening_hours: [
        { day: "monday", opens: "09:00", closes: "18:00" },
        { day: "monday", opens: "17:00", closes: "20:00" },
        { day: "tuesday", opens: "18:00", closes: "09:00" },
        { day: "funday", opens: "09:00", closes: "18:00" },
        { day: "saturday", opens: "9:00", closes: "14:00:00" },
      ],
      figures: [{ value: "12 000", label: "ferestre pe an" }, { value: "15" }],
      rating: { value: 6, count: 12 },
    });
    const { ofType, warnings, reporter } = await source(service.url);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const site = ofType(NODE_TYPES.Site, "ro")[0]!;
    expect(site.company).toMatchObject({
      legalName: "TermoFort S.R.L.",
      idno: null,
      geo: null,
      openingHours: [
        { day: "monday", opens: "09:00", closes: "18:00" },
        { day: "saturday", opens: "09:00", closes: "14:00" },
      ],
      figures: [{ value: "12 000", label: "ferestre pe an" }],
      callbackMinutes: 15,
      rating: null,
    });
    expect(warnings.map((line) => line.match(/field '([^']+)'/)?.[1])).toEqual([
      "idno",
      "longitude",
      "opening_hours[1]",
      "opening_hours[2]",
      "opening_hours[3]",
      "figures[1]",
      "rating",
    ]);
    expect(warnings.every((line) => line.includes("It was left out; the other facts are published"))).toBe(true);
    expect(ofType(NODE_TYPES.Site, "ru")[0]!.company).toMatchObject({ idno: "1009600038410" });
  });
});

describe("the company's facts, checked", () => {
  it("knows an IDNO by its check digit (python-stdnum's test number, and ours)", () => {
    expect(validIdno("1008600038413")).toBe(true);
    expect(validIdno("1009600038410")).toBe(true);
    expect(validIdno("1008600038412")).toBe(false);
    expect(validIdno("100860003841")).toBe(false);
    expect(validIdno("10086000384130")).toBe(false);
    expect(validIdno("100860003841a")).toBe(false);
  });

  it("reads times as the CMS writes them", () => {
    expect(minutesOf("09:00")).toBe(540);
    expect(minutesOf("9:30")).toBe(570);
    expect(minutesOf("18:00:00")).toBe(1080);
    expect(minutesOf("24:00")).toBe(1440);
    expect(minutesOf("24:30")).toBeNull();
    expect(minutesOf("18:30:15")).toBeNull();
    expect(minutesOf("six")).toBeNull();
  });

  it("keeps a day with a break as two spans, sorted by day and time", () => {
    const { company, problems } = checkCompany({
      idno: " 1009 6000 38410 ",
      opening_hours: [
        { day: "tuesday", opens: "14:00", closes: "18:00" },
        { day: "monday", opens: "09:00", closes: "18:00" },
        { day: "tuesday", opens: "09:00", closes: "13:00" },
      ],
      figures: [],
    });
    expect(problems).toEqual([]);
    expect(company.idno).toBe("1009600038410");
    expect(company.opening_hours.map(({ day, opens }) => `${day} ${opens}`)).toEqual([
      "monday 09:00",
      "tuesday 09:00",
      "tuesday 14:00",
    ]);
  });

  it("keeps a rating of 1-5 over a count of reviews, to one decimal, and reports any other", () => {
    const check = (rating: unknown) => checkCompany({ opening_hours: [], figures: [], rating });
    expect(check({ value: 4.76, count: 127, source: " Google ", url: "" }).company.rating).toEqual({
      value: 4.8,
      count: 127,
      source: "Google",
      url: null,
    });
    expect(check(null).company.rating).toBeNull();
    for (const bad of [
      { value: 0.5, count: 3 },
      { value: 4.5, count: 0 },
      { value: 4.5 },
      { value: "many", count: 2 },
    ]) {
      const { company, problems } = check(bad);
      expect(company.rating).toBeNull();
      expect(problems.map((problem) => problem.field)).toEqual(["rating"]);
    }
  });
});
