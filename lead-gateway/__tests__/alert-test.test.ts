import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { readGatewayConfig, sendTestAlert, testedChannels } from "..";
import type { Channel } from "../alerts";
import type { Message } from "../messages";

const defaults = { cmsUrl: "http://cms.test", checkout: "/srv/site" };
const EMAIL = {
  LEAD_ALERT_SMTP_URL: "smtp://mail.test:587",
  LEAD_ALERT_FROM: "site@termofort.md",
  LEAD_ALERT_TO: "sales@termofort.md",
};

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "alert-test-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const recording = (name: string, sent: Message[], fail = false): Channel => ({
  name,
  send: (message) => (fail ? Promise.reject(new Error("551 no such user")) : Promise.resolve(void sent.push(message))),
});

describe("alert channels in production", () => {
  it("refuses to start without a channel unless the company reads leads in the CMS only", () => {
    const production = {
      NODE_ENV: "production",
      LEAD_GATEWAY_TOKEN: "t",
      LEAD_CMS_URL: "https://cms.termofort.md",
      SITE_URL: "https://termofort.md",
    };
    expect(() => readGatewayConfig(production, defaults)).toThrow(/needs an alert channel.*LEAD_ALERTS_CMS_ONLY=1/);
    expect(readGatewayConfig({ ...production, LEAD_ALERTS_CMS_ONLY: "1" }, defaults).alerts.cmsOnly).toBe(true);
    expect(readGatewayConfig({ ...production, ...EMAIL }, defaults).alerts.smtpUrl).toBe("smtp://mail.test:587");
    expect(readGatewayConfig({}, defaults).alerts.cmsOnly).toBe(false);
  });
});

describe("the test alert", () => {
  it("records the channels it reached, in the team's language, until their settings change", async () => {
    const config = readGatewayConfig({ ...EMAIL, LEAD_GATEWAY_DIR: dir, SITE_URL: "https://termofort.md" }, defaults);
    expect(testedChannels(config)).toEqual([]);
    const sent: Message[] = [];
    const results = await sendTestAlert(config, { channels: [recording("email", sent)] });
    expect(results).toEqual([{ channel: "email", ok: true }]);
    expect(sent[0]!.subject).toBe("Проверка уведомлений с сайта termofort.md");
    expect(testedChannels(config)).toEqual(["email"]);

    const moved = readGatewayConfig({ ...EMAIL, LEAD_ALERT_TO: "boss@termofort.md", LEAD_GATEWAY_DIR: dir }, defaults);
    expect(testedChannels(moved)).toEqual([]);
  });

  it("says what a channel answered when it fails, and forgets an earlier pass", async () => {
    const config = readGatewayConfig({ ...EMAIL, LEAD_GATEWAY_DIR: dir }, defaults);
    await sendTestAlert(config, { channels: [recording("email", [])] });
    const results = await sendTestAlert(config, { channels: [recording("email", [], true)] });
    expect(results).toEqual([{ channel: "email", ok: false, error: "551 no such user" }]);
    expect(testedChannels(config)).toEqual([]);
  });
});
