/** @jest-environment node */
/**
 * No lead lost through a day's kind of trouble, with real processes: the site built and served as in production
 * (nginx, or the Node fallback, proxying POST /api/leads), the lead gateway in a process of its own, the embedded
 * CMS, a real SMTP server, and visitors in Chromium. The CMS is down while 20 visitors send every kind of lead in
 * both locales (the measurement from the request form that ends the home page, the others from the dialogs and the
 * calculator) and close their tabs once told the request was received; the gateway is killed with SIGKILL half-way
 * and started again on its journal; then the CMS comes back. Every lead must reach the CMS exactly once and never
 * before the gateway took it, the sales team must get one e-mail per lead within 10 s of the click, one warning
 * during the outage and one all-clear after it.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { startContentService, type ContentService } from "../content-service/src/server";
import playwrightConfig, { E2E } from "../playwright.config";
import { LOCALES, prefix, t, type Locale } from "../e2e/content";
import { MIN_FILL_MS } from "../src/features/leads/spam-rules";
import { startSmtp, type TestSmtp } from "../test/smtp-server";
import { startGatewayProcess, type GatewayProcess } from "./lead-gateway/process";
import { escapeRegExp, freePort, runScript, serveBuild, sleep, type ServedSite } from "./processes";

// The e2e build's addresses: this build shares Gatsby's cache with the others of the run.
const SITE = `http://localhost:${E2E.port}`;
const VISITORS = 20;
const AT_ONCE = 4;
/** The warning's delay here (15 minutes in production): long enough that it comes after the restart below. */
const OUTAGE_SECONDS = 40;

jest.setTimeout(900_000);

async function until<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(250);
  }
}

type Kind = "call" | "consultation" | "measurement" | "calculator";
const KINDS: Kind[] = ["call", "consultation", "measurement", "calculator"];

interface Visitor {
  name: string;
  kind: Kind;
  locale: Locale;
  clickedAt: number;
}

/** A visitor sends one lead, waits until the site says it was received, and closes the tab. */
async function visit(browser: Browser, visitor: Visitor): Promise<void> {
  const strings = t(visitor.locale);
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const p = prefix(visitor.locale);
    const target =
      visitor.kind === "calculator"
        ? `${p}/calculator`
        : visitor.kind === "measurement"
          ? p || "/"
          : `${p}/contacts#${visitor.kind}`;
    await page.goto(`${SITE}${target}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const scope =
      visitor.kind === "calculator"
        ? page.getByRole("main")
        : visitor.kind === "measurement"
          ? page.getByRole("region", { name: strings.requestForm.measurement.title })
          : page.getByRole("dialog", { name: strings.dialogs[visitor.kind].title });
    await scope.getByLabel(strings.form.name).fill(visitor.name);
    await scope.getByLabel(strings.form.phone).pressSequentially("69123456");
    await scope.getByLabel(new RegExp(escapeRegExp(strings.form.policyBefore))).check();
    await page.waitForTimeout(MIN_FILL_MS);
    const submit = visitor.kind === "calculator" ? strings.calculator.submit : strings.form.submit;
    visitor.clickedAt = Date.now();
    await scope.getByRole("button", { name: submit }).click();
    // "Received": the gateway has it on disk (while it is down the page says "saved on this device" and retries).
    await page
      .getByRole("dialog", { name: strings.dialogs.success.title })
      .getByText(strings.dialogs.success.delivered)
      .waitFor({ timeout: 120_000 });
  } finally {
    await context.close();
  }
}

async function visitAll(browser: Browser, visitors: Visitor[]) {
  let next = 0;
  const worker = async () => {
    while (next < visitors.length) await visit(browser, visitors[next++]!);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

describe("leads through a CMS outage and a gateway crash", () => {
  let work: string;
  let cms: ContentService | null = null;
  let cmsPort: number;
  let smtp: TestSmtp;
  let gateway: GatewayProcess | null = null;
  let gatewayPort: number;
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  let leadsFile: string;
  const gatewayEnv: Record<string, string> = {};

  const startCms = async () => {
    cms = await startContentService({ port: cmsPort, host: "127.0.0.1", leadsFile, quiet: true });
  };
  const stored = (): Array<{ time: string; path: string; idempotency_key: string; body: { name?: string } }> => {
    try {
      return readFileSync(leadsFile, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "lead-outage-"));
    leadsFile = path.join(work, "cms-leads.jsonl");
    cmsPort = E2E.contentPort;
    await startCms();
    const build = await runScript(["scripts/build.ts"], {
      CONTENT_API_URL: `http://localhost:${cmsPort}`,
      PORT: String(E2E.port),
      SITE_URL: SITE,
      GATSBY_TELEMETRY_DISABLED: "1",
      NO_COLOR: "1",
    });
    if (build.code !== 0) throw new Error(`The build failed:\n${build.output.slice(-4000)}`);
    smtp = await startSmtp();
    gatewayPort = await freePort();
    Object.assign(gatewayEnv, {
      LEAD_GATEWAY_DIR: path.join(work, "journal"),
      LEAD_CMS_URL: `http://127.0.0.1:${cmsPort}`,
      SITE_URL: SITE,
      LEAD_GATEWAY_RATE_LIMIT: "1000",
      LEAD_GATEWAY_RETRY_MAX_SECONDS: "2",
      LEAD_ALERT_SMTP_URL: smtp.url,
      LEAD_ALERT_FROM: "site@termofort.md",
      LEAD_ALERT_TO: "sales@termofort.md",
      LEAD_ALERT_LANGUAGE: "en",
      LEAD_ALERT_OUTAGE_SECONDS: String(OUTAGE_SECONDS),
    });
    gateway = await startGatewayProcess(gatewayEnv, gatewayPort);
    site = await serveBuild(E2E.port, gatewayPort);
    browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await gateway?.kill("SIGTERM");
    await cms?.close();
    await smtp?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("delivers all 20 exactly once after the CMS returns, alerting each within 10 s, with one warning and one all-clear", async () => {
    const runId = Date.now().toString(36);
    const visitors: Visitor[] = Array.from({ length: VISITORS }, (_, index) => ({
      name: `Outage ${runId} ${index}`,
      kind: KINDS[index % KINDS.length]!,
      locale: LOCALES[Math.floor(index / KINDS.length) % LOCALES.length]!,
      clickedAt: 0,
    }));

    // The CMS goes down (a deploy, a crashed database).
    await cms!.close();
    cms = null;

    // The first half sends, is told "received" and leaves; the gateway holds their leads and has alerted them.
    await visitAll(browser!, visitors.slice(0, VISITORS / 2));
    await until(
      "the first half's alerts",
      () => gateway!.status(),
      (state) => state.leads.length === VISITORS / 2 && state.alertsOwing === 0,
    );

    // Killed without warning (the OOM killer, a power cut of the process), and started again on the same journal
    // while the second half arrives: the first of them meet a dead gateway (nginx answers 502) and their pages retry.
    await gateway!.kill("SIGKILL");
    const secondHalf = visitAll(browser!, visitors.slice(VISITORS / 2));
    gateway = await startGatewayProcess(gatewayEnv, gatewayPort);
    await secondHalf;

    const held = await gateway.status();
    expect(held.leads).toHaveLength(VISITORS);
    expect(held.waiting).toBe(VISITORS);
    expect(stored()).toEqual([]);

    // The outage has lasted the warning's delay: one warning, while nothing has reached the CMS.
    await until(
      "the warning",
      () => smtp.mails.filter((mail) => mail.subject.startsWith("Leads are not reaching the CMS")),
      (mails) => mails.length >= 1,
    );

    // The CMS comes back.
    await startCms();
    const names = new Set(visitors.map((visitor) => visitor.name));
    await until(
      "every lead in the CMS",
      () => stored().filter((lead) => names.has(lead.body.name ?? "")),
      (leads) => leads.length >= VISITORS,
    );
    await until(
      "the all-clear",
      () => smtp.mails.filter((mail) => mail.subject === "Leads reach the CMS again"),
      (mails) => mails.length >= 1,
    );
    // Nothing waiting and nothing in flight: the gateway sends nothing more, so the CMS's copies are final.
    const final = await until(
      "the gateway to settle",
      () => gateway!.status(),
      (state) => state.waiting === 0 && state.sending === 0,
    );
    const acceptedAt = new Map(final.leads.map((lead) => [lead.name, lead.acceptedAt]));
    for (const visitor of visitors) {
      const copies = stored().filter((lead) => lead.body.name === visitor.name);
      expect({ name: visitor.name, copies: copies.length }).toEqual({ name: visitor.name, copies: 1 });
      const [lead] = copies;
      expect(lead!.path).toBe(visitor.kind === "calculator" ? "/ru/api/calculate-invoice/" : "/ru/api/invoices/");
      expect(lead!.body).toMatchObject({
        request_kind: visitor.kind,
        ...(visitor.kind === "measurement" ? { form_place: "page-end" } : {}),
      });
      // None reached the CMS before the gateway had it on disk.
      expect(Date.parse(lead!.time)).toBeGreaterThanOrEqual(acceptedAt.get(visitor.name)!);

      const alerts = smtp.mails.filter((mail) => mail.text.includes(`Name: ${visitor.name}\n`));
      expect({ name: visitor.name, alerts: alerts.length }).toEqual({ name: visitor.name, alerts: 1 });
      expect(alerts[0]!.html).toContain('href="tel:+37369123456"');
      // Within 10 s of the click. A failure names the visitor and splits the time: click to the gateway's 202
      // (the browser, the network, nginx, a restart) and from there to the SMTP server (the gateway's alert).
      const clickToMail = alerts[0]!.at - visitor.clickedAt;
      const timing = {
        name: visitor.name,
        late: clickToMail > 10_000,
        ...(clickToMail > 10_000
          ? {
              clickToAccepted: acceptedAt.get(visitor.name)! - visitor.clickedAt,
              acceptedToMail: alerts[0]!.at - acceptedAt.get(visitor.name)!,
            }
          : {}),
      };
      expect(timing).toEqual({ name: visitor.name, late: false });
    }
    expect(smtp.mails.filter((mail) => mail.subject.startsWith("Leads are not reaching the CMS"))).toHaveLength(1);
    expect(smtp.mails.filter((mail) => mail.subject === "Leads reach the CMS again")).toHaveLength(1);
    expect(final.waiting).toBe(0);
    expect(final.cmsFailingSince).toBeNull();
  });
});
