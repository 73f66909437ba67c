/**
 * The +373 phone mask of the spec: the country code, then a first digit of 6 or 7 (Moldovan mobile numbers), then
 * the remaining digits: "+373 (69) 123-456", 17 characters when complete.
 */
export const PHONE_MASK: Array<string | RegExp> = [
  "+",
  "3",
  "7",
  "3",
  " ",
  "(",
  /[67]/,
  /\d/,
  ")",
  " ",
  /\d/,
  /\d/,
  /\d/,
  "-",
  /\d/,
  /\d/,
  /\d/,
];
export const PHONE_LENGTH = 17;
export const PHONE_PLACEHOLDER = "+373 (__) ___-___";

const COMPLETE_PHONE = /^\+373 \([67]\d\) \d{3}-\d{3}$/;

export const isCompletePhone = (value: string) => value.length >= PHONE_LENGTH && COMPLETE_PHONE.test(value);

/** The number as the CRM wants it: plus and digits only. */
export const phoneDigits = (value: string) => `+${value.replace(/\D/g, "")}`;

/**
 * Applies the mask to raw input the way react-text-mask does for typed characters (used for pasted numbers and
 * tests): the +373 prefix is implied, and a first digit other than 6 or 7 stops the input there.
 */
export function conformPhone(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (digits.startsWith("373")) digits = digits.slice(3);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  let out = "";
  let index = 0;
  for (const slot of PHONE_MASK) {
    if (typeof slot === "string") {
      if (index > 0 && index >= digits.length) break;
      out += slot;
      continue;
    }
    const digit = digits[index];
    if (digit === undefined || !slot.test(digit)) break;
    out += digit;
    index += 1;
  }
  return index === 0 ? "" : out;
}
