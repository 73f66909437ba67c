/**
 * The phone field of every lead form: a Moldovan mobile number shown as the spec's mask, "+373 (69) 123-456"
 * (17 characters when complete: +373, then 8 digits of which the first is 6 or 7).
 *
 * What the visitor types, pastes or autofills is read as a number, not poured into a fixed mask: a leading `+373`,
 * `373`, `00373` or the trunk `0` is the prefix, the digits after it the national number. A fixed mask that writes
 * "+373 (" itself took a visitor's own "373" for the first digits of the number and recorded another phone. Anything
 * that cannot be a Moldovan mobile number is left as typed, so that validation refuses it with the hint instead of
 * sending a reshaped number.
 */
export const PHONE_PLACEHOLDER = "+373 (__) ___-___";

const COUNTRY_CODE = "373";
const NATIONAL_LENGTH = 8;
/** What a typed phone may hold besides digits; letters and the rest are dropped as typed. */
const NOT_PHONE_TEXT = /[^\d+\s()-]/g;

type Reading =
  /** The national digits after a recognised prefix (possibly none yet). */
  | { kind: "national"; digits: string }
  /** Still the start of a prefix (`+37`, `00`, `3`): shown as typed until it is one. */
  | { kind: "prefix" }
  /** Cannot be a Moldovan number: shown as typed, refused by validation. */
  | { kind: "other" };

function read(text: string): Reading {
  const plus = text.trimStart().startsWith("+");
  const digits = text.replace(/\D/g, "");
  const after = (prefix: string): Reading | null => {
    if (digits.startsWith(prefix)) return { kind: "national", digits: digits.slice(prefix.length) };
    return prefix.startsWith(digits) ? { kind: "prefix" } : null;
  };
  if (plus) return after(COUNTRY_CODE) ?? { kind: "other" };
  // "0" alone may still become "00373" or the trunk prefix of "069…".
  if (digits === "" || digits === "0") return { kind: "prefix" };
  if (digits.startsWith("00")) return after(`00${COUNTRY_CODE}`) ?? { kind: "other" };
  if (digits.startsWith("0")) return { kind: "national", digits: digits.slice(1) };
  return after(COUNTRY_CODE) ?? { kind: "national", digits };
}

/** "69123456" -> "+373 (69) 123-456"; digits beyond the eighth stay, after the mask, for validation to refuse. */
function format(national: string): string {
  if (national === "") return `+${COUNTRY_CODE}`;
  const parts = [national.slice(0, 2), national.slice(2, 5), national.slice(5, NATIONAL_LENGTH)];
  let value = `+${COUNTRY_CODE} (${parts[0]}`;
  if (parts[1]) value += `) ${parts[1]}`;
  if (parts[2]) value += `-${parts[2]}`;
  return value + national.slice(NATIONAL_LENGTH);
}

/**
 * The field's value for what is in it now (typed key by key, pasted or autofilled). Idempotent, so the formatted
 * value read again gives itself, and deleting a mask character deletes back to the previous digit.
 */
export function conformPhone(raw: string): string {
  const text = raw.replace(NOT_PHONE_TEXT, "");
  const reading = read(text);
  // "+373 (0) 69 123 456": the trunk zero some write after the country code is not part of the number.
  const national = reading.kind === "national" ? reading.digits.replace(/^0/, "") : null;
  if (national !== null && /^[67]?$/.test(national.slice(0, 1))) return format(national);
  return text.trim() === "" ? "" : text;
}

/** Where the caret goes once `raw` is conformed, for a caret that stood at `caret` in it. */
export function conformedCaret(raw: string, caret: number): number {
  const value = conformPhone(raw);
  if (caret >= raw.length) return value.length;
  const before = raw.slice(0, caret);
  const kept = value === raw.replace(NOT_PHONE_TEXT, "") ? before.replace(NOT_PHONE_TEXT, "") : conformPhone(before);
  return Math.min(kept.length, value.length);
}
