/** Content data for the launch check's tests: the demo's, made unready (or ready) on purpose, in a folder of its own. */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { ROOT } from "../processes";

type Json = Record<string, unknown>;

function editor(dir: string) {
  return <T>(locale: string, name: string, change: (value: T) => void) => {
    const file = path.join(dir, locale, `${name}.json`);
    const value = JSON.parse(readFileSync(file, "utf8")) as T;
    change(value);
    writeFileSync(file, JSON.stringify(value, null, 2));
  };
}

const ours = (sites: Json[]) => sites.find((site) => site.site_url === "termofort")!;

/**
 * What a contractor finds on launch day if nobody looked: a demo token and a placeholder host, the company's legal
 * facts missing (Romanian), indexing off, and an offer linking to a category renamed since (`/usi-vechi`).
 */
export function writeUnreadyContent(out: string): string {
  cpSync(path.join(ROOT, "content-service", "data"), out, { recursive: true });
  const edit = editor(out);
  for (const locale of ["ro", "ru"]) {
    edit<Json>(locale, "site-contacts", (settings) => {
      settings.google_sv = "demo-google-site-verification-token";
      settings.google_id = "";
      settings.yandex_id = "";
    });
    edit<Json[]>(locale, "registered-sites", (sites) => {
      ours(sites).ready_to_indexing = false;
      ours(sites).google_tag_manager = "";
    });
    edit<Json[]>(locale, "certificates", (certificates) => {
      certificates[2]!.link = "https://www.profilmax.example/dealers";
    });
  }
  edit<Json>("ro", "company", (company) => {
    for (const field of ["legal_name", "idno", "street_address"]) company[field] = null;
    company.opening_hours = [];
  });
  edit<Json>("ro", "credit-offer-section", (offer) => {
    offer.button = { text: "Vezi ușile", consultation: false, link: "/usi-vechi" };
  });
  return out;
}

/** The same content made ready: real values where the demo had placeholders, an analytics id, indexing on. */
export function writeReadyContent(out: string): string {
  cpSync(path.join(ROOT, "content-service", "data"), out, { recursive: true });
  const edit = editor(out);
  for (const locale of ["ro", "ru"]) {
    edit<Json>(locale, "site-contacts", (settings) => {
      settings.google_sv = "k3Jx9QpL2mWv8RtY5nBz1cD4fG7hS0aE6uI";
      settings.google_id = "G-TERMOFORT1";
    });
    edit<Json[]>(locale, "registered-sites", (sites) => {
      ours(sites).ready_to_indexing = true;
    });
    edit<Json[]>(locale, "certificates", (certificates) => {
      for (const certificate of certificates)
        if (typeof certificate.link === "string") certificate.link = "https://www.profilmax.md/dealers";
    });
  }
  return out;
}
