/**
 * Results of `sanitiseHtml` kept between builds. Sanitising every article's HTML costs CPU in proportion to the
 * catalogue on every build, although a rebuild's HTML is almost always the same as the last build's.
 *
 * A result depends on the HTML, the locale (internal links are resolved per locale) and the rest of the options:
 * the link map (every slug of every item: `createLinkResolver(...).digest`), the site origin, the image policy and
 * the code and the site's options (the rules here, the plugin's sources, the routes). The caller folds all of those but the HTML
 * and the locale into `context`; a file made under another context is not used at all. So an unchanged text with
 * an unchanged link map is not sanitised again, and anything else goes the full way.
 *
 * Kept small: a result whose HTML is the input as it was (clean CMS HTML comes out unchanged) stores no copy of it.
 * The file is written only when this build sanitised something new or no longer needed an old entry.
 */
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import * as path from "node:path";
import writeFileAtomic from "write-file-atomic";
import type { Locale } from "../../../../contract";
import type { SanitiseResult } from "./sanitise-html";

export interface SanitiseMemo {
  get(locale: Locale, html: string): SanitiseResult | undefined;
  set(locale: Locale, html: string, result: SanitiseResult): void;
}

interface Entry {
  /** Absent when the sanitised HTML is the input itself. */
  html?: string;
  removed: string[];
  brokenLinks: string[];
}

const FORMAT = 1;

const keyOf = (locale: Locale, html: string) =>
  createHash("sha256").update(locale).update("\0").update(html).digest("base64url");

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

const isEntry = (value: unknown): value is Entry => {
  if (!value || typeof value !== "object") return false;
  const entry = value as Record<string, unknown>;
  return (
    (entry.html === undefined || typeof entry.html === "string") &&
    isStrings(entry.removed) &&
    isStrings(entry.brokenLinks)
  );
};

export class FileSanitiseMemo implements SanitiseMemo {
  private entries = new Map<string, Entry>();
  private readonly used = new Set<string>();
  private added = 0;
  /** Lookups answered from the file, for the build's status line. */
  hits = 0;

  constructor(
    private readonly file: string,
    private readonly context: string,
  ) {}

  /** Reads the file of the last build; a missing, damaged or other-context file leaves the memo empty. */
  async load(): Promise<this> {
    try {
      const stored = JSON.parse((await fs.readFile(this.file)).toString("utf8")) as {
        format?: unknown;
        context?: unknown;
        entries?: unknown;
      };
      if (stored.format === FORMAT && stored.context === this.context && Array.isArray(stored.entries)) {
        this.entries = new Map(
          (stored.entries as unknown[]).filter(
            (item): item is [string, Entry] => Array.isArray(item) && typeof item[0] === "string" && isEntry(item[1]),
          ),
        );
      }
    } catch {
      // No file yet (first build, cleared cache) or an unreadable one: everything is sanitised.
    }
    return this;
  }

  get(locale: Locale, html: string): SanitiseResult | undefined {
    const key = keyOf(locale, html);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.used.add(key);
    this.hits += 1;
    return { html: entry.html ?? html, removed: [...entry.removed], brokenLinks: [...entry.brokenLinks] };
  }

  set(locale: Locale, html: string, result: SanitiseResult): void {
    const key = keyOf(locale, html);
    this.entries.set(key, {
      ...(result.html === html ? {} : { html: result.html }),
      removed: result.removed,
      brokenLinks: result.brokenLinks,
    });
    this.used.add(key);
    this.added += 1;
  }

  /** Keeps what this build used; writes only when that differs from the file (written whole or not at all; a cache, so without fsync). */
  async save(): Promise<void> {
    if (this.added === 0 && this.used.size === this.entries.size) return;
    const kept = [...this.entries].filter(([key]) => this.used.has(key));
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await writeFileAtomic(this.file, JSON.stringify({ format: FORMAT, context: this.context, entries: kept }), {
      fsync: false,
    });
    this.entries = new Map(kept);
    this.added = 0;
  }
}
