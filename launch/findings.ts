/** One thing the launch check found: what is not ready, and what to set or fix. */
export interface Finding {
  /** True: the site must not launch like this (the check exits non-zero). False: a warning to read. */
  blocks: boolean;
  /** Where it is: "alerts", "settings", "content", "disk". */
  area: "alerts" | "settings" | "content" | "disk";
  /** What is not ready, naming the setting or the item and field. */
  what: string;
  /** What to set or fix. */
  fix: string;
}

export const blocking = (area: Finding["area"], what: string, fix: string): Finding => ({
  blocks: true,
  area,
  what,
  fix,
});
export const warning = (area: Finding["area"], what: string, fix: string): Finding => ({
  blocks: false,
  area,
  what,
  fix,
});

/** The report as a person reads it: what blocks the launch first, then the warnings, each with its fix. */
export function describeFindings(findings: readonly Finding[]): string {
  const blocks = findings.filter((finding) => finding.blocks);
  const warnings = findings.filter((finding) => !finding.blocks);
  const list = (items: Finding[]) => items.map((item) => `  - [${item.area}] ${item.what}\n    To fix: ${item.fix}`);
  const lines = [
    blocks.length ? `Not ready for launch: ${blocks.length} item(s) block it.` : "Ready for launch: nothing blocks it.",
  ];
  if (blocks.length) lines.push("", "Blocking:", ...list(blocks));
  if (warnings.length) lines.push("", `Warnings (${warnings.length}):`, ...list(warnings));
  return lines.join("\n");
}

/** The one-line form the publisher's release report shows. */
export const findingLine = (finding: Finding) => `[${finding.area}] ${finding.what}. To fix: ${finding.fix}`;
