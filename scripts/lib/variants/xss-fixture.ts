/**
 * A copy of the content data with an XSS payload in every rich, plain-text, URL, colour and script-bearing field,
 * for the `xss` build variant. Each payload calls `__xss("<file>:<field>")`, which the e2e test defines in the
 * browser: any call is a payload that ran. Slugs, ids, images and phone numbers stay as they are so that the site
 * still builds the same pages (and Gatsby's image cache is reused). Every text the site shows (rich and plain) also
 * holds LONG_WORDS, which must wrap at 320 px in every engine (e2e/engines/pages.spec.ts).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import * as path from "node:path";

/** Long unbroken strings a content manager pastes: a URL with its query, a product code. */
export const LONG_WORDS = {
  url: "https://www.termofort.md/catalog/ferestre-termoizolante/profil-pvc-sase-camere/configurator?culoare=antracit-mat&utm_source=newsletter",
  code: "TF-PVC6K-1200x1400-ANTRACIT-LAMINAT-DUBLU-STICLA-TRIPLA-4/16Ar/4/16Ar/4-LowE",
};
const longWordsText = ` ${LONG_WORDS.url} ${LONG_WORDS.code} `;
const longWordsHtml = `<p>${LONG_WORDS.url} <a href="${LONG_WORDS.url}">${LONG_WORDS.url}</a> <code>${LONG_WORDS.code}</code></p>`;

const call = (tag: string) => `__xss(&quot;${tag}&quot;)`;
const js = (tag: string) => `__xss("${tag}")`;

/** Rich HTML: vectors that executed on an unsanitised site and a few classic ones. */
export const richPayload = (tag: string) =>
  [
    `<script>${js(tag)}</script>`,
    `<img src=x onerror="${call(tag)}">`,
    `<svg><animate onbegin="${call(tag)}" attributeName=x dur=1s></svg>`,
    `<details open ontoggle="${call(tag)}"><summary>s</summary></details>`,
    `<a href="javascript:${call(tag)}">js link</a>`,
    `<a href="JaVa&#x09;ScRiPt:${call(tag)}">js link 2</a>`,
    `<iframe src="javascript:${call(tag)}"></iframe>`,
    `<iframe srcdoc="<script>parent.${js(tag)}</script>"></iframe>`,
    `<object data="javascript:${call(tag)}"></object>`,
    `<form action="javascript:${call(tag)}"><button>go</button></form>`,
    `<p style="background:url(javascript:${call(tag)})">styled</p>`,
    `<math><mtext><table><mglyph><style><img src=x onerror="${call(tag)}">`,
    `<noscript><p title="</noscript><img src=x onerror=${call(tag)}>">`,
  ].join("");

export const plainPayload = (tag: string) => `"><img src=x onerror=${js(tag)}><script>${js(tag)}</script>`;
export const urlPayload = (tag: string) => `javascript:${js(tag)}`;
export const colourPayload = (tag: string) => `red;background:url("javascript:${js(tag)}")`;

const PLAIN = new Set([
  "title",
  "theme",
  "description",
  "short_description",
  "alt",
  "author",
  "seo_title",
  "seo_description",
  "seo_keyword",
  "keyword",
  "address",
  "working_hours",
  "text",
  "note",
  "value",
  // The company's proof (reviews, finished work, certificates, company facts).
  "place",
  "source",
  "building_type",
  "issuer",
  "label",
  "legal_name",
  "street_address",
  "locality",
  "postal_code",
  "idno",
]);
const RICH = new Set(["content"]);
const URLS = new Set(["link", "url", "facebook", "instagram", "map_url", "privacy_policy", "source_url"]);
const COLOURS =
  /(_color|Color|^bgMainBlocks$|^mainLinksButtonHover$|^bgSecondaryBlocks$|^secondaryLinksButtonHover$|^mainBorderColor$|^customInputBorderBg$|^modalBgColor$|^mainStrokeColor$|^message_button$|^hex$)/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function poison(file: string, key: string, value: Json): Json {
  const tag = `${file}:${key}`;
  if (Array.isArray(value)) return value.map((item) => poison(file, key, item));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(file, k, v)]));
  }
  if (typeof value !== "string") return value;
  if (key === "google_tag_manager") return `<script>${js(tag)}</script>`;
  if (key === "google_id") return `G-1");${js(tag)};("`;
  if (key === "yandex_id") return `1;${js(tag)}`;
  if (key === "mail") return `x@y.z"><img src=x onerror=${js(tag)}>`;
  if (RICH.has(key) || (file === "product-item" && key === "description"))
    return `${value}${longWordsHtml}${richPayload(tag)}`;
  if (URLS.has(key)) return urlPayload(tag);
  if (COLOURS.test(key)) return colourPayload(tag);
  if (PLAIN.has(key)) return `${value}${longWordsText}${plainPayload(tag)}`;
  return value;
}

/** Writes the poisoned copy of `from` ({ro,ru}/*.json) into `to`; returns `to`. */
export function writeXssFixture(from: string, to: string): string {
  for (const locale of ["ro", "ru"]) {
    mkdirSync(path.join(to, locale), { recursive: true });
    for (const name of readdirSync(path.join(from, locale)).filter((file) => file.endsWith(".json"))) {
      const file = name.replace(/\.json$/, "");
      const data = JSON.parse(readFileSync(path.join(from, locale, name), "utf8")) as Json;
      let poisoned = file === "messengers" ? poisonMessengers(data) : poison(file, "", data);
      if (file === "blog-item") poisoned = withInternalLinks(poisoned, locale, from);
      writeFileSync(path.join(to, locale, name), JSON.stringify(poisoned, null, 2));
    }
  }
  return to;
}

/** Messengers keep their names (the `call` entry is the phone number) and one valid link, so the widget renders. */
function poisonMessengers(data: Json): Json {
  if (!Array.isArray(data)) return data;
  return data.map((entry, index) => {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) return entry;
    const last = index === data.length - 1;
    return {
      ...entry,
      ...(typeof entry.link === "string" && !last ? { link: urlPayload(`messengers:link`) } : {}),
      backgroundColor: colourPayload("messengers:backgroundColor"),
    };
  });
}

/** The first article starts with (the payloads leave tags open) links to a category by its other-language slug and to a page that does not exist. */
function withInternalLinks(data: Json, locale: string, from: string): Json {
  const menu = JSON.parse(readFileSync(path.join(from, locale, "menu-item.json"), "utf8")) as Array<{
    slug_ro: string;
    slug_ru: string;
  }>;
  const other = locale === "ro" ? `/ru/${menu[0]?.slug_ru}` : `/${menu[0]?.slug_ro}`;
  const links = `<p><a href="${other}">other-language link</a> <a href="/no-such-page">broken</a></p>`;
  const articles = Array.isArray(data) ? data : [];
  return articles.map((article, index) =>
    index === 0 && article && typeof article === "object" && !Array.isArray(article)
      ? { ...article, content: `${links}${String(article.content ?? "")}` }
      : article,
  );
}
