import { alertFindings } from "../alerts";
import { diskFindings } from "../disk";
import { isPlaceholderHost, placeholdersIn } from "../placeholders";
import { settingFindings } from "../settings";

const READY = {
  NODE_ENV: "production",
  SITE_URL: "https://termofort.md",
  CONTENT_API_URL: "https://cms.termofort.md",
  LEAD_GATEWAY_TOKEN: "f3J9xkq2Lr8PzW1vT6yBn0cQ5aHs",
  PUBLISH_TOKEN: "Qm7Ld2Xc9Vb4Nz1Kp8Rt5Yw3Gh6J",
  LEAD_ALERT_SMTP_URL: "smtps://site:pw@mail.termofort.md:465",
  LEAD_ALERT_FROM: "site@termofort.md",
  LEAD_ALERT_TO: "sales@termofort.md",
};

const whats = (findings: Array<{ what: string }>) => findings.map((finding) => finding.what);

describe("placeholders", () => {
  it("knows the hosts reserved for examples and tests, and the demo tokens", () => {
    for (const host of [
      "localhost",
      "127.0.0.1",
      "www.profilmax.example",
      "example.com",
      "mail.example.org",
      "cms.test",
    ])
      expect(isPlaceholderHost(host)).toBe(true);
    for (const host of ["termofort.md", "examples.md", "example.com.md"]) expect(isPlaceholderHost(host)).toBe(false);
    expect(placeholdersIn('<a href="https://x.example/a">a</a> sales@example.com demo-abc12')).toEqual([
      "x.example",
      "example.com",
      "demo-abc12",
    ]);
    expect(placeholdersIn("https://termofort.md/ferestre and demonstration")).toEqual([]);
  });
});

describe("settings", () => {
  it("passes a production environment", () => {
    expect(settingFindings(READY)).toEqual([]);
  });

  it("names each setting that is demo, local, plain http or a development token", () => {
    const findings = settingFindings({
      ...READY,
      NODE_ENV: "",
      SITE_URL: "http://termofort.md",
      CONTENT_API_URL: "",
      LEAD_CMS_URL: "http://localhost:8000",
      LEAD_GATEWAY_TOKEN: "integration-token",
      PUBLISH_TOKEN: "",
      LEAD_ALERT_TO: "sales@example.com",
    });
    expect(findings.every((finding) => finding.blocks)).toBe(true);
    expect(whats(findings)).toEqual([
      expect.stringMatching(/^NODE_ENV is 'unset', not 'production'/),
      "SITE_URL is 'http://termofort.md', plain http in production",
      expect.stringMatching(/^CONTENT_API_URL is not set/),
      expect.stringMatching(/^LEAD_CMS_URL is 'http:\/\/localhost:8000', a local or placeholder host/),
      expect.stringMatching(/^LEAD_GATEWAY_TOKEN is a development value \(17 characters, a known test word\)/),
      expect.stringMatching(/^PUBLISH_TOKEN is not set/),
      "LEAD_ALERT_TO names example.com",
    ]);
  });
});

describe("alerts", () => {
  it("blocks without a channel, or with one that has not passed a test alert", () => {
    expect(alertFindings({ channels: [], tested: [], cmsOnly: false })).toEqual([
      expect.objectContaining({ blocks: true, what: expect.stringMatching(/no alert channel is configured/) }),
    ]);
    expect(alertFindings({ channels: [], tested: [], cmsOnly: true })).toEqual([
      expect.objectContaining({ blocks: false, what: expect.stringMatching(/LEAD_ALERTS_CMS_ONLY=1/) }),
    ]);
    expect(alertFindings({ channels: ["email"], tested: [], cmsOnly: false })).toEqual([
      expect.objectContaining({ blocks: true, fix: expect.stringMatching(/--send-test-alert/) }),
    ]);
    expect(
      alertFindings({
        channels: ["email", "telegram"],
        tested: ["email"],
        cmsOnly: false,
        sent: [
          { channel: "email", ok: true },
          { channel: "telegram", ok: false, error: "Telegram answered HTTP 401: Unauthorized" },
        ],
      }).map((finding) => finding.what),
    ).toEqual(["the test alert by telegram failed: Telegram answered HTTP 401: Unauthorized"]);
    expect(alertFindings({ channels: ["email"], tested: ["email"], cmsOnly: false })).toEqual([]);
  });
});

describe("disk", () => {
  it("blocks below the floor and warns below four times it", () => {
    expect(diskFindings({ LAUNCH_MIN_FREE_MB: "1" }, { journal: "/tmp/none/yet" })).toEqual([]);
    const [finding] = diskFindings({ LAUNCH_MIN_FREE_MB: "1000000000" }, { releases: "/tmp/none/yet" });
    expect(finding).toMatchObject({ blocks: true, area: "disk" });
    expect(finding!.what).toMatch(
      /^the releases \(\/tmp\/none\/yet\) is on a disk with \d+ MB free, below 1000000000 MB$/,
    );
  });
});
