/** The company's facts (ContentCompany) in the words the site shows them, with the contacts' text as the fallback. */
import type { OpeningSpan } from "./opening-hours";

export interface CompanyFactsLike {
  readonly legalName: string | null;
  readonly idno: string | null;
  readonly streetAddress: string | null;
  readonly locality: string | null;
  readonly postalCode: string | null;
  readonly geo: { readonly latitude: number; readonly longitude: number } | null;
  readonly openingHours: readonly OpeningSpan[];
}

/** "str. Uzinelor 21, MD-2023, Chișinău"; null without a street. */
export function postalAddress(company: CompanyFactsLike | null | undefined): string | null {
  if (!company?.streetAddress) return null;
  return [company.streetAddress, company.postalCode, company.locality].filter(Boolean).join(", ");
}

/** The address to show: the company's facts, else the contacts' text. */
export function shownAddress(
  company: CompanyFactsLike | null | undefined,
  contact: { readonly address: string | null } | null | undefined,
): string | null {
  return postalAddress(company) ?? contact?.address ?? null;
}
