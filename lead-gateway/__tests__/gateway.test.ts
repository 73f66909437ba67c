/** @jest-environment node */
/**
 * The gateway with real processes' parts: its HTTP service on a port, its journal on disk, the embedded content
 * service as the CMS (with its fault injection), a real SMTP server, and a stand-in for Telegram's Bot API.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService } from "../../content-service/src/server";
import { startSmtp, type TestSmtp } from "../../test/smtp-server";
import { readGatewayConfig, startLeadGateway, type GatewayConfig, type GatewayStatus, type RunningGateway } from "..";

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await sleep(50);
  }
}

let work: string;
let cms: ContentService;
let smtp: TestSmtp;
let running: RunningGateway[] = [];
let counter = 0;

const leadsFile = () => path.join(work, "cms-leads.jsonl");
const storedLeads = (): Array<{ path: string; idempotency_key: string; body: Record<string, unknown> }> => {
  try {
    return readFileSync(leadsFile(), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
};
const storedWithKey = (key: string) => storedLeads().filter((lead) => lead.idempotency_key === key);

function config(overrides: Record<string, string> = {}): GatewayConfig {
  counter += 1;
  return readGatewayConfig(
    {
      LEAD_GATEWAY_PORT: "0",
      LEAD_GATEWAY_DIR: path.join(work, `journal-${counter}`),
      LEAD_GATEWAY_TOKEN: "secret-token",
      LEAD_GATEWAY_RETRY_MAX_SECONDS: "0.5",
      SITE_URL: "https://termofort.md",
      LEAD_ALERT_SMTP_URL: smtp.url,
      LEAD_ALERT_FROM: "Site <site@termofort.md>",
      LEAD_ALERT_TO: "sales@termofort.md, boss@termofort.md",
      // The developers' language, so that the assertions read; the sales team's default (ru) has its own test.
      LEAD_ALERT_LANGUAGE: "en",
      ...overrides,
    },
    { cmsUrl: cms.url, checkout: work },
  );
}

async function start(settings: GatewayConfig, options: Parameters<typeof startLeadGateway>[1] = {}) {
  const gateway = await startLeadGateway(settings, { log: () => {}, ...options });
  running.push(gateway);
  return gateway;
}

async function stop(gateway: RunningGateway) {
  running = running.filter((entry) => entry !== gateway);
  await gateway.close();
}

/** Once nothing waits and nothing is being sent, the CMS's copies are final: no lead is ever sent again. */
const settled = (gateway: RunningGateway) =>
  until(
    () => status(gateway),
    (state) => state.waiting === 0 && state.sending === 0,
  );

let keys = 0;
const newKey = () => `key-${Date.now().toString(36)}-${(keys += 1)}`;

const call = (overrides: Record<string, unknown> = {}) => ({
  request_kind: "call",
  type: "Заявка на обратный звонок",
  name: "Ion Popescu",
  phone: "+373 (69) 123-456",
  site: "termofort",
  page: "/contacts",
  idempotency_key: newKey(),
  attribution: { utm_source: "google", landing_page: "/?utm_source=google" },
  ...overrides,
});

const calculator = () => ({
  request_kind: "calculator",
  name: "Maria",
  phone: "+373 (78) 123-456",
  idempotency_key: newKey(),
  window: { product: "window", width: 1300, height: 1400, page: "/calculator", estimate: { total: 7450 } },
});

function post(gateway: RunningGateway, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${gateway.url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function status(gateway: RunningGateway): Promise<GatewayStatus> {
  const response = await fetch(`${gateway.url}/leads.json`, { headers: { Authorization: "Bearer secret-token" } });
  return (await response.json()) as GatewayStatus;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "lead-gateway-"));
  smtp = await startSmtp();
});

beforeEach(async () => {
  cms = await startContentService({ port: 0, quiet: true, leadsFile: leadsFile() });
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((gateway) => gateway.close()));
  await cms.close();
});

afterAll(async () => {
  await smtp.close();
  rmSync(work, { recursive: true, force: true });
});

describe("taking a lead", () => {
  it("answers 202 once the lead is on disk, and the CMS gets it once, as given, with its key", async () => {
    const gateway = await start(config());
    const lead = call();
    const response = await post(gateway, lead);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "accepted", key: lead.idempotency_key, duplicate: false });
    const again = await post(gateway, lead);
    expect(await again.json()).toMatchObject({ duplicate: true });
    await settled(gateway);
    const [stored, ...more] = storedWithKey(lead.idempotency_key);
    expect(more).toHaveLength(0);
    expect(stored!.path).toBe("/ru/api/invoices/");
    const { idempotency_key: _key, ...rest } = lead;
    expect(stored!.body).toEqual(rest);
  });

  it("sends each kind to its CMS endpoint, optional fields passed through", async () => {
    const gateway = await start(config());
    const measurement = call({ request_kind: "measurement", form_place: "hero", product: { id: 4, name: "Rehau" } });
    const calc = calculator();
    expect((await post(gateway, measurement)).status).toBe(202);
    expect((await post(gateway, calc)).status).toBe(202);
    await until(
      () => storedWithKey(calc.idempotency_key),
      (found) => found.length === 1,
    );
    await until(
      () => storedWithKey(measurement.idempotency_key),
      (found) => found.length === 1,
    );
    expect(storedWithKey(calc.idempotency_key)[0]!.path).toBe("/ru/api/calculate-invoice/");
    expect(storedWithKey(measurement.idempotency_key)[0]!.body).toMatchObject({
      form_place: "hero",
      product: { id: 4, name: "Rehau" },
    });
  });

  it.each([
    ["a blank name", { name: "  " }, "name"],
    ["a name past 100 characters", { name: "N".repeat(101) }, "name"],
    ["an unfinished phone", { phone: "+373 (69) 12" }, "phone"],
    ["an unknown kind", { request_kind: "sale" }, "request_kind"],
    ["no key", { idempotency_key: undefined }, "idempotency_key"],
    ["a long type", { type: "x".repeat(101) }, "type"],
    ["attribution that is not flat text", { attribution: { utm_source: { nested: true } } }, "attribution"],
  ])("refuses %s with 400 and the field, as the form would", async (_, change, field) => {
    const gateway = await start(config());
    const response = await post(gateway, call(change));
    expect(response.status).toBe(400);
    expect(Object.keys(await response.json())).toContain(field);
  });

  it("refuses a calculator request without its window, and what is not JSON or not a lead", async () => {
    const gateway = await start(config());
    const { window: _window, ...noWindow } = calculator();
    expect((await post(gateway, noWindow)).status).toBe(400);
    expect((await post(gateway, "{broken")).status).toBe(400);
    expect((await post(gateway, [call()])).status).toBe(400);
    expect((await post(gateway, call(), { "Content-Type": "text/plain" })).status).toBe(415);
    const get = await fetch(`${gateway.url}/api/leads`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("refuses a body over the size limit with 413", async () => {
    const gateway = await start(config());
    const response = await post(gateway, call({ notes: "x".repeat(70 * 1024) }));
    expect(response.status).toBe(413);
  });

  it("limits each address with 429 and Retry-After, counting the address nginx names", async () => {
    const gateway = await start(config({ LEAD_GATEWAY_RATE_LIMIT: "2" }));
    const from = (address: string) => ({ "X-Real-IP": address });
    expect((await post(gateway, call(), from("203.0.113.5"))).status).toBe(202);
    expect((await post(gateway, call(), from("203.0.113.5"))).status).toBe(202);
    const limited = await post(gateway, call(), from("203.0.113.5"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(gateway, call(), from("203.0.113.6"))).status).toBe(202);
  });

  it("answers 507 with Retry-After when the journal is full, keeping every lead it took", async () => {
    const gateway = await start(config({ LEAD_GATEWAY_MAX_MB: String(64 / 1024), LEAD_GATEWAY_RATE_LIMIT: "1000" }));
    cms.setFaults([{ path: "/ru/api/", method: "POST", status: 503 }]);
    const accepted: string[] = [];
    let full: Response | null = null;
    for (let index = 0; index < 500 && !full; index += 1) {
      const lead = call();
      const response = await post(gateway, lead);
      if (response.status === 202) accepted.push(lead.idempotency_key);
      else full = response;
    }
    expect(full?.status).toBe(507);
    expect(full?.headers.get("retry-after")).toBe("300");
    expect(accepted.length).toBeGreaterThan(0);
    const health = await fetch(`${gateway.url}/health`);
    expect(health.status).toBe(503);
    cms.setFaults([]);
    for (const key of accepted)
      await until(
        () => storedWithKey(key),
        (found) => found.length === 1,
      );
  });
});

describe("delivery to the CMS", () => {
  it("keeps a lead through a CMS outage and its own restart, and delivers it once", async () => {
    cms.setFaults([{ path: "/ru/api/", method: "POST", status: 503 }]);
    const settings = config();
    let gateway = await start(settings);
    const lead = calculator();
    expect((await post(gateway, lead)).status).toBe(202);
    await until(
      () => status(gateway),
      (state) =>
        state.leads[0]?.delivery.state === "waiting" && (state.leads[0].delivery as { attempts: number }).attempts >= 2,
    );
    expect((await status(gateway)).oldestWaitingAt).toEqual(expect.any(Number));
    await stop(gateway);
    gateway = await start({ ...settings, port: 0 });
    cms.setFaults([]);
    await settled(gateway);
    expect(storedWithKey(lead.idempotency_key)).toHaveLength(1);
  });

  it("keeps a refusal (a 400 with field errors), shows it, and alerts it", async () => {
    // The CMS refuses what the gateway's rules let through (a rule of its own): DRF's field errors.
    const refusing: typeof fetch = async (url, init) =>
      String(url).includes("/ru/api/invoices/")
        ? new Response(JSON.stringify({ phone: ["This number is blocked."] }), { status: 400 })
        : fetch(url, init);
    const gateway = await start(config(), { fetchImpl: refusing });
    const lead = call({ name: "Refused Ion" });
    expect((await post(gateway, lead)).status).toBe(202);
    // The refusal is written down, then its notice.
    const state = await until(
      () => status(gateway),
      (value) => value.leads[0]?.delivery.state === "refused" && value.notices.length > 0,
    );
    expect(state.refused).toBe(1);
    expect(state.notices[0]).toMatchObject({ kind: "refused" });
    await until(
      () => smtp.mails.filter((mail) => mail.subject.startsWith("Lead refused by the CMS: Refused Ion")),
      (mails) => mails.length === 1,
    );
    const page = await fetch(`${gateway.url}/`, { headers: { Authorization: "Bearer secret-token" } });
    expect(await page.text()).toContain("REFUSED by the CMS (HTTP 400)");
  });

  it("sends one warning after the outage time and one all-clear when the CMS takes leads again", async () => {
    const before = smtp.mails.length;
    cms.setFaults([{ path: "/ru/api/", method: "POST", drop: true }]);
    const gateway = await start(config({ LEAD_ALERT_OUTAGE_SECONDS: "1" }));
    // Several leads wait, so that several deliveries succeed at once when the CMS is back.
    for (let index = 0; index < 6; index += 1) expect((await post(gateway, call())).status).toBe(202);
    const notices = (subject: string) => smtp.mails.slice(before).filter((mail) => mail.subject.startsWith(subject));
    await until(
      () => notices("Leads are not reaching the CMS"),
      (mails) => mails.length >= 1,
    );
    cms.setFaults([]);
    await until(
      () => notices("Leads reach the CMS again"),
      (mails) => mails.length >= 1,
    );
    await settled(gateway);
    // Written down once sent: neither goes out again.
    expect(notices("Leads are not reaching the CMS")).toHaveLength(1);
    expect(notices("Leads reach the CMS again")).toHaveLength(1);
    expect((await status(gateway)).cmsFailingSince).toBeNull();
  });
});

describe("alerts", () => {
  it("e-mails each new lead with its kind, name, tel: link, page, configuration and campaign", async () => {
    const before = smtp.mails.length;
    const gateway = await start(config());
    const calc = calculator();
    await post(gateway, calc);
    const [mail] = await until(
      () => smtp.mails.slice(before).filter((entry) => entry.text.includes(calc.idempotency_key)),
      (mails) => mails.length === 1,
    );
    expect(mail!.subject).toBe("Calculator request: Maria, +373 (78) 123-456");
    expect(mail!.to).toEqual(["sales@termofort.md", "boss@termofort.md"]);
    expect(mail!.html).toContain('href="tel:+37378123456"');
    expect(mail!.html).toContain("https://termofort.md/calculator");
    expect(mail!.text).toContain("width: 1300");
    expect(mail!.text).toContain("estimate.total: 7450");
  });

  it.each([
    ["", "Заявка на бесплатный замер: Ana Rusu, +373 (69) 123-456", ["Телефон: +373 (69) 123-456", "(Кишинёв)"]],
    [
      "ro",
      "Solicitare de măsurare gratuită: Ana Rusu, +373 (69) 123-456",
      ["Telefon: +373 (69) 123-456", "(Chișinău)"],
    ],
  ])(
    "writes the alert in the sales team's language (LEAD_ALERT_LANGUAGE '%s': Russian unless told)",
    async (language, subject, lines) => {
      const before = smtp.mails.length;
      const gateway = await start(config({ LEAD_ALERT_LANGUAGE: language }));
      const lead = call({ request_kind: "measurement", type: "Заявка на бесплатный замер", name: "Ana Rusu" });
      await post(gateway, lead);
      const [mail] = await until(
        () => smtp.mails.slice(before).filter((entry) => entry.text.includes(lead.idempotency_key)),
        (mails) => mails.length === 1,
      );
      expect(mail!.subject).toBe(subject);
      for (const line of lines) expect(mail!.text).toContain(line);
    },
  );

  it("retries an e-mail the SMTP server refused, and sends it once", async () => {
    const before = smtp.mails.length;
    smtp.failNext(2);
    const gateway = await start(config());
    const lead = call({ name: "Retried Ana", attribution: { utm_campaign: "spring" } });
    await post(gateway, lead);
    const mails = await until(
      () => smtp.mails.slice(before).filter((mail) => mail.text.includes(lead.idempotency_key)),
      (found) => found.length === 1,
      30_000,
    );
    expect(mails[0]!.text).toContain("utm_campaign: spring");
    // Written down once the SMTP server has said OK: it never goes out again.
    await until(
      () => status(gateway),
      (state) => state.leads[0]?.alerts.email?.state === "sent",
    );
    expect(smtp.mails.slice(before).filter((mail) => mail.text.includes(lead.idempotency_key))).toHaveLength(1);
  });

  it("posts to Telegram's Bot API when configured (a stand-in here), escaping the visitor's text", async () => {
    const received: Array<{ url: string; body: Record<string, unknown> }> = [];
    const telegram: Server = createServer((request, response) => {
      let text = "";
      request.on("data", (chunk: Buffer) => (text += chunk.toString()));
      request.on("end", () => {
        received.push({ url: request.url ?? "", body: JSON.parse(text) as Record<string, unknown> });
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ ok: true, result: {} }));
      });
    });
    await new Promise<void>((resolve) => telegram.listen(0, "127.0.0.1", () => resolve()));
    try {
      const gateway = await start(
        config({
          LEAD_ALERT_SMTP_URL: "",
          LEAD_ALERT_TELEGRAM_TOKEN: "123:abc",
          LEAD_ALERT_TELEGRAM_CHAT: "-100200",
          LEAD_ALERT_TELEGRAM_API: `http://127.0.0.1:${(telegram.address() as AddressInfo).port}`,
        }),
      );
      await post(gateway, call({ name: "<b>Ion</b> & co" }));
      await until(
        () => received,
        (list) => list.length === 1,
      );
      expect(received[0]!.url).toBe("/bot123:abc/sendMessage");
      expect(received[0]!.body).toMatchObject({ chat_id: "-100200", parse_mode: "HTML" });
      expect(received[0]!.body.text).toContain("&lt;b&gt;Ion&lt;/b&gt; &amp; co");
      expect(received[0]!.body.text).toContain("+373 (69) 123-456");
    } finally {
      await new Promise((resolve) => telegram.close(resolve));
    }
  });

  it("sends nothing without a channel, and logs what it would have sent", async () => {
    const lines: string[] = [];
    const gateway = await start(config({ LEAD_ALERT_SMTP_URL: "", LEAD_ALERT_TO: "" }), {
      log: (line) => lines.push(line),
    });
    const before = smtp.mails.length;
    await post(gateway, call({ name: "Logged Ion" }));
    await until(
      () => lines.filter((line) => line.includes("it would say")),
      (found) => found.length === 1,
    );
    expect(lines.join("\n")).toContain("Name: Logged Ion");
    expect(smtp.mails.length).toBe(before);
  });
});

describe("the company's page and health", () => {
  it("asks for the token, then lists the leads with their state; health needs none and shows no personal data", async () => {
    const gateway = await start(config());
    await post(gateway, call({ name: "Page <Ion>" }));
    const denied = await fetch(`${gateway.url}/`);
    expect(denied.status).toBe(401);
    expect(denied.headers.get("www-authenticate")).toMatch(/^Basic/);
    const basic = Buffer.from("sales:secret-token").toString("base64");
    const page = await fetch(`${gateway.url}/`, { headers: { Authorization: `Basic ${basic}` } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Page &lt;Ion&gt;");
    expect(html).toContain('href="tel:+37369123456"');
    const health = await fetch(`${gateway.url}/health`);
    expect(health.status).toBe(200);
    const body = await health.text();
    expect(JSON.parse(body)).toMatchObject({ accepting: true, status: expect.stringMatching(/ok|degraded/) });
    expect(body).not.toContain("Ion");
  });
});

describe("configuration", () => {
  it("requires the page's token in production and checks the alert settings", () => {
    const defaults = { cmsUrl: "http://cms.test", checkout: "/srv/site" };
    expect(() => readGatewayConfig({ NODE_ENV: "production" }, defaults)).toThrow(/LEAD_GATEWAY_TOKEN/);
    const production = { NODE_ENV: "production", LEAD_GATEWAY_TOKEN: "t" };
    expect(() => readGatewayConfig({ ...production, SITE_URL: "https://termofort.md" }, defaults)).toThrow(
      /LEAD_CMS_URL \(or CONTENT_API_URL\) must be set in production/,
    );
    expect(() => readGatewayConfig({ ...production, LEAD_CMS_URL: "https://cms.test" }, defaults)).toThrow(
      /SITE_URL must be set in production/,
    );
    expect(
      readGatewayConfig(
        {
          ...production,
          CONTENT_API_URL: "https://cms.test",
          SITE_URL: "https://termofort.md",
          LEAD_ALERTS_CMS_ONLY: "1",
        },
        defaults,
      ),
    ).toMatchObject({ production: true });
    expect(() => readGatewayConfig({ LEAD_ALERT_SMTP_URL: "smtp://mail.test:587" }, defaults)).toThrow(/LEAD_ALERT_TO/);
    expect(() =>
      readGatewayConfig({ LEAD_ALERT_SMTP_URL: "http://mail.test", LEAD_ALERT_TO: "a@b.md" }, defaults),
    ).toThrow(/LEAD_ALERT_SMTP_URL must start with smtp/);
    expect(() => readGatewayConfig({ LEAD_ALERT_TELEGRAM_TOKEN: "t" }, defaults)).toThrow(/go together/);
    const settings = readGatewayConfig({ PORT: "9710" }, defaults);
    expect(settings).toMatchObject({ port: 10110, host: "127.0.0.1", dir: "/srv/site-leads", tokenGenerated: true });
    expect(settings.alerts.outageMs).toBe(15 * 60_000);
    expect(settings.alerts.language).toBe("ru");
    expect(() => readGatewayConfig({ LEAD_ALERT_LANGUAGE: "de" }, defaults)).toThrow(
      /LEAD_ALERT_LANGUAGE must be one of ru, ro, en/,
    );
  });
});

describe("a CMS that is misconfigured, not refusing", () => {
  it("keeps 20 leads waiting through 404s, warns at once naming the cause, and delivers each once when fixed", async () => {
    const before = smtp.mails.length;
    const storedBefore = storedLeads().length;
    cms.setFaults([{ path: "/ru/api/invoices/", method: "POST", status: 404 }]);
    const gateway = await start(config());
    const leads = Array.from({ length: 20 }, (_, index) => call({ name: `Waiting Ion ${index}` }));
    for (const lead of leads) expect((await post(gateway, lead)).status).toBe(202);
    const [warning] = await until(
      () => smtp.mails.slice(before).filter((mail) => mail.subject.startsWith("Leads are not reaching the CMS")),
      (mails) => mails.length === 1,
    );
    expect(warning!.text).toContain("the CMS answers 404 at /ru/api/invoices/ (no such endpoint): check LEAD_CMS_URL");
    const waiting = await status(gateway);
    expect(waiting).toMatchObject({ waiting: 20, refused: 0 });
    expect(storedLeads()).toHaveLength(storedBefore);
    cms.setFaults([]);
    await settled(gateway);
    for (const lead of leads) expect(storedWithKey(lead.idempotency_key)).toHaveLength(1);
    expect((await status(gateway)).refused).toBe(0);
  });

  it.each([401, 403, 405, 410, 500, 502])(
    "keeps a lead answered %i waiting, and delivers it once fixed",
    async (code) => {
      cms.setFaults([{ path: "/ru/api/", method: "POST", status: code }]);
      const gateway = await start(config());
      const lead = calculator();
      expect((await post(gateway, lead)).status).toBe(202);
      await until(
        () => status(gateway),
        (state) => (state.leads[0]?.delivery as { attempts?: number }).attempts! >= 2,
      );
      expect((await status(gateway)).leads[0]!.delivery.state).toBe("waiting");
      cms.setFaults([]);
      await settled(gateway);
      expect(storedWithKey(lead.idempotency_key)).toHaveLength(1);
    },
  );

  it("takes a 400 without field errors (a proxy's page) as a misconfiguration too", async () => {
    const proxyPage: typeof fetch = async () =>
      new Response("<html>400 Bad Request</html>", { status: 400, headers: { "Content-Type": "text/html" } });
    const gateway = await start(config(), { fetchImpl: proxyPage });
    await post(gateway, call());
    const state = await until(
      () => status(gateway),
      (value) => (value.leads[0]?.delivery as { attempts?: number }).attempts! >= 2,
    );
    expect(state).toMatchObject({ waiting: 1, refused: 0 });
  });
});

describe("hostile input", () => {
  /** Nothing of a refused body is kept or forwarded: the journal and the CMS are as empty as before. */
  async function nothingKept(gateway: RunningGateway, storedBefore: number) {
    expect(gateway.book.leads.size).toBe(0);
    expect((await status(gateway)).leads).toHaveLength(0);
    expect(storedLeads()).toHaveLength(storedBefore);
  }

  it.each([
    ["a __proto__ key", `{"__proto__": {"admin": true}, "name": "Ion"}`, 400],
    ["a nested __proto__ key", `{"attribution": {"__proto__": {"x": 1}}}`, 400],
    ["a constructor.prototype key", `{"constructor": {"prototype": {"x": 1}}}`, 400],
    ["broken JSON", `{"name": "Ion"`, 400],
    ["an empty body", ``, 400],
    ["a list", `[1, 2]`, 400],
    ["null", `null`, 400],
    ["a number", `7`, 400],
    ["deep nesting", `${"[".repeat(5000)}${"]".repeat(5000)}`, 400],
    [
      "a deep window",
      JSON.stringify({ ...calculator(), window: JSON.parse(`${'{"a":'.repeat(40)}1${"}".repeat(40)}`) }),
      400,
    ],
    ["a name that is a number", JSON.stringify(call({ name: 12345 })), 400],
    ["a phone that is a list", JSON.stringify(call({ phone: ["+373 (69) 123-456"] })), 400],
    ["fast_submit as text", JSON.stringify(call({ fast_submit: "yes" })), 400],
    ["a form place the site has not", JSON.stringify(call({ form_place: "footer-ad" })), 400],
    ["a product with extra keys", JSON.stringify(call({ product: { id: 1, name: "x", html: "<b>" } })), 400],
    ["a page that leaves the site", JSON.stringify(call({ page: "https://evil.example/login" })), 400],
    ["a protocol-relative page", JSON.stringify(call({ page: "//evil.example/login" })), 400],
    ["a key with a line break", JSON.stringify(call({ idempotency_key: "a\r\nX-Injected: 1" })), 400],
  ])("refuses %s with a clean 4xx, keeping and forwarding nothing", async (_, body, code) => {
    const gateway = await start(config());
    const before = storedLeads().length;
    const response = await post(gateway, body);
    expect(response.status).toBe(code);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(expect.any(Object));
    await nothingKept(gateway, before);
  });

  it.each([
    ["text/plain", 415],
    ["application/x-www-form-urlencoded", 415],
    ["multipart/form-data; boundary=x", 415],
    ["application/jsonx", 415],
  ])("refuses the content type %s with 415", async (type, code) => {
    const gateway = await start(config());
    const before = storedLeads().length;
    expect((await post(gateway, call(), { "Content-Type": type })).status).toBe(code);
    await nothingKept(gateway, before);
  });

  it("answers an 8 MB body 413 from its length, never a reset connection", async () => {
    const gateway = await start(config());
    const before = storedLeads().length;
    const response = await post(gateway, call({ notes: "x".repeat(8 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: expect.stringContaining("larger than") });
    await nothingKept(gateway, before);
  });

  it("answers 413 while a body without a length is still arriving", async () => {
    const gateway = await start(config());
    const before = storedLeads().length;
    const { request } = await import("node:http");
    const url = new URL(`${gateway.url}/api/leads`);
    const answer = await new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
      let sentBytes = 0;
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: { "Content-Type": "application/json" },
        },
        (response) => {
          resolve({ status: response.statusCode ?? 0, sentBytes });
          response.resume();
          outgoing.destroy();
        },
      );
      outgoing.on("error", (error) => (sentBytes > 0 ? undefined : reject(error)));
      outgoing.write('{"name": "');
      const chunk = "x".repeat(1024);
      const timer = setInterval(() => {
        if (sentBytes > 1024 * 1024) return clearInterval(timer);
        outgoing.write(chunk);
        sentBytes += chunk.length;
      }, 2);
      outgoing.on("close", () => clearInterval(timer));
    });
    expect(answer.status).toBe(413);
    // Answered once the limit was passed, not after the whole megabyte.
    expect(answer.sentBytes).toBeLessThan(512 * 1024);
    await nothingKept(gateway, before);
  });

  it("drops fields the CMS does not keep, and forwards the rest", async () => {
    const gateway = await start(config());
    const lead = call({ notes: "call after 6", is_admin: true, form_place: "page-end" });
    expect((await post(gateway, lead)).status).toBe(202);
    await settled(gateway);
    const [stored] = storedWithKey(lead.idempotency_key);
    expect(stored!.body).toMatchObject({ form_place: "page-end", name: "Ion Popescu" });
    expect(stored!.body).not.toHaveProperty("notes");
    expect(stored!.body).not.toHaveProperty("is_admin");
  });

  it("asks for the token in constant time, whatever its length", async () => {
    const gateway = await start(config());
    for (const token of ["", "s", "secret-token-", "x".repeat(10_000)]) {
      const response = await fetch(`${gateway.url}/leads.json`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
    }
    const basic = Buffer.from("any:wrong").toString("base64");
    const wrong = await fetch(`${gateway.url}/`, { headers: { Authorization: `Basic ${basic}` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Basic realm="Leads"/);
  });
});
