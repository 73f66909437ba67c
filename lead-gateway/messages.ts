/**
 * What the sales team reads: one message per new lead (kind, name, phone as a tel: link, page, product or calculator
 * configuration, campaign attribution, and any other field the lead carries), and the notices (outage warning,
 * all-clear, a refusal). Everything in a lead is the visitor's text: escaped in HTML, never markup.
 */
import { ALERT_WORDS, type AlertWords } from "./alert-words";
import type { LeadEntry } from "./lead-book";

export interface Message {
  subject: string;
  text: string;
  html: string;
}

/** Fields with a place of their own in the message; every other field is listed after them as it came. */
const SHOWN = new Set(["request_kind", "idempotency_key", "name", "phone", "page", "window", "attribution"]);

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** "+373 (69) 123-456" as a dialable number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Chisinau time, as the sales team reads the clock, in the alerts' language (English on the gateway's own page). */
export function localTime(ms: number, words: AlertWords = ALERT_WORDS.en): string {
  const text = new Intl.DateTimeFormat(words.dateLocale, {
    timeZone: "Europe/Chisinau",
    dateStyle: "medium",
    timeStyle: "medium",
  }).format(new Date(ms));
  return `${text} (${words.chisinau})`;
}

/** Nested values as "a.b: value" lines: a calculator configuration, a product, a campaign. */
export function flatten(value: unknown, prefix = "", none = "none"): Array<[string, string]> {
  if (value === null || value === undefined) return prefix ? [[prefix, "–"]] : [];
  if (Array.isArray(value)) {
    if (value.length === 0) return prefix ? [[prefix, none]] : [];
    return value.flatMap((item, index) => flatten(item, `${prefix}[${index + 1}]`, none));
  }
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>).flatMap(([name, item]) =>
      flatten(item, prefix ? `${prefix}.${name}` : name, none),
    );
  }
  return [[prefix, String(value)]];
}

const str = (value: unknown) => (typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value));

interface Section {
  title: string;
  rows: Array<[string, string]>;
}

function render(subject: string, intro: Array<[string, string, string?]>, sections: Section[]): Message {
  const textRows = (rows: Array<[string, string]>) => rows.map(([name, value]) => `  ${name}: ${value}`).join("\n");
  const text = [
    subject,
    "",
    ...intro.map(([name, value]) => `${name}: ${value}`),
    ...sections.flatMap((section) => ["", `${section.title}:`, textRows(section.rows)]),
  ].join("\n");
  const cell = ([name, value, href]: [string, string, string?]) =>
    `<tr><th align="left" valign="top">${escapeHtml(name)}</th><td>${
      href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)
    }</td></tr>`;
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif">`,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>`,
    `<table cellpadding="4">${intro.map(cell).join("")}</table>`,
    ...sections.map(
      (section) =>
        `<h2 style="font-size:16px">${escapeHtml(section.title)}</h2><table cellpadding="2">${section.rows
          .map((row) => cell(row))
          .join("")}</table>`,
    ),
    `</body></html>`,
  ].join("\n");
  return { subject, text, html };
}

/** The alert for a new lead. */
export function leadMessage(lead: LeadEntry, siteUrl: string, words: AlertWords = ALERT_WORDS.en): Message {
  const body = lead.body ?? {};
  const name = str(body.name).trim();
  const phone = str(body.phone);
  const kind = words.kinds[lead.kind] ?? lead.kind;
  const window = body.window as Record<string, unknown> | undefined;
  const page = str(body.page ?? window?.page);
  // Only a path becomes a link, and only on the site: a visitor's text must not put a link in the sales team's mail.
  const pageUrl = /^\/(?![/\\])/.test(page) ? `${siteUrl}${page}` : null;
  const intro: Array<[string, string, string?]> = [
    [words.kind, kind],
    [words.name, name],
    [words.phone, phone, telHref(phone)],
    [words.page, pageUrl ?? (page || "–"), pageUrl ?? undefined],
    [words.received, localTime(lead.acceptedAt, words)],
  ];
  if (body.fast_submit === true) intro.push([words.note, words.fastSubmit]);
  const sections: Section[] = [];
  if (window)
    sections.push({
      title: words.calculator,
      rows: flatten(window, "", words.none).filter(([key]) => key !== "page"),
    });
  const others = Object.entries(body).filter(([field]) => !SHOWN.has(field));
  if (others.length)
    sections.push({
      title: words.otherFields,
      rows: others.flatMap(([field, value]) => flatten(value, field, words.none)),
    });
  if (body.attribution) sections.push({ title: words.attribution, rows: flatten(body.attribution, "", words.none) });
  sections.push({ title: words.reference, rows: [[words.leadKey, lead.key]] });
  return render(`${kind}: ${name}, ${phone}`, intro, sections);
}

/** A notice (warning, all-clear, refusal) as a message. */
export function noticeMessage(notice: { subject: string; text: string }): Message {
  return {
    subject: notice.subject,
    text: notice.text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif"><h1 style="font-size:20px">${escapeHtml(
      notice.subject,
    )}</h1><pre style="white-space:pre-wrap;font:inherit">${escapeHtml(notice.text)}</pre></body></html>`,
  };
}

/** The same message in Telegram's HTML subset (its links take http(s) only, so the phone is plain text it links). */
export function telegramText(message: Message): string {
  const rest = message.text.startsWith(message.subject)
    ? message.text.slice(message.subject.length).trimStart()
    : message.text;
  // Telegram's limit is 4096 characters, counted after its HTML is parsed.
  return `<b>${escapeHtml(message.subject)}</b>\n\n${escapeHtml(rest.slice(0, 3000))}`;
}
