/**
 * The serving rules, written once: the nginx configuration (nginx.ts) and the Node fallback (node-server.ts) are both
 * generated from these values, so production and `npm run serve` cannot drift apart. docs/security.md explains them.
 */
import { LEAD_GATEWAY_PATH, NOT_FOUND_FILES } from "../contract";
import type { ServerManifest } from "./manifest";

export const ALLOWED_METHODS = "GET, HEAD";

/**
 * Redirect patterns, matched against the raw request target (still percent-encoded, so the Location keeps the
 * visitor's encoding). Each emits its `to` with $1 and $2 replaced by its captures (empty when they did not match):
 * every `to` starts with one "/" followed by a capture that cannot start with one (leading slashes are collapsed
 * first), so a Location can never start with "//" and leave the origin. The same regexes run in PCRE (nginx) and
 * JavaScript.
 */
export const REDIRECT_RULES = [
  { name: "trailing slash", pattern: "^/+([^?]*?)/+(\\?.*)?$", to: "/$1$2" },
  { name: "explicit /ro prefix", pattern: "^/+ro/+([^?]*)(\\?.*)?$", to: "/$1$2" },
  // The content service pages the blog by ?page=N, and old links and bookmarks do too; the site pages by path. Only
  // a lone page=N with N a page number moves; any other query on the blog list shows its first page.
  { name: "blog ?page=1", pattern: "^/+(ru/)?/*blog\\?page=0*1$", to: "/$1blog" },
  { name: "blog ?page=N", pattern: "^/+(ru/)?/*blog\\?page=0*([2-9]|[1-9][0-9]{1,5})$", to: "/$1blog/page/$2" },
] as const;

/** A redirect rule's Location for a request target it matches. */
export function redirectLocation(to: string, match: RegExpExecArray): string {
  return to.replace(/\$([12])/g, (_, group: string) => match[Number(group)] ?? "");
}

/** The 404 pages themselves, asked for directly (decoded path): answered 404, with their own page. */
export const NOT_FOUND_PATH = "^(/ru)?/404(\\.html|/index\\.html)?$";

/** Backslashes (raw or %5C) never belong in a site path, and browsers read "/\\host" as another origin: 404. */
export const REFUSED_TARGET = "\\\\|%5[cC]";

export const CACHE = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
  image: "public, max-age=86400",
  redirect: "public, max-age=3600",
  error: "no-store",
} as const;

/** Content-hashed files: Gatsby's static/ folder and its hashed bundles. HTML, page-data and sw.js revalidate. */
export const IMMUTABLE_PATH = "^(/static/|.*-[0-9a-f]{16,}\\.(js|css)$)";
export const IMAGE_PATH = "^.*\\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?)$";

export function cacheControl(status: number, pathname: string): string {
  if (status === 301) return CACHE.redirect;
  if (![200, 206, 304].includes(status)) return CACHE.error;
  if (new RegExp(IMMUTABLE_PATH).test(pathname)) return CACHE.immutable;
  if (new RegExp(IMAGE_PATH).test(pathname)) return CACHE.image;
  return CACHE.revalidate;
}

export const MIME_TYPES: Record<string, string> = {
  html: "text/html",
  js: "text/javascript",
  mjs: "text/javascript",
  css: "text/css",
  json: "application/json",
  webmanifest: "application/manifest+json",
  xml: "application/xml",
  txt: "text/plain",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff: "font/woff",
  woff2: "font/woff2",
};
/** Types served with "; charset=utf-8". */
export const UTF8_TYPES = [
  "text/html",
  "text/javascript",
  "text/css",
  "application/json",
  "application/xml",
  "text/plain",
];

/** Types compressed on the fly when a file has no precompressed twin (a plain build; releases have twins). */
export const COMPRESSED_TYPES = [...UTF8_TYPES, "application/manifest+json", "image/svg+xml"];

export function contentType(file: string): string {
  const type = MIME_TYPES[file.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
  return UTF8_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}

/** The 404 page of the locale a path belongs to (Russian under /ru). */
export const NOT_FOUND_PAGES = NOT_FOUND_FILES;
export const RU_PATH = "^/ru(/|$)";

/** Files that exist in the output but are never served: the manifest and any dotfile. */
export const HIDDEN_PATH = "(^|/)\\.";

const origin = (url: string) => (url ? new URL(url).origin : "");

/** The site's lead endpoint, proxied to the lead gateway (docs/leads.md): the one path that takes a POST. */
export const LEAD_PATH = LEAD_GATEWAY_PATH;
export const LEAD_METHODS = "POST";

/** The Content-Security-Policy of a build: no 'unsafe-inline' for scripts; third parties only when configured. */
export function contentSecurityPolicy(manifest: ServerManifest): string {
  const content = origin(manifest.contentApiUrl);
  // A build that posts leads straight to the CMS (static-only hosting, and builds from before the gateway).
  const leadsToContent = manifest.leadDelivery !== "gateway" ? content : "";
  const liveChat = origin(manifest.liveChatScriptUrl);
  const crm = origin(manifest.crmFormScriptUrl);
  const gtm = manifest.analytics.gtm
    ? {
        script: ["https://www.googletagmanager.com"],
        // Google's list for Tag Manager and GA4 (docs/security.md): collection goes to regional subdomains.
        connect: [
          "https://www.google-analytics.com",
          "https://*.google-analytics.com",
          "https://*.analytics.google.com",
          "https://*.googletagmanager.com",
        ],
        img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
      }
    : { script: [], connect: [], img: [] };
  const yandex = manifest.analytics.yandex
    ? // Yandex's list for tag.js without Webvisor (which would also need frames).
      {
        script: ["https://mc.yandex.ru", "https://yastatic.net"],
        connect: ["https://mc.yandex.ru"],
        img: ["https://mc.yandex.ru"],
      }
    : { script: [], connect: [], img: [] };
  const thirdParties = [liveChat, crm].filter(Boolean);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...manifest.scriptHashes, ...gtm.script, ...yandex.script, ...thirdParties],
    // Gatsby inlines the site's CSS and gatsby-plugin-image sets style attributes; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", content, ...gtm.img, ...yandex.img, ...thirdParties].filter(Boolean),
    "font-src": ["'self'", "data:"],
    // Leads go to the site's own gateway ('self'), or in direct mode from the browser to the content service.
    "connect-src": ["'self'", leadsToContent, ...gtm.connect, ...yandex.connect, ...thirdParties].filter(Boolean),
    "frame-src": thirdParties.length ? thirdParties : ["'none'"],
    "form-action": ["'self'", leadsToContent].filter(Boolean),
    "worker-src": ["'self'"],
    // No manifest-src: WebKit does not know it and logs an error on every page; the site has no manifest, and
    // default-src 'self' is the manifest's policy where it is known.
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`);
  if (manifest.siteUrl.startsWith("https:")) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Sent on every response: pages, files, redirects and errors. */
export function securityHeaders(manifest: ServerManifest): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(manifest),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(manifest.siteUrl.startsWith("https:")
      ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }
      : {}),
  };
}
