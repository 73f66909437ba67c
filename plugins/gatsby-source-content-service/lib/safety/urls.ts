/**
 * The one URL check for everything the content service sends (links in rich HTML and every URL field). A URL is
 * safe when, read the way a browser reads it, it is http(s), mailto, tel or a path on this site; messenger links may
 * also use the messengers' own app schemes. Everything else (javascript:, data:, vbscript:, protocol-relative
 * `//host`, `/\host`, bare relative paths) is refused.
 */

export type UrlKind = "link" | "messenger" | "image";

const SCHEMES: Record<UrlKind, ReadonlySet<string>> = {
  link: new Set(["http", "https", "mailto", "tel"]),
  messenger: new Set(["http", "https", "mailto", "tel", "viber", "tg", "whatsapp", "skype", "sms"]),
  image: new Set(["http", "https"]),
};

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: string };

/**
 * Browsers drop tabs and newlines anywhere in a URL and C0 controls and spaces at its ends before they look at the
 * scheme (WHATWG URL parser), which is how `java\tscript:` and ` javascript:` slip past naive checks.
 */
function asBrowserReadsIt(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
}

export function checkUrl(value: string, kind: UrlKind = "link"): UrlCheck {
  const url = asBrowserReadsIt(value);
  if (!url) return { ok: false, reason: "it is empty" };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return { ok: false, reason: "it holds control characters" };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme) {
    if (!SCHEMES[kind].has(scheme)) return { ok: false, reason: `the scheme '${scheme}:' is not allowed` };
    if (scheme === "http" || scheme === "https") {
      try {
        const parsed = new URL(url);
        if (!parsed.hostname) return { ok: false, reason: "it names no host" };
      } catch {
        return { ok: false, reason: "it is not a valid web address" };
      }
    }
    return { ok: true, url };
  }
  if (url.startsWith("//") || url.startsWith("/\\") || url.startsWith("\\")) {
    return { ok: false, reason: "a URL starting with '//' or a backslash leads to another site" };
  }
  if (url.startsWith("/") || url.startsWith("#") || url.startsWith("?")) return { ok: true, url };
  return { ok: false, reason: "it is neither an absolute http(s)/mailto/tel address nor a path starting with '/'" };
}

/** Whether a checked URL leaves the site (so it gets rel="noopener noreferrer"). */
export function isExternal(url: string, siteOrigin?: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return false;
  if (scheme !== "http" && scheme !== "https") return false;
  if (!siteOrigin) return true;
  try {
    return new URL(url).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

/** An e-mail address fit for a mailto: link: one @, no spaces, no characters that would end the attribute. */
export function checkEmail(value: string): UrlCheck {
  const mail = value.trim();
  return /^[^\s@<>"'`()\\,;:]+@[^\s@<>"'`()\\,;:]+\.[^\s@<>"'`()\\,;:]+$/.test(mail)
    ? { ok: true, url: mail }
    : { ok: false, reason: "it is not an e-mail address (name@domain)" };
}
