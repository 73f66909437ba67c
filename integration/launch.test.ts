/** @jest-environment node */
/**
 * `npm run launch-check` as a contractor runs it, a real process against the embedded content service: on demo
 * content and settings it lists every item that blocks the launch, each with its fix, and exits 1; on a fully
 * configured environment it asks for the test alert, sends it through a real SMTP server (the gateway's channel code),
 * and then passes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService } from "../content-service/src/server";
import { startSmtp, type TestSmtp } from "../test/smtp-server";
import { writeReadyContent, writeUnreadyContent } from "./launch/fixtures";
import { runScript } from "./processes";

jest.setTimeout(120_000);

let dir: string;
let service: ContentService;
let smtp: TestSmtp;

/** Nothing of the test runner's own environment (NODE_ENV=test, a developer's settings) reaches the check. */
const CLEAN: Record<string, string> = Object.fromEntries(
  Object.keys(process.env)
    .filter((name) => /^(NODE_ENV|SITE_URL|CONTENT_|LEAD_|PUBLISH_|RELEASES_DIR|LIVE_CHAT|CRM_FORM|LAUNCH_)/.test(name))
    .map((name) => [name, ""]),
);

const check = (env: Record<string, string>, ...args: string[]) =>
  runScript(["scripts/launch-check.ts", "--content-from", `http://127.0.0.1:${service.port}`, ...args], {
    ...CLEAN,
    LEAD_GATEWAY_DIR: path.join(dir, "leads"),
    RELEASES_DIR: path.join(dir, "releases"),
    ...env,
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "launch-check-"));
  smtp = await startSmtp();
});

afterAll(async () => {
  await service?.close();
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("on the demo's content and settings", () => {
  beforeAll(async () => {
    await service?.close();
    service = await startContentService({
      port: 0,
      dataDir: writeUnreadyContent(path.join(dir, "unready")),
      quiet: true,
    });
  });

  it("lists every item that is not ready, each with its fix, and exits 1", async () => {
    const { code, output } = await check({ PUBLISH_TOKEN: "change-me", LAUNCH_MIN_FREE_MB: "100000000" });
    expect(code).toBe(1);
    const blocking = output.slice(output.indexOf("Blocking:"), output.indexOf("Warnings"));
    for (const item of [
      /\[alerts\] no alert channel is configured/,
      /\[settings\] NODE_ENV is 'unset', not 'production'/,
      /\[settings\] SITE_URL is not set/,
      /\[settings\] CONTENT_API_URL is not set/,
      /\[settings\] LEAD_GATEWAY_TOKEN is not set/,
      /\[settings\] PUBLISH_TOKEN is a development value/,
      /\[content\] site settings \(ro, ru\), field 'google_sv': demo-google-site-verification-token/,
      /\[content\] certificate 3 "[^"]+" \(ro, ru\), field 'link': www\.profilmax\.example/,
      /\[content\] the company's legal name \(legal_name\) is missing \(ro\)/,
      /\[content\] the company's IDNO \(idno, 13 digits\) is missing \(ro\)/,
      /\[content\] the company's address \(street_address, locality\) is missing \(ro\)/,
      /\[content\] the company's opening hours \(opening_hours\) is missing \(ro\)/,
      /\[content\] indexing is off \(ready_to_indexing false in the site registration, ro, ru\)/,
      /\[disk\] the lead journal \(.*leads\) is on a disk with \d+ MB free, below 100000000 MB/,
      /\[disk\] the releases \(.*releases\) is on a disk with \d+ MB free/,
    ])
      expect(blocking).toMatch(item);
    expect(blocking.match(/To fix: /g)).toHaveLength(blocking.match(/^ {2}- /gm)!.length);
    const warnings = output.slice(output.indexOf("Warnings"));
    expect(warnings).toMatch(/\[content\] no analytics ids/);
    expect(warnings).toMatch(
      /\[content\] credit offer "[^"]+" \(ro\), field 'button\.link': '\/usi-vechi' is a page that does not exist/,
    );
  });

  it("says what a production environment still lacks", async () => {
    const { code, output } = await check({
      NODE_ENV: "production",
      SITE_URL: "http://localhost:9000",
      CONTENT_API_URL: "http://127.0.0.1:8000",
      LEAD_CMS_URL: "https://cms.termofort.example",
    });
    expect(code).toBe(1);
    expect(output).toMatch(/SITE_URL is 'http:\/\/localhost:9000', a local or placeholder host/);
    expect(output).toMatch(/CONTENT_API_URL is 'http:\/\/127\.0\.0\.1:8000', a local or placeholder host/);
    expect(output).toMatch(/LEAD_CMS_URL is 'https:\/\/cms\.termofort\.example', a local or placeholder host/);
  });
});

describe("on a fully configured environment", () => {
  beforeAll(async () => {
    await service?.close();
    service = await startContentService({ port: 0, dataDir: writeReadyContent(path.join(dir, "ready")), quiet: true });
  });

  const ready = () => ({
    NODE_ENV: "production",
    SITE_URL: "https://termofort.md",
    CONTENT_API_URL: "https://cms.termofort.md",
    LEAD_GATEWAY_TOKEN: "Vb7Qx2Lm9Rt4Kp8Wz1Nc6Hy3Jd5Gf0Sa",
    PUBLISH_TOKEN: "Tg4Hs9Kl2Pq7Wx1Zc5Vb8Nm3Rd6Jf0Ya",
    LEAD_ALERT_SMTP_URL: smtp.url,
    LEAD_ALERT_FROM: "Site TermoFort <site@termofort.md>",
    LEAD_ALERT_TO: "sales@termofort.md",
    LAUNCH_MIN_FREE_MB: "1",
  });

  it("asks for the test alert, sends it to the sales team's inbox, and then passes", async () => {
    const untested = await check(ready());
    expect(untested.output).toMatch(/\[alerts\] the email alerts have not been tested with their current settings/);
    expect(untested.output).toMatch(/Not ready for launch: 1 item\(s\) block it\./);
    expect(untested.code).toBe(1);

    const sent = await check(ready(), "--send-test-alert");
    expect(sent.output).toMatch(/Test alert sent by email: check that it arrived \(sales@termofort\.md\)/);
    expect(sent.output).toMatch(/Ready for launch: nothing blocks it\./);
    expect(sent.code).toBe(0);
    expect(smtp.mails).toEqual([
      expect.objectContaining({
        to: ["sales@termofort.md"],
        subject: "Проверка уведомлений с сайта termofort.md",
        text: expect.stringMatching(/Так же сюда будет приходить каждая новая заявка/),
      }),
    ]);

    const after = await check(ready());
    expect(after.code).toBe(0);
    const moved = await check({ ...ready(), LEAD_ALERT_TO: "boss@termofort.md" });
    expect(moved.output).toMatch(/the email alerts have not been tested with their current settings/);
    expect(moved.code).toBe(1);
  });

  it("blocks when the test alert does not get through", async () => {
    smtp.failNext(5);
    const failed = await check(ready(), "--send-test-alert");
    expect(failed.output).toMatch(/\[alerts\] the test alert by email failed: .*451/);
    expect(failed.code).toBe(1);
  });
});
