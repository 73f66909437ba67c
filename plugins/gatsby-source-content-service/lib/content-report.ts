/**
 * What the build found wrong with the content, in words a content manager can act on. Every problem with one item
 * (sanitised HTML, an unsafe URL, a bad colour, an item that breaks the contract) is one `ContentIssue`: the build
 * output prints it, and the whole list is written as JSON for the publisher's release report.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import type { Locale } from "./constants";

export interface ContentIssue {
  /** "warning": the build went on (a default, the last good version, or the item left out); "error": it stopped. */
  severity: "warning" | "error";
  /** The kind of item in the content managers' words: "article", "info page", "site settings", ... */
  type: string;
  id?: string | number;
  locale?: Locale;
  title?: string;
  /** The field as the content service names it (`content`, `theme.button_color`, `button.link`). */
  field?: string;
  /** What is wrong. */
  problem: string;
  /** What the build did about it. */
  outcome: string;
  /** What to change in the CMS. */
  fix?: string;
}

/** One line a person can read: which item, which field, what is wrong, what happened, what to change. */
export function describeIssue(issue: ContentIssue): string {
  const item = [
    issue.type,
    issue.id === undefined ? "" : ` ${issue.id}`,
    issue.title ? ` "${issue.title}"` : "",
    issue.locale ? ` (${issue.locale})` : "",
  ].join("");
  const field = issue.field ? `, field '${issue.field}'` : "";
  const fix = issue.fix ? ` To fix: ${issue.fix}` : "";
  return `${item}${field}: ${issue.problem}. ${issue.outcome}.${fix}`;
}

/** Where the build writes its list of issues (read by the publisher); CONTENT_REPORT_FILE moves it. */
export const CONTENT_REPORT_FILE = process.env.CONTENT_REPORT_FILE || path.join(".cache", "content-report.json");

export class ContentReport {
  readonly issues: ContentIssue[] = [];

  constructor(private readonly print: (issue: ContentIssue, line: string) => void = () => {}) {}

  add(issue: ContentIssue): void {
    this.issues.push(issue);
    this.print(issue, describeIssue(issue));
  }

  write(file: string = CONTENT_REPORT_FILE): void {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ issues: this.issues }, null, 2));
  }
}
