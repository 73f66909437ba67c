/** One problem the build found with one item, and the line that describes it (content-report.ts keeps the list). */
import type { Locale } from "../../../contract";

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
