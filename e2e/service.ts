/** The embedded content service the e2e build uses: its leads file and its fault control API. */
import { existsSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { E2E } from "../playwright.config";

export interface StoredLead {
  time: string;
  path: string;
  idempotency_key: string | null;
  body: Record<string, unknown>;
}

const CONTROL = `http://localhost:${E2E.contentPort}/__control/faults`;

/** The leads a content service stored, from its leads file. */
export function readLeads(file: string): StoredLead[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredLead);
}

/** The leads of the e2e build's own content service (every worker's). */
export const leads = () => readLeads(path.resolve(__dirname, "..", E2E.leadsFile));

export const leadsNamed = (name: string) => leads().filter((lead) => lead.body.name === name);

export async function setFaults(rules: object[]) {
  await fetch(CONTROL, { method: "DELETE" });
  if (rules.length) {
    const response = await fetch(CONTROL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(rules),
    });
    if (!response.ok) throw new Error(`Setting faults failed: ${response.status} ${await response.text()}`);
  }
}

/** A name no other test uses, so each test finds its own leads in the shared file. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
