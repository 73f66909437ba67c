/**
 * The launch check (`npm run launch-check`, and the publisher's full check): what is still demo or unfinished before
 * the site goes live, each with what to set or fix. It reads the settings as the services read them
 * (contract/settings.ts), the content through the source plugin's public entry as a build would publish it, the alert
 * channels as the gateway has them (given by the caller: the command reads the gateway's settings, the publisher asks
 * the running gateway), and the disks that hold the journal and the releases.
 */
import { readFileSync } from "node:fs";
import * as path from "node:path";
import { readCommonSettings, text, type Environment } from "../contract";
import { readCheckedContent } from "../plugins/gatsby-source-content-service/public";
import { alertFindings, type AlertFacts } from "./alerts";
import { contentFindings } from "./content";
import { diskFindings, type StateFolders } from "./disk";
import { blocking, type Finding } from "./findings";
import { settingFindings } from "./settings";

export { describeFindings, findingLine, type Finding } from "./findings";
export type { AlertFacts } from "./alerts";
export type { StateFolders } from "./disk";

export interface LaunchCheckInput {
  env: Environment;
  alerts: AlertFacts;
  folders: StateFolders;
  /** The checkout, for the consent texts in locales/. */
  root: string;
  /** The content service to read; the environment's CONTENT_API_URL without it. */
  contentApiUrl?: string;
}

function consentTexts(root: string): Record<string, Record<string, unknown> | undefined> {
  return Object.fromEntries(
    ["ro", "ru"].map((locale) => {
      try {
        const file = path.join(root, "locales", locale, "translation.json");
        return [locale, (JSON.parse(readFileSync(file, "utf8")) as { consent?: Record<string, unknown> }).consent];
      } catch {
        return [locale, undefined];
      }
    }),
  );
}

export async function runLaunchCheck(input: LaunchCheckInput): Promise<Finding[]> {
  const { env } = input;
  const common = readCommonSettings(env);
  const apiUrl = input.contentApiUrl ?? common.contentApiUrl;
  const findings = [...alertFindings(input.alerts), ...settingFindings(env)];
  try {
    const checked = await readCheckedContent({
      apiUrl,
      siteId: common.siteId,
      siteUrl: common.siteUrl,
      ...(text(env, "HOME_INFO_NAME") ? { homeInfoName: text(env, "HOME_INFO_NAME") } : {}),
      retries: 1,
    });
    const scripts = ["LIVE_CHAT_SCRIPT_URL", "CRM_FORM_SCRIPT_URL"].filter((name) => text(env, name));
    findings.push(
      ...contentFindings(checked, {
        scripts,
        serviceHost: new URL(apiUrl).hostname,
        consentTexts: consentTexts(input.root),
      }),
    );
  } catch (error) {
    findings.push(
      blocking(
        "content",
        `the content could not be read from ${apiUrl}: ${(error as Error).message}`,
        "bring the content service up (or correct CONTENT_API_URL) and check again",
      ),
    );
  }
  findings.push(...diskFindings(env, input.folders));
  return findings;
}
