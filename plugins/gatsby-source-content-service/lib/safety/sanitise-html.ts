/**
 * Rich HTML from the content service is cleaned here, at build time, before it becomes a node field: templates put
 * it in the page as is, so this is the only place that stands between a stolen CMS account and the visitors.
 * sanitize-html (htmlparser2) does the parsing and the allowlist; the hook below only watches what it is about to
 * drop (so the content report can say it), rewrites internal links and adds rel to external ones; the text filter
 * turns phone numbers and e-mail addresses written as text into tel:/mailto: links (contact-links.ts).
 */
import sanitizeHtml from "sanitize-html";
import { linkContacts } from "./contact-links";
import { checkUrl, isExternal } from "./urls";

/** Everything the demo content and an ordinary article editor produce; nothing that runs, loads or styles. */
export const ALLOWED_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "a",
  "img",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "small",
  "mark",
  "blockquote",
  "figure",
  "figcaption",
  "code",
  "pre",
  "span",
  "div",
] as const;

export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height", "loading"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  ol: ["start", "reversed"],
};

/** Elements whose text is code or markup: dropped with their content rather than left as visible text. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "plaintext",
  "template",
  "title",
  "svg",
  "math",
  "object",
  "select",
];

export type LinkTarget = { path: string } | { broken: true };

export interface SanitiseOptions {
  /** The site's public origin: absolute links to it count as internal. */
  siteOrigin?: string;
  /**
   * Maps a site path (no query or hash) to the current URL of its page, `{ broken: true }` for a page that does
   * not exist, or undefined for a path that is not a page (a file under /media/, say), which is left as it is.
   */
  resolveLink?: (pathname: string) => LinkTarget | undefined;
  /** Whether an absolute image URL may be shown (its host is the content service or allowlisted). */
  imageAllowed?: (url: string) => boolean;
}

export interface SanitiseResult {
  html: string;
  /** What was taken out, in words, each once with a count ("<script> element ×2"). */
  removed: string[];
  /** Internal links whose target does not exist, as written in the content. */
  brokenLinks: string[];
}

const allowedTagSet = new Set<string>(ALLOWED_TAGS);

function shorten(value: string): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}

function splitPath(url: string): { pathname: string; rest: string } {
  const index = url.search(/[?#]/);
  return index === -1 ? { pathname: url, rest: "" } : { pathname: url.slice(0, index), rest: url.slice(index) };
}

const ALLOWLIST: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  allowedStyles: {},
  parseStyleAttributes: false,
};

/**
 * Phone numbers and e-mail addresses in the text of already clean HTML become links (contact-links.ts). A second
 * pass with the same allowlist, because the first one hands its text filter the text in pieces wherever the CMS
 * wrote an entity ("069&nbsp;123&nbsp;456"), while its output holds that text whole. Text inside a link (links do
 * not nest) or code (shown as written) is left as it is.
 */
function withContactLinks(clean: string): string {
  let keptAsText = 0;
  const keepsText = (tag: string) => tag === "a" || tag === "code" || tag === "pre";
  return sanitizeHtml(clean, {
    ...ALLOWLIST,
    onOpenTag: (tag) => {
      if (keepsText(tag)) keptAsText += 1;
    },
    onCloseTag: (tag) => {
      if (keepsText(tag)) keptAsText = Math.max(0, keptAsText - 1);
    },
    textFilter: (escaped) => (keptAsText > 0 ? escaped : linkContacts(escaped)),
  });
}

export function sanitiseHtml(html: string, options: SanitiseOptions = {}): SanitiseResult {
  const removed = new Map<string, number>();
  const note = (what: string) => removed.set(what, (removed.get(what) ?? 0) + 1);
  const brokenLinks: string[] = [];

  const internalPath = (url: string): string | null => {
    if (url.startsWith("/")) return url;
    if (options.siteOrigin && /^https?:/i.test(url)) {
      const parsed = new URL(url);
      if (parsed.origin === new URL(options.siteOrigin).origin)
        return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    }
    return null;
  };

  const rewriteHref = (href: string): string => {
    const local = internalPath(href);
    if (local === null || !options.resolveLink) return href;
    const { pathname, rest } = splitPath(local);
    const target = options.resolveLink(pathname);
    if (target === undefined) return local;
    if ("broken" in target) {
      brokenLinks.push(href);
      return local;
    }
    return `${target.path}${rest}`;
  };

  const watch: sanitizeHtml.Transformer = (tagName, attribs) => {
    // The page has its own h1; a pasted one becomes a section heading.
    const tag = tagName.toLowerCase() === "h1" ? "h2" : tagName.toLowerCase();
    const attributes: sanitizeHtml.Attributes = { ...attribs };
    if (!allowedTagSet.has(tag)) {
      note(`<${tag}> element`);
      return { tagName: tag, attribs: attributes };
    }
    const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
    for (const name of Object.keys(attributes)) {
      if (!allowed.includes(name.toLowerCase())) {
        note(/^on/i.test(name) ? `'${name}' event handler on <${tag}>` : `'${name}' attribute on <${tag}>`);
        delete attributes[name];
      }
    }
    if (tag === "a" && attributes.href !== undefined) {
      const check = checkUrl(attributes.href, "link");
      if (!check.ok) {
        note(`unsafe link '${shorten(attributes.href)}' (${check.reason})`);
        delete attributes.href;
      } else {
        attributes.href = rewriteHref(check.url);
      }
    }
    if (tag === "a") {
      const external = attributes.href !== undefined && isExternal(attributes.href, options.siteOrigin);
      if (attributes.target !== undefined && attributes.target !== "_blank") delete attributes.target;
      if (external || attributes.target) attributes.rel = "noopener noreferrer";
      else delete attributes.rel;
    }
    if (tag === "img" && attributes.src !== undefined) {
      const check = checkUrl(attributes.src, "image");
      const local = attributes.src.trim().startsWith("/") && !attributes.src.trim().startsWith("//");
      if (!check.ok && !local) {
        note(`image with unsafe source '${shorten(attributes.src)}' (${check.reason})`);
        delete attributes.src;
      } else if (check.ok && !local && options.imageAllowed && !options.imageAllowed(check.url)) {
        note(`image from a host that is not allowed ('${shorten(attributes.src)}')`);
        delete attributes.src;
      }
    }
    if (tag === "img" && attribs.src === undefined) note("<img> without a source");
    return { tagName: tag, attribs: attributes };
  };

  const clean = sanitizeHtml(html, {
    ...ALLOWLIST,
    transformTags: { "*": watch },
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  });

  return {
    html: /\d{3}|@/.test(clean) ? withContactLinks(clean) : clean,
    removed: [...removed].map(([what, count]) => (count > 1 ? `${what} ×${count}` : what)),
    brokenLinks,
  };
}
