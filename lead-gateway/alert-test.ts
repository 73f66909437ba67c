/**
 * The test alert (`npm run launch-check -- --send-test-alert`): one message through each configured channel, by the
 * channel code every lead's alert goes through, and a record in the gateway's folder of the channels it reached and
 * the settings it reached them with. The gateway's `/health` names the channels whose test passed with its current
 * settings (`alertsTested`); a channel whose address or token changed since is untested again. The publisher reads
 * that before each build: the thank-you promises a call-back time only when a tested channel exists.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import * as path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { ALERT_WORDS } from "./alert-words";
import { alertChannels, type Channel } from "./alerts";
import type { AlertSettings, GatewayConfig } from "./config";
import { localTime, noticeMessage } from "./messages";

export const ALERT_TEST_FILE = "alert-test.json";

interface TestRecord {
  /** Per channel: when its test alert was taken, and a digest of the settings it was sent with. */
  channels: Record<string, { at: number; settings: string }>;
}

/** What a channel's alert depends on: a test holds while these stay the same. */
function settingsDigest(settings: AlertSettings, channel: string): string {
  const facts =
    channel === "email"
      ? [settings.smtpUrl, settings.from, settings.to.join(",")]
      : [settings.telegram?.token, settings.telegram?.chat, settings.telegram?.apiUrl];
  return createHash("sha256").update(JSON.stringify(facts)).digest("hex").slice(0, 32);
}

function readRecord(dir: string): TestRecord {
  try {
    const record = JSON.parse(readFileSync(path.join(dir, ALERT_TEST_FILE), "utf8")) as TestRecord;
    return record && typeof record.channels === "object" ? record : { channels: {} };
  } catch {
    return { channels: {} };
  }
}

/** The channels the settings name, as alertChannels names them (without making a transport: /health asks often). */
export const configuredChannels = (settings: AlertSettings) =>
  [settings.smtpUrl ? "email" : "", settings.telegram ? "telegram" : ""].filter(Boolean);

/** The configured channels whose test alert went out with the settings they have now. */
export function testedChannels(config: Pick<GatewayConfig, "dir" | "alerts">): string[] {
  const record = readRecord(config.dir);
  return configuredChannels(config.alerts).filter(
    (name) => record.channels[name]?.settings === settingsDigest(config.alerts, name),
  );
}

export interface TestAlertResult {
  channel: string;
  ok: boolean;
  error?: string;
}

/**
 * Sends the test alert through every channel the settings name (or `channels`, in tests) and records each one that
 * took it. Empty when no channel is configured.
 */
export async function sendTestAlert(
  config: Pick<GatewayConfig, "dir" | "alerts" | "siteUrl">,
  options: { channels?: Channel[]; now?: () => number } = {},
): Promise<TestAlertResult[]> {
  const channels = options.channels ?? alertChannels(config.alerts);
  const now = options.now ?? Date.now;
  const words = ALERT_WORDS[config.alerts.language];
  const results: TestAlertResult[] = [];
  const record = readRecord(config.dir);
  for (const channel of channels) {
    const at = now();
    const message = noticeMessage(
      words.test({ site: new URL(config.siteUrl).host, channel: channel.name, at: localTime(at, words) }),
    );
    try {
      await channel.send(message);
      record.channels[channel.name] = { at, settings: settingsDigest(config.alerts, channel.name) };
      results.push({ channel: channel.name, ok: true });
    } catch (error) {
      delete record.channels[channel.name];
      results.push({ channel: channel.name, ok: false, error: (error as Error).message });
    } finally {
      channel.close?.();
    }
  }
  mkdirSync(config.dir, { recursive: true });
  writeFileAtomic.sync(path.join(config.dir, ALERT_TEST_FILE), JSON.stringify(record));
  return results;
}
