/**
 * What the build found wrong with the content, in words a content manager can act on. Every problem with one item
 * (sanitised HTML, an unsafe URL, a bad colour, an item that breaks the contract) is one `ContentIssue`: the build
 * output prints it, and the whole list is written as JSON for the publisher's release report.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { describeIssue, type ContentIssue } from "./content-issues";

export { describeIssue, type ContentIssue };

export class ContentReport {
  readonly issues: ContentIssue[] = [];

  constructor(private readonly print: (issue: ContentIssue, line: string) => void = () => {}) {}

  add(issue: ContentIssue): void {
    this.issues.push(issue);
    this.print(issue, describeIssue(issue));
  }

  /** Writes the list of issues for the publisher (the `reportFile` option). */
  write(file: string): void {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ issues: this.issues }, null, 2));
  }
}
