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
