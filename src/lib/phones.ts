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

/**
 * How Moldovans write a number at home: the trunk 0 and the 8 digits ("069 123 456") for +373 numbers, 11 characters
 * that fit a phone's action bar at 320 px; any other number as written.
 */
export function nationalNumber(phone: PhoneNumber): string {
  const digits = /^\+373(\d{8})$/.exec(phone.number)?.[1];
  return digits ? `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}` : phone.display;
}
