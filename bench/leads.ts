/**
 * `npm run bench:leads -- --visitors 300`: the lead soak benchmark. Visitors in real Chromium pages (a bounded number
 * of browser contexts at once) send call, consultation and calculator requests, in both locales, to the site's lead
 * gateway (POST /api/leads, as production runs it), which forwards them to the embedded content service. The content
 * service is down (stopped) for the first --outage seconds of the run, and afterwards fails 30% of lead POSTs (a
 * third each: HTTP 503, a dropped connection, an 8 s delay); some visitors go offline right as they submit and come
 * back a few seconds later. Each page stays open until the gateway has the lead (the visitor is told it was
 * received) and then closes, as a visitor does; the run waits (--patience) until the CMS holds every lead. Prints
 * submitted, delivered, duplicated, lost, the visitors who could not send at all (the form not usable within 30 s:
 * a failure of the site like a lost lead) and p50/p95 time from the click to the gateway and to the CMS.
 * Target: 0 lost, 0 duplicated, 0 could not send.
 *
 * It starts the content service (strict CORS, like production) on CONTENT_PORT, the gateway (journal in a fresh
 * folder) and serves the build on PORT; it builds first unless --reuse-build says the last build in public/ was
 * made against that same service URL.
 */
import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "@playwright/test";
import { startContentService, type ContentService, type FaultRule } from "../content-service/src/server";
import { readGatewayConfig, startLeadGateway } from "../lead-gateway";
import { readEnv } from "../src/config/env";
import { MIN_FILL_MS } from "../src/features/leads/spam-rules";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/lib/chromium";
import { ROOT, gatsbyBuild } from "../scripts/lib/content";
import { startSite } from "../server";

const { values: args } = parseArgs({
  options: {
    visitors: { type: "string", default: "300" },
    concurrency: { type: "string", default: "6" },
    "offline-share": { type: "string", default: "0.2" },
    "failure-rate": { type: "string", default: "0.3" },
    patience: { type: "string", default: "180" },
    outage: { type: "string", default: "30" },
    "reuse-build": { type: "boolean", default: false },
  },
});
const VISITORS = Number(args.visitors);
const CONCURRENCY = Number(args.concurrency);
const OFFLINE_SHARE = Number(args["offline-share"]);
const FAILURE_RATE = Number(args["failure-rate"]);
const PATIENCE_MS = Number(args.patience) * 1000;
const OUTAGE_MS = Number(args.outage) * 1000;

type Kind = "call" | "consultation" | "calculator";
type Locale = "ro" | "ru";
const KINDS: Kind[] = ["call", "consultation", "calculator"];
const LEAD_PATH = "^/ru/api/(invoices|calculate-invoice)/$";
/** A visitor waits this long for the form to take each step (typing, the success dialog) before giving up. */
const FORM_PATIENCE_MS = 30_000;

interface Visit {
  name: string;
  kind: Kind;
  locale: Locale;
  offline: boolean;
  submittedAt: number | null;
  error?: string;
}

const strings = (locale: Locale) =>
  JSON.parse(readFileSync(path.join(ROOT, "locales", locale, "translation.json"), "utf8")) as {
    form: { name: string; phone: string; policyBefore: string; submit: string };
    calculator: { submit: string };
    dialogs: Record<string, { title: string }>;
  };

/** The failure share split evenly over three faults; each later rule sees only what the earlier ones let through. */
function leadFaults(rate: number): FaultRule[] {
  const each = rate / 3;
  const kinds: Array<Omit<FaultRule, "path" | "method" | "probability">> = [
    { status: 503 },
    { drop: true },
    { delayMs: 8000 },
  ];
  return kinds.map((fault, index) => ({
    path: LEAD_PATH,
    method: "POST",
    probability: each / (1 - each * index),
    ...fault,
  }));
}

function readLeads(file: string): Array<{ time: string; body: { name?: unknown } }> {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { time: string; body: { name?: unknown } });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function submit(page: Page, visit: Visit, siteUrl: string): Promise<void> {
  const t = strings(visit.locale);
  const prefix = visit.locale === "ru" ? "/ru" : "";
  const target = visit.kind === "calculator" ? `${prefix}/calculator` : `${prefix}/contacts#${visit.kind}`;
  await page.goto(`${siteUrl}${target}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const scope =
    visit.kind === "calculator"
      ? page.getByRole("main")
      : page.getByRole("dialog", { name: t.dialogs[visit.kind]!.title });
  await scope.getByLabel(t.form.name).fill(visit.name);
  await scope.getByLabel(t.form.phone).pressSequentially(visit.kind === "calculator" ? "78123456" : "69123456");
  await scope.getByLabel(new RegExp(escape(t.form.policyBefore))).check();
  await page.waitForTimeout(MIN_FILL_MS + 100);
  const button = scope.getByRole("button", { name: visit.kind === "calculator" ? t.calculator.submit : t.form.submit });
  if (visit.offline) await page.context().setOffline(true);
  visit.submittedAt = Date.now();
  await button.click();
  await page.getByRole("dialog", { name: t.dialogs.success!.title }).waitFor();
  if (visit.offline) {
    await page.waitForTimeout(1000 + Math.random() * 4000);
    await page.context().setOffline(false);
  }
}

async function runVisit(browser: Browser, visit: Visit, siteUrl: string, accepted: (name: string) => boolean) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(FORM_PATIENCE_MS);
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message.slice(0, 80)));
    try {
      await submit(page, visit, siteUrl);
    } catch (error) {
      // What the visitor saw instead of the success dialog (a hint under a field tells why the form refused it),
      // and the page's errors (a hydration error throws the server's fields and what was typed away).
      const hints = await page
        .locator(".field__error")
        .allTextContents()
        .catch(() => []);
      const seen = [...hints.map((hint) => `hint: ${hint}`), ...pageErrors.map((message) => `error: ${message}`)];
      throw new Error(`${(error as Error).message.split("\n")[0]}${seen.length ? ` (${seen.join("; ")})` : ""}`);
    }
    // The page stays open (as a visitor reading the success dialog would) until the gateway has the lead; then the
    // visitor leaves: from here on only the gateway can deliver it.
    const deadline = Date.now() + PATIENCE_MS;
    while (Date.now() < deadline && !accepted(visit.name)) await page.waitForTimeout(200);
  } catch (error) {
    visit.error = (error as Error).message.split("\n")[0];
  } finally {
    await context.close();
  }
}

function percentile(sorted: number[], share: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

async function main() {
  const env = readEnv();
  const siteUrl = `http://localhost:${env.port}`;
  const runId = Date.now().toString(36);
  const leadsFile = path.join(ROOT, "var", "bench-leads", `${runId}.jsonl`);
  mkdirSync(path.dirname(leadsFile), { recursive: true });
  const service = await startContentService({
    port: env.contentPort,
    host: "127.0.0.1",
    leadsFile,
    quiet: true,
    cors: { mode: "strict", origins: [siteUrl] },
  });
  const serviceUrl = `http://localhost:${service.port}`;
  if (!args["reuse-build"]) {
    const code = await gatsbyBuild(serviceUrl);
    if (code !== 0) throw new Error(`The build failed (exit code ${code})`);
  }
  const journal = mkdtempSync(path.join(tmpdir(), "bench-leads-gateway-"));
  const gatewayConfig = readGatewayConfig(
    // Every visitor comes from 127.0.0.1: the per-address limit would count them as one.
    { ...process.env, LEAD_GATEWAY_PORT: "0", LEAD_GATEWAY_DIR: journal, LEAD_GATEWAY_RATE_LIMIT: "1000000" },
    { cmsUrl: serviceUrl, checkout: ROOT },
  );
  const gateway = await startLeadGateway(gatewayConfig, { log: () => {} });
  const site = await startSite({
    root: path.join(ROOT, "public"),
    port: env.port,
    host: "127.0.0.1",
    leadGateway: gateway.url,
  });
  const acceptedAt = (name: string) =>
    [...gateway.book.leads.values()].find((lead) => lead.body?.name === name)?.acceptedAt;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  console.log(
    `${VISITORS} visitors, ${CONCURRENCY} at a time, through the lead gateway; the CMS is down for the first ` +
      `${OUTAGE_MS / 1000} s, then ${FAILURE_RATE * 100}% of its lead POSTs fail (503 / dropped / 8 s delay); ` +
      `${OFFLINE_SHARE * 100}% of visitors go offline as they submit`,
  );
  // The CMS goes down as the first visitors arrive, and comes back on the same port with the same leads file.
  let cms: ContentService | null = null;
  await service.close();
  const outage = setTimeout(() => {
    void startContentService({
      port: service.port,
      host: "127.0.0.1",
      leadsFile,
      quiet: true,
      cors: { mode: "strict", origins: [siteUrl] },
      faults: leadFaults(FAILURE_RATE),
    }).then((restarted) => {
      cms = restarted;
      console.log(`  the CMS is back (${Math.round((Date.now() - started) / 1000)} s)`);
    });
  }, OUTAGE_MS);

  const visits: Visit[] = Array.from({ length: VISITORS }, (_, index) => ({
    name: `Bench ${runId} ${index}`,
    kind: KINDS[index % KINDS.length]!,
    locale: index % 2 === 0 ? "ro" : "ru",
    offline: Math.random() < OFFLINE_SHARE,
    submittedAt: null,
  }));
  const started = Date.now();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < visits.length) {
      const visit = visits[next++]!;
      await runVisit(browser, visit, siteUrl, (name) => acceptedAt(name) !== undefined);
      done += 1;
      if (done % 25 === 0)
        console.log(`  ${done}/${VISITORS} visitors done (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(`  every visitor has left (${Math.round((Date.now() - started) / 1000)} s); waiting for the CMS`);
    // Every tab is closed: what the CMS does not hold yet, only the gateway can still deliver.
    const deadline = Date.now() + PATIENCE_MS;
    const wanted = new Set(visits.filter((visit) => acceptedAt(visit.name) !== undefined).map((visit) => visit.name));
    while (Date.now() < deadline) {
      const stored = new Set(readLeads(leadsFile).map((lead) => lead.body.name));
      if ([...wanted].every((name) => stored.has(name))) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    clearTimeout(outage);
    await browser.close();
    await site.close();
    await gateway.close();
    await (cms as ContentService | null)?.close();
    rmSync(journal, { recursive: true, force: true });
  }

  const stored = readLeads(leadsFile);
  const byName = new Map<string, number[]>();
  for (const lead of stored) {
    if (typeof lead.body.name !== "string") continue;
    byName.set(lead.body.name, [...(byName.get(lead.body.name) ?? []), Date.parse(lead.time)]);
  }
  const submitted = visits.filter((visit) => visit.submittedAt !== null && !visit.error);
  const failedToSubmit = visits.filter((visit) => visit.submittedAt === null || visit.error);
  const delivered = submitted.filter((visit) => byName.has(visit.name));
  const duplicated = [...byName.values()].filter((times) => times.length > 1).length;
  const lost = submitted.length - delivered.length;
  const times = delivered.map((visit) => byName.get(visit.name)![0]! - visit.submittedAt!).sort((a, b) => a - b);
  const toGateway = submitted
    .map((visit) => (acceptedAt(visit.name) ?? Number.NaN) - visit.submittedAt!)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`
submitted   ${submitted.length} (${submitted.filter((visit) => visit.offline).length} went offline as they submitted)
delivered   ${delivered.length}
duplicated  ${duplicated}
lost        ${lost}
could not send  ${failedToSubmit.length} (the form not usable within ${FORM_PATIENCE_MS / 1000} s)
click to gateway  p50 ${seconds(percentile(toGateway, 0.5))}  p95 ${seconds(percentile(toGateway, 0.95))}  max ${seconds(toGateway.at(-1) ?? Number.NaN)}
click to CMS      p50 ${seconds(percentile(times, 0.5))}  p95 ${seconds(percentile(times, 0.95))}  max ${seconds(times.at(-1) ?? Number.NaN)}
run time    ${seconds(Date.now() - started)}; leads file ${path.relative(ROOT, leadsFile)}`);
  if (failedToSubmit.length) {
    console.log(`\n${failedToSubmit.length} visitor(s) could not send their request (a failure, like a lost lead):`);
    for (const visit of failedToSubmit.slice(0, 10)) console.log(`  ${visit.name} ${visit.kind}: ${visit.error}`);
  }
  process.exit(lost || duplicated || failedToSubmit.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`bench:leads failed: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
