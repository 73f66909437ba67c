/**
 * What in the content would ship as a demo or leave the site unfinished: placeholder hosts and demo tokens in any
 * field, the company's legal facts, indexing, analytics and the consent texts that must come with it, and links to
 * pages that do not exist. It judges the content as a build would publish it (the plugin's readCheckedContent).
 */
import type { CheckedContent, SecuredContent } from "../plugins/gatsby-source-content-service/public";
import { blocking, warning, type Finding } from "./findings";
import { placeholdersIn } from "./placeholders";

/** Each section of the content in the content managers' words. */
const SECTIONS: Record<string, string> = {
  menu: "category",
  products: "product",
  articles: "article",
  homeCategories: "home category",
  benefits: "benefit",
  contact: "contacts",
  messengers: "messenger",
  infoPages: "info page",
  settings: "site settings",
  registeredSite: "site registration",
  homeSeo: "home SEO",
  homeInfo: "home info section",
  creditOffer: "credit offer",
  giftOffer: "gift offer",
  partners: "partner",
  slides: "banner slide",
  calculator: "calculator",
  reviews: "review",
  finishedWork: "finished work",
  certificates: "certificate",
  company: "company",
};

interface Hit {
  /** The section and id: the same item in both locales. */
  key: string;
  item: string;
  field: string;
  found: string[];
}

function label(section: string, entry: unknown): string {
  const record = (entry ?? {}) as Record<string, unknown>;
  const id = record.id === undefined ? "" : ` ${String(record.id)}`;
  const title = [record.title, record.name, record.theme, record.author].find((value) => typeof value === "string");
  return `${SECTIONS[section] ?? section}${id}${title ? ` "${title as string}"` : ""}`;
}

/** Every string of a section with its field path, its item named as the content managers know it. */
function* strings(value: unknown, field: string): Generator<[string, string]> {
  if (typeof value === "string") yield [field, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* strings(item, `${field}[${index}]`);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* strings(item, field ? `${field}.${key}` : key);
}

/** `ignored`: the content service's own host, where images are fetched from at build time (checked as a setting). */
function placeholderHits(content: SecuredContent, ignored: string): Hit[] {
  const hits: Hit[] = [];
  for (const [section, value] of Object.entries(content)) {
    if (!(section in SECTIONS)) continue;
    const entries = Array.isArray(value) ? value : [value];
    for (const entry of entries) {
      for (const [field, text] of strings(entry, "")) {
        const found = placeholdersIn(text).filter((value) => value !== ignored);
        const id = (entry as { id?: unknown } | null)?.id;
        if (found.length) hits.push({ key: `${section} ${String(id)}`, item: label(section, entry), field, found });
      }
    }
  }
  return hits;
}

/** One finding for what both locales share, the locales named. */
function byLocale<T>(contents: SecuredContent[], find: (content: SecuredContent) => T[], key: (hit: T) => string) {
  const seen = new Map<string, { hit: T; locales: string[] }>();
  for (const content of contents) {
    for (const hit of find(content)) {
      const entry = seen.get(key(hit));
      if (entry) entry.locales.push(content.locale);
      else seen.set(key(hit), { hit, locales: [content.locale] });
    }
  }
  return [...seen.values()];
}

function companyFindings(contents: SecuredContent[]): Finding[] {
  const missing = byLocale(
    contents,
    (content) => {
      const company = content.company;
      return [
        !company?.legal_name && "legal name (legal_name)",
        !company?.idno && "IDNO (idno, 13 digits)",
        !(company?.street_address && company.locality) && "address (street_address, locality)",
        !company?.opening_hours.length && "opening hours (opening_hours)",
      ].filter((fact): fact is string => Boolean(fact));
    },
    (fact) => fact,
  );
  return missing.map(({ hit, locales }) =>
    blocking(
      "content",
      `the company's ${hit} is missing (${locales.join(", ")}): the footer, the contacts page and the search engines' company facts need it`,
      "fill it in the CMS's company section (company/)",
    ),
  );
}

export interface ContentFacts {
  /** Third-party scripts configured outside the content (LIVE_CHAT_SCRIPT_URL, CRM_FORM_SCRIPT_URL). */
  scripts: string[];
  /** The content service's host: its own URLs (images) are judged by the CONTENT_API_URL setting. */
  serviceHost: string;
  /** The consent prompt's texts per locale (locales/{ro,ru}/translation.json, `consent`). */
  consentTexts: Record<string, Record<string, unknown> | undefined>;
}

function trackerFindings(contents: SecuredContent[], facts: ContentFacts): Finding[] {
  const trackers = new Set(facts.scripts);
  for (const content of contents) {
    if (content.settings.google_id) trackers.add("google_id");
    if (content.settings.yandex_id) trackers.add("yandex_id");
    if (content.registeredSite.google_tag_manager) trackers.add("google_tag_manager");
  }
  const analytics = ["google_id", "yandex_id", "google_tag_manager"].filter((name) => trackers.has(name));
  const findings: Finding[] = [];
  if (analytics.length === 0) {
    findings.push(
      warning(
        "content",
        "no analytics ids (site settings google_id, yandex_id; the site registration's google_tag_manager): the company will see no visits or conversions",
        "enter the GA4 id, the Metrica counter or the GTM container in the CMS, if the company wants figures",
      ),
    );
  }
  if (trackers.size === 0) return findings;
  const keys = new Set(Object.values(facts.consentTexts).flatMap((texts) => Object.keys(texts ?? {})));
  for (const [locale, texts] of Object.entries(facts.consentTexts)) {
    const empty = [...keys].filter((key) => typeof texts?.[key] !== "string" || !(texts[key] as string).trim());
    if (!texts || empty.length) {
      findings.push(
        blocking(
          "content",
          `${[...trackers].join(", ")} configured, but the consent prompt's texts are missing in ${locale}${empty.length ? ` (${empty.join(", ")})` : ""}`,
          `complete 'consent' in locales/${locale}/translation.json before any tracker goes live`,
        ),
      );
    }
  }
  for (const content of contents) {
    if (!content.registeredSite.privacy_policy) {
      findings.push(
        blocking(
          "content",
          `${[...trackers].join(", ")} configured, but the site registration has no privacy policy link (${content.locale}): the consent prompt must link to it`,
          "set privacy_policy in the CMS's site registration to the policy's info page",
        ),
      );
    }
  }
  return findings;
}

export function contentFindings(checked: CheckedContent, facts: ContentFacts): Finding[] {
  const { contents } = checked;
  const findings: Finding[] = [];
  for (const { hit, locales } of byLocale(
    contents,
    (content) => placeholderHits(content, facts.serviceHost),
    (hit) => `${hit.key}|${hit.field}|${hit.found.join()}`,
  )) {
    findings.push(
      blocking(
        "content",
        `${hit.item} (${locales.join(", ")}), field '${hit.field}': ${hit.found.join(", ")} is demo or placeholder data`,
        "replace it in the CMS with the real value, or clear the field",
      ),
    );
  }
  const unindexed = contents
    .filter((content) => !content.registeredSite.ready_to_indexing)
    .map((content) => content.locale);
  if (unindexed.length) {
    findings.push(
      blocking(
        "content",
        `indexing is off (ready_to_indexing false in the site registration, ${unindexed.join(", ")}): every page says noindex and search engines leave the site out`,
        "tick ready_to_indexing in the CMS's site registration when the site is ready to be found",
      ),
    );
  }
  findings.push(...companyFindings(contents), ...trackerFindings(contents, facts));
  for (const link of checked.brokenLinks) {
    findings.push(
      warning(
        "content",
        `${link.type}${link.id === undefined ? "" : ` ${link.id}`}${link.title ? ` "${link.title}"` : ""} (${link.locale}), field '${link.field}': '${link.href}' is a page that does not exist (a renamed or removed one?); it leads to the 404 page and is not prefetched`,
        "point it at an existing page in the CMS",
      ),
    );
  }
  return findings;
}
