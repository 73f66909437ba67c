/**
 * Keeps the last version of every item and optional section that passed the contract, in Gatsby's plugin cache, so
 * that one bad edit never blocks the others: the broken item is reported and its last published version is built
 * instead (a new item that is broken is left out). Optional sections get a longer retry budget than one request
 * before their last good data is used; with none, the build fails, so the live site never silently loses them.
 */
import { DEFAULTS } from "./constants";
import { type Locale } from "../../../contract";
import type { ContentReport } from "./content-report";
import { ContentContractError, ContentFetchError } from "./errors";

/** The part of Gatsby's `cache` (sourceNodes) this needs; values must be plain JSON. */
export interface KeyValueCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

export type ItemKind = "article" | "product" | "info page" | "category" | "review" | "finished work" | "certificate";

export interface LastGoodOptions {
  /** How long a failing optional section is retried before its last good data is used (after the client's own retries). */
  sectionBudgetMs?: number;
  /** Pause between those retries. */
  sectionRetryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /**
   * True for a value the service confirmed unchanged (a 304 answered from the conditional cache): it was stored
   * here when it was first fetched, so it is not written again (one cache file per item was most of a rebuild's
   * sourcing).
   */
  unchanged?: (value: unknown) => boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const lastGoodKey = (kind: string, locale: Locale, id: string | number) => `last-good:${kind}:${locale}:${id}`;

function problemOf(error: unknown): { field?: string; problem: string } {
  if (error instanceof ContentContractError) return { field: error.field, problem: error.detail };
  if (error instanceof ContentFetchError) return { problem: `it could not be read (${error.message})` };
  return { problem: (error as Error).message };
}

export class LastGood {
  private readonly budgetMs: number;
  private readonly retryDelayMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly unchanged: (value: unknown) => boolean;

  constructor(
    private readonly cache: KeyValueCache,
    private readonly report: ContentReport,
    options: LastGoodOptions = {},
  ) {
    this.budgetMs = options.sectionBudgetMs ?? DEFAULTS.sectionBudgetMs;
    this.retryDelayMs = options.sectionRetryDelayMs ?? 5_000;
    this.sleep = options.sleep ?? defaultSleep;
    this.now = options.now ?? (() => Date.now());
    this.unchanged = options.unchanged ?? (() => false);
  }

  /**
   * One item (article, product, info page, category). `load` fetches and validates it; when it breaks the contract or
   * cannot be read, the last good version is returned (null: a new item, left out), and the report says so.
   */
  async item<T>(
    kind: ItemKind,
    locale: Locale,
    id: string | number,
    title: string | undefined,
    load: () => T | Promise<T>,
  ): Promise<T | null> {
    const key = lastGoodKey(kind, locale, id);
    try {
      const value = await load();
      if (!this.unchanged(value)) await this.cache.set(key, value);
      return value;
    } catch (error) {
      if (!(error instanceof ContentContractError || error instanceof ContentFetchError)) throw error;
      const last = (await this.cache.get(key)) as T | undefined;
      const { field, problem } = problemOf(error);
      this.report.add({
        severity: "warning",
        type: kind,
        id,
        locale,
        title: title ?? looseTitle(last),
        field,
        problem,
        outcome:
          last === undefined
            ? "This new item is left out of the site until it is fixed"
            : "Its last published version stays on the site",
        fix: field
          ? `correct '${field}' of this ${kind} in the CMS (${locale}) and save again`
          : `check this ${kind} in the CMS (${locale}) and save again`,
      });
      return last ?? null;
    }
  }

  /**
   * An optional section (messengers, offers, partners, ...). A failure is retried for the budget; then its last good
   * data is used and reported; with none, the error is thrown and the build fails (the live site stays as it was).
   * An absent section (404, `load` gives null) is the CMS saying it is not there: no fallback.
   */
  async section<T>(locale: Locale, endpoint: string, load: () => Promise<T | null>): Promise<T | null> {
    const key = lastGoodKey("section", locale, endpoint);
    const deadline = this.now() + this.budgetMs;
    let failure: unknown;
    for (;;) {
      try {
        const value = await load();
        if (value !== null) await this.cache.set(key, value);
        return value;
      } catch (error) {
        failure = error;
        if (error instanceof ContentContractError || !(error instanceof ContentFetchError)) break;
        if (this.now() + this.retryDelayMs > deadline) break;
        await this.sleep(this.retryDelayMs);
      }
    }
    const last = (await this.cache.get(key)) as T | undefined;
    if (last === undefined) throw failure;
    const { field, problem } = problemOf(failure);
    this.report.add({
      severity: "warning",
      type: "section",
      id: `/${locale}/api/${endpoint}`,
      locale,
      field,
      problem:
        failure instanceof ContentFetchError ? `${problem}, also after ${this.budgetMs / 1000} s of retries` : problem,
      outcome: "The last published version of this section stays on the site",
      fix:
        failure instanceof ContentContractError
          ? `correct '${field}' of this section in the CMS (${locale}) and save again`
          : "publish again once the content service answers",
    });
    return last;
  }
}

/** A title for the report from an entry that may not have passed the contract. */
export function looseTitle(value: unknown): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  const title = record.title ?? record.theme ?? record.author;
  return typeof title === "string" ? title : undefined;
}

/** The id of an entry that may not have passed the contract, or undefined. */
export function looseId(value: unknown): number | undefined {
  if (!value || typeof value !== "object") return undefined;
  const id = (value as Record<string, unknown>).id;
  return typeof id === "number" && Number.isInteger(id) ? id : undefined;
}
