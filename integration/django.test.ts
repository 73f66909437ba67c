/** @jest-environment node */
/**
 * The site against the reference Django CMS (test/django/: Django + DRF + django-cors-headers with a team's
 * defaults), with real processes: one gatsby build against it, the build served as in production with the lead
 * gateway in its own process forwarding to Django, and visitors in Chromium sending every kind of lead in both
 * locales, one of whose answers (Django's to the gateway) the network loses.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import playwrightConfig, { E2E } from "../playwright.config";
import { LOCALES, data, prefix, t, type Locale } from "../e2e/content";
import { allPages } from "../e2e/pages";
import {
  FORM_PLACE_PATTERN,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  LEAD_KINDS,
  NAME_MAX_LENGTH,
  PHONE_PATTERN,
} from "../contract/browser";
import { MIN_FILL_MS } from "../src/features/leads/spam-rules";
import { Cms, type StoredLead } from "./django/cms";
import { ENTRY_PREFIX } from "../src/features/leads/outbox-entry";
import { startGatewayProcess, type GatewayProcess } from "./lead-gateway/process";
import { LosingProxy } from "./django/proxy";
import { escapeRegExp, freePort, ROOT, runScript, serveBuild, sleep, type ServedSite } from "./processes";

// The e2e build's addresses: image URLs and the site's origin are the same, so this build shares Gatsby's cache.
const SITE = `http://localhost:${E2E.port}`;
const API = `http://localhost:${E2E.contentPort}`;
/** Pages of the site that no content makes: its 404 pages, the offline shell, and /ro (to /). */
const FIXED_PAGES = ["/404", "/404.html", "/ru/404", "/offline-plugin-app-shell-fallback", "/ro"];

jest.setTimeout(900_000);

/** Every page Gatsby wrote (one page-data.json each), as site paths. */
function builtPages(dir = path.join(ROOT, "public", "page-data"), base = ""): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const page = `${base}/${entry.name}`;
      const own = existsSync(path.join(dir, entry.name, "page-data.json")) ? [page === "/index" ? "/" : page] : [];
      return [...own, ...builtPages(path.join(dir, entry.name), page)];
    });
}

const uniqueName = (prefixText: string) =>
  `${prefixText} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Kind = "call" | "consultation" | "measurement" | "calculator";

/** Opens the form of this kind in the locale: the contacts page's dialogs, or the calculator page. */
async function openForm(page: Page, locale: Locale, kind: Kind) {
  const strings = t(locale);
  if (kind === "calculator") {
    await page.goto(`${SITE}${prefix(locale)}/calculator`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return { scope: page.getByRole("main"), submit: strings.calculator.submit as string };
  }
  await page.goto(`${SITE}${prefix(locale)}/contacts#${kind}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const dialog = page.getByRole("dialog", { name: strings.dialogs[kind].title });
  await dialog.waitFor();
  return { scope: dialog, submit: strings.form.submit as string };
}

async function sendLead(page: Page, locale: Locale, kind: Kind, name: string) {
  const strings = t(locale);
  const { scope, submit } = await openForm(page, locale, kind);
  await scope.getByLabel(strings.form.name).fill(name);
  await scope.getByLabel(strings.form.phone).pressSequentially("69123456");
  await scope.getByLabel(new RegExp(escapeRegExp(strings.form.policyBefore))).check();
  // A person's pace: the lead is not flagged as a fast submit.
  await page.waitForTimeout(MIN_FILL_MS);
  await scope.getByRole("button", { name: submit }).click();
  await page.getByRole("dialog", { name: strings.dialogs.success.title }).waitFor();
}

describe("the site against the reference Django CMS", () => {
  let work: string;
  let cms: Cms;
  let proxy: LosingProxy;
  let build: { code: number | null; output: string };
  let site: ServedSite | undefined;
  let gateway: GatewayProcess | undefined;
  let browser: Browser | undefined;

  const leadsNamed = (name: string): StoredLead[] => cms.leads().filter((lead) => lead.name === name);

  /**
   * Waits until the CMS holds a lead with this name and the gateway has nothing waiting or in flight: it sends
   * nothing more, so what Django holds then is final (a second copy would already be there).
   */
  async function storedOnce(name: string): Promise<StoredLead[]> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const state = await gateway!.status();
      if (leadsNamed(name).length > 0 && state.waiting === 0 && state.sending === 0) return leadsNamed(name);
      if (Date.now() > deadline) {
        throw new Error(
          `Django never held '${name}' with the gateway settled (${JSON.stringify(state)}); the gateway said:\n` +
            gateway!.output().split("\n").slice(-30).join("\n"),
        );
      }
      await sleep(250);
    }
  }

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "django-cms-"));
    cms = new Cms({ DJANGO_DB: path.join(work, "db.sqlite3"), SITE_ORIGINS: SITE }, await freePort());
    await cms.start();
    proxy = new LosingProxy(cms.port);
    await proxy.listen(E2E.contentPort);
    build = await runScript(["scripts/build.ts"], {
      CONTENT_API_URL: API,
      PORT: String(E2E.port),
      SITE_URL: SITE,
      GATSBY_TELEMETRY_DISABLED: "1",
      NO_COLOR: "1",
    });
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await gateway?.kill("SIGTERM");
    await proxy?.close();
    await cms?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it("builds the same pages as against the embedded service, with no content warning", () => {
    expect({ code: build.code, output: build.code === 0 ? "" : build.output }).toEqual({ code: 0, output: "" });
    expect(build.output.split("\n").filter((line) => line.includes("[content]"))).toEqual([]);
    expect(builtPages().sort()).toEqual([...allPages(), ...FIXED_PAGES].sort());
  });

  it("Django's lead models hold the limits the forms check (the content contract's contract/leads.ts)", () => {
    expect(cms.limits()).toEqual({
      nameMaxLength: NAME_MAX_LENGTH,
      keyMaxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
      phonePattern: PHONE_PATTERN.source,
      requestKinds: [...LEAD_KINDS],
      formPlacePattern: FORM_PLACE_PATTERN.source,
    });
  });

  it("gives the calculator the offers' terms Django serves, in both locales", () => {
    for (const locale of LOCALES) {
      const calculator = JSON.parse(
        readFileSync(path.join(ROOT, "public", "page-data", `${prefix(locale)}/calculator`, "page-data.json"), "utf8"),
      ).result.data;
      expect(calculator.credit.credit).toEqual(data<{ credit: object }>(locale, "credit-offer-section").credit);
      expect(calculator.gift.gift).toEqual(data<{ gift: object }>(locale, "gift-offer-section").gift);
    }
  });

  it("puts the company's proof from Django's models on the pages, in both locales", () => {
    for (const locale of LOCALES) {
      const page = (route: string) =>
        readFileSync(path.join(ROOT, "public", `${prefix(locale)}${route}`, "index.html"), "utf8");
      const home = page("");
      const company = data<{ idno: string; legal_name: string; figures: Array<{ label: string }> }>(locale, "company");
      for (const review of data<Array<{ author: string }>>(locale, "reviews")) expect(home).toContain(review.author);
      for (const certificate of data<Array<{ issuer: string }>>(locale, "certificates"))
        expect(home).toContain(certificate.issuer);
      expect(home).toContain(company.figures[0]!.label);
      expect(home).toContain(data<Array<{ title: string }>>(locale, "finished-work")[0]!.title);
      const contacts = page("/contacts");
      expect(contacts).toContain(`${company.legal_name}, IDNO ${company.idno}`);
      expect(contacts).toContain("geo:47.018546,28.891713?q=47.018546,28.891713");
      expect(contacts).toContain('"@type":"HomeAndConstructionBusiness"');
    }
  });

  it("has the editors' screens and checks of the company's proof (test/django/content/tests.py)", () => {
    expect(() => cms.manage("test", "content", "--verbosity", "0")).not.toThrow();
  });

  describe("in Chromium", () => {
    beforeAll(async () => {
      const gatewayPort = await freePort();
      // Leads go browser -> nginx -> gateway -> (the losing proxy) -> Django; a lost answer is retried within 2 s.
      gateway = await startGatewayProcess(
        {
          LEAD_GATEWAY_DIR: path.join(work, "gateway"),
          LEAD_CMS_URL: API,
          SITE_URL: SITE,
          LEAD_GATEWAY_RETRY_MAX_SECONDS: "2",
          LEAD_GATEWAY_RATE_LIMIT: "1000",
        },
        gatewayPort,
      );
      site = await serveBuild(E2E.port, gatewayPort);
      browser = await chromium.launch(playwrightConfig.use?.launchOptions);
    });

    for (const locale of LOCALES) {
      for (const kind of ["call", "consultation", "measurement", "calculator"] as const) {
        it(`${locale}: a ${kind} request lands exactly once in Django's database`, async () => {
          const page = await browser!.newPage();
          const name = uniqueName(`Django ${kind} ${locale}`);
          await sendLead(page, locale, kind, name);
          const stored = await storedOnce(name);
          await page.close();
          expect(stored).toHaveLength(1);
          expect(stored[0]).toMatchObject({
            model: kind === "calculator" ? "calculate_invoice" : "invoice",
            phone: "+373 (69) 123-456",
            fast_submit: false,
            idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
            // What was asked for; the place where it is known (a dialog opened by a link's hash has none).
            request_kind: kind,
            form_place: kind === "calculator" ? "calculator" : "",
          });
          expect(proxy.postsNamed(name).map((post) => post.status)).toEqual([201]);
        });
      }
    }

    for (const [locale, kind] of [
      ["ro", "call"],
      ["ru", "calculator"],
    ] as const) {
      it(`${locale}: a ${kind} request whose first answer is lost after Django stored it is stored once`, async () => {
        const page = await browser!.newPage();
        const name = uniqueName(`Lost answer ${kind} ${locale}`);
        proxy.loseFirstAnswerTo(name);
        await sendLead(page, locale, kind, name);
        // The gateway retries (backoff from 2 s); Django finds the key and answers the stored lead.
        const deadline = Date.now() + 60_000;
        while (proxy.postsNamed(name).length < 2 && Date.now() < deadline) await sleep(500);
        const stored = await storedOnce(name);
        await page.close();
        expect(proxy.postsNamed(name).map(({ status, dropped }) => ({ status, dropped }))).toEqual([
          { status: 201, dropped: true },
          { status: 200, dropped: false },
        ]);
        expect(stored).toHaveLength(1);
      });
    }

    it("an over-long name is stopped by the form with its hint, and nothing reaches Django", async () => {
      const strings = t("ro");
      const page = await browser!.newPage();
      const name = `${uniqueName("Too long")} ${"N".repeat(NAME_MAX_LENGTH)}`;
      const { scope, submit } = await openForm(page, "ro", "call");
      await scope.getByLabel(strings.form.name).fill(name);
      await scope.getByLabel(strings.form.phone).pressSequentially("69123456");
      await scope.getByLabel(new RegExp(escapeRegExp(strings.form.policyBefore))).check();
      await page.waitForTimeout(MIN_FILL_MS);
      await scope.getByRole("button", { name: submit }).click();
      const hint = (strings.validation.nameLong as string).replace("{{max}}", String(NAME_MAX_LENGTH));
      await scope.getByText(hint).waitFor();
      // A lead the form takes is in the outbox before anything is sent: an empty outbox with the hint shown is final.
      const outbox = await page.evaluate(
        (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
        ENTRY_PREFIX,
      );
      await page.close();
      expect(outbox).toEqual([]);
      expect(proxy.postsNamed(name)).toEqual([]);
      expect(leadsNamed(name)).toEqual([]);
    });
  });
});
