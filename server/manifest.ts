/**
 * The server manifest: what the build tells both web servers (nginx and the Node fallback) about the output it left,
 * written by finishBuildOutput and read when a server starts.
 */
import { readFile } from "node:fs/promises";
import * as path from "node:path";

/** Inside the served root so it travels with a release; both servers answer 404 for it (dotfile). */
export const MANIFEST_FILE = ".server-manifest.json";

export interface Redirect {
  fromPath: string;
  toPath: string;
}
export interface ServerManifest {
  redirects: Redirect[];
  /** 'sha256-…' sources for script-src, one per distinct inline script in the built HTML. */
  scriptHashes: string[];
  /** The build's own addresses: the CSP must allow what the pages were built to talk to. */
  siteUrl: string;
  contentApiUrl: string;
  liveChatScriptUrl: string;
  crmFormScriptUrl: string;
  /** Where the pages send leads: the site's own gateway, or the content service (absent in older builds: direct). */
  leadDelivery?: "gateway" | "direct";
  /**
   * Third-party analytics the site may load: those whose ids the content configures (Google Tag Manager or GA4, Yandex
   * Metrica); the CSP allows their hosts and no others. Page text never widens it.
   */
  analytics: { gtm: boolean; yandex: boolean };
}

export async function readManifest(root: string): Promise<ServerManifest> {
  try {
    return JSON.parse(await readFile(path.join(root, MANIFEST_FILE), "utf8")) as ServerManifest;
  } catch (error) {
    throw new Error(
      `${path.join(root, MANIFEST_FILE)} is missing or unreadable: rebuild the site (npm run build). (${String(error)})`,
    );
  }
}
