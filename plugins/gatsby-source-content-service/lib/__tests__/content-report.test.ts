import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { ContentReport, describeIssue } from "../content-report";

describe("content report", () => {
  it("names the item, the field, the problem, the outcome and the fix in one line", () => {
    expect(
      describeIssue({
        severity: "warning",
        type: "article",
        id: 12,
        locale: "ru",
        title: "Как выбрать окно",
        field: "content",
        problem: "a <script> element was removed",
        outcome: "The article is published without it",
        fix: "paste the text without scripts",
      }),
    ).toBe(
      `article 12 "Как выбрать окно" (ru), field 'content': a <script> element was removed. ` +
        `The article is published without it. To fix: paste the text without scripts`,
    );
  });

  it("prints each issue as it is added and writes them all as JSON", () => {
    const printed: string[] = [];
    const report = new ContentReport((_issue, line) => printed.push(line));
    report.add({
      severity: "error",
      type: "menu",
      locale: "ro",
      problem: "the list is empty",
      outcome: "Nothing was built",
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), "report-")), "nested", "report.json");
    report.write(file);
    expect(printed).toEqual(["menu (ro): the list is empty. Nothing was built."]);
    expect(JSON.parse(readFileSync(file, "utf8")).issues).toHaveLength(1);
  });
});
