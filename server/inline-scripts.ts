/**
 * The inline scripts of the built pages, as the CSP sees them: which ones need a hash, their hashes, and Gatsby's
 * per-page script made constant so one hash covers every page.
 */
import { createHash } from "node:crypto";

/**
 * Executable inline scripts: no src, and no type or a JavaScript type. JSON-LD and other data blocks are not
 * subject to script-src, so they need no hash.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "application/javascript", "module"].includes(type)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

export const scriptHash = (source: string) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`;

const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">([\s\S]*?)<\/script>/;
const PAGE_PATH_SOURCE = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;
/** Constant on every page, so one hash allows it everywhere. */
export const PAGE_PATH_LOADER = "window.pagePath=document.currentScript.dataset.pagePath;";

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Gatsby writes each page's path into an inline script, which would need one CSP hash per page (a header nginx
 * cannot hold past a few dozen pages). The path moves into a data attribute read by one constant script. A Gatsby
 * release that writes the script differently fails the build here rather than break the site under the CSP.
 */
export function constantPagePathScript(html: string, file: string): string {
  const match = PAGE_PATH_SCRIPT.exec(html);
  if (!match) return html;
  const source = PAGE_PATH_SOURCE.exec(match[1] ?? "");
  if (!source?.[1])
    throw new Error(`${file}: Gatsby's page-path script has an unknown form, so it cannot be made CSP-constant`);
  const pagePath = JSON.parse(source[1]) as string;
  return html.replace(
    match[0],
    `<script id="gatsby-script-loader" data-page-path="${attribute(pagePath)}">${PAGE_PATH_LOADER}</script>`,
  );
}

/** nginx refuses a configuration parameter longer than 4096 bytes; the policy must stay well below. */
export const MAX_SCRIPT_HASHES = 40;
