/** A phone as written and as dialled: the content's `ContentPhone` (the source plugin's normalised phone). */
export type PhoneNumber = Pick<Queries.ContentPhone, "display" | "number">;

/**
 * The office phone of the contacts, unless it is the call number already shown: the spec has both (the messenger
 * entry 'call' and the contacts' `phone_number`), and the same number twice would only be noise.
 */
export function distinctOfficePhone(
  phone: PhoneNumber | null | undefined,
  office: PhoneNumber | null | undefined,
): PhoneNumber | null {
  return office && office.number !== phone?.number ? office : null;
}
