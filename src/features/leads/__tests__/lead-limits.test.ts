/** @jest-environment node */
import { promises as fs } from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService } from "../../../../content-service/src/server";
import { isCompletePhone, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_LENGTH } from "../../../../contract/browser";
import { leadSchema } from "../lead-schema";

let root: string;
let service: ContentService;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "lead-limits-"));
  for (const locale of ["ro", "ru"]) {
    await fs.mkdir(path.join(root, "data", locale), { recursive: true });
    const sites = [{ site_url: "termofort", ready_to_indexing: false }];
    await fs.writeFile(path.join(root, "data", locale, "registered-sites.json"), JSON.stringify(sites));
  }
  service = await startContentService({
    port: 0,
    dataDir: path.join(root, "data"),
    mediaDir: path.join(root, "media"),
    leadsFile: path.join(root, "leads.jsonl"),
    quiet: true,
    faults: [],
  });
});

afterAll(async () => {
  await service.close();
  await fs.rm(root, { recursive: true, force: true });
});

async function formAccepts(name: string, phone: string): Promise<boolean> {
  return leadSchema.isValid({ name, phone, policyAgreement: true });
}

async function serviceAccepts(name: string, phone: string): Promise<boolean> {
  const response = await fetch(`${service.url}/ru/api/invoices/?site_url=termofort`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ type: "call", name, phone, site: "termofort", page: "/" }),
  });
  if (response.status !== 201 && response.status !== 400) throw new Error(`HTTP ${response.status}`);
  return response.status === 201;
}

const PHONE = "+373 (69) 123-456";

describe("the lead limits, shared by the forms and the service", () => {
  it("takes the name's bounds and the phone format from the service's contract", () => {
    expect(NAME_MIN_LENGTH).toBe(2);
    expect(NAME_MAX_LENGTH).toBe(100);
    expect(PHONE_LENGTH).toBe(PHONE.length);
    expect(isCompletePhone(PHONE)).toBe(true);
    expect(isCompletePhone("+373 (78) 000-111")).toBe(true);
  });

  it.each([
    ["a name of exactly the maximum", "N".repeat(NAME_MAX_LENGTH), PHONE],
    ["a name of the minimum", "Io", PHONE],
    ["a phone starting with 7", "Ion", "+373 (79) 000-000"],
  ])("both accept %s", async (_what, name, phone) => {
    expect(await formAccepts(name, phone)).toBe(true);
    expect(await serviceAccepts(name, phone)).toBe(true);
  });

  it.each([
    ["a name one over the maximum", "N".repeat(NAME_MAX_LENGTH + 1), PHONE],
    ["a name of 128 characters", "Ana ".repeat(32), PHONE],
    ["a phone without the format", "Ion", "+37369123456"],
    ["a landline (first digit 2)", "Ion", "+373 (22) 123-456"],
    ["a phone with a ninth digit", "Ion", `${PHONE}7`],
    ["a foreign number", "Ion", "+40721123456"],
  ])("the form refuses, before sending, %s, which the service refuses", async (_what, name, phone) => {
    expect(await formAccepts(name.trim(), phone)).toBe(false);
    expect(await serviceAccepts(name.trim(), phone)).toBe(false);
  });

  it("refuses an over-long name with its own hint, the maximum named by the limit", async () => {
    const errors = await leadSchema
      .validate({ name: "N".repeat(NAME_MAX_LENGTH + 1), phone: PHONE, policyAgreement: true })
      .then(
        () => [],
        (error: { errors: string[] }) => error.errors,
      );
    expect(errors).toEqual(["validation.nameLong"]);
  });
});
