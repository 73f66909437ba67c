import { isCompletePhone } from "../../../../contract/browser";
import { conformedCaret, conformPhone } from "../phone-mask";

/** Each value the field holds while `text` is typed into it key by key, as a browser's input events give it. */
const typeKeyByKey = (text: string) => [...text].reduce((value, key) => conformPhone(value + key), "");

describe("the phone field's reading of a typed number", () => {
  it.each([
    "+37369123456",
    "37369123456",
    "373 69 123 456",
    "0037369123456",
    "00 373 69 123 456",
    "069123456",
    "69123456",
    "+373 (0) 69 123 456",
  ])("typed key by key, %s is +373 (69) 123-456", (typed) => {
    expect(typeKeyByKey(typed)).toBe("+373 (69) 123-456");
    expect(isCompletePhone(typeKeyByKey(typed))).toBe(true);
  });

  it.each(["+37369123456", "+373 69 123 456", "+373-69-123-456", "069 123 456", "(069) 123456", "0037369123456"])(
    "pasted or autofilled at once, %s is +373 (69) 123-456",
    (pasted) => {
      expect(conformPhone(pasted)).toBe("+373 (69) 123-456");
    },
  );

  it("takes 7 as a first digit too", () => {
    expect(typeKeyByKey("079123456")).toBe("+373 (79) 123-456");
  });

  it("shows the start of a prefix as typed until it is one", () => {
    expect(["+", "+3", "+37", "3", "37", "0", "00", "003", "0037"].map(conformPhone)).toEqual([
      "+",
      "+3",
      "+37",
      "3",
      "37",
      "0",
      "00",
      "003",
      "0037",
    ]);
    expect(conformPhone("373")).toBe("+373");
    expect(conformPhone("00373")).toBe("+373");
  });

  it.each([
    ["a landline", "022123456"],
    ["a landline after the country code", "+37322123456"],
    ["another country's number", "+40721123456"],
    ["another country through 00", "0040721123456"],
    ["a first digit other than 6 or 7", "5"],
  ])("leaves %s as typed, for validation to refuse", (_, typed) => {
    const value = typeKeyByKey(typed);
    expect(value.replace(/\D/g, "")).toBe(typed.replace(/\D/g, ""));
    expect(isCompletePhone(value)).toBe(false);
  });

  it("never drops a digit typed past the eighth: the longer number is refused, not cut to another", () => {
    const value = typeKeyByKey("691234567");
    expect(value).toBe("+373 (69) 123-4567");
    expect(isCompletePhone(value)).toBe(false);
  });

  it("is idempotent, and deleting a mask character deletes back to the previous digit", () => {
    expect(conformPhone("+373 (69) 123-456")).toBe("+373 (69) 123-456");
    expect(conformPhone("+373 (69) ")).toBe("+373 (69");
    expect(conformPhone("+373 (")).toBe("+373");
    expect(conformPhone("+373")).toBe("+373");
    expect(conformPhone("+37")).toBe("+37");
    expect(conformPhone("")).toBe("");
  });

  it("drops letters typed among the digits", () => {
    expect(conformPhone("69a1")).toBe("+373 (69) 1");
  });

  it("keeps the caret after the same text when the value is formatted", () => {
    expect(conformedCaret("069", 3)).toBe("+373 (69".length);
    // A digit inserted in the middle: the caret stays right after it.
    expect(conformedCaret("+373 (69) 1243-56", "+373 (69) 124".length)).toBe("+373 (69) 124".length);
  });
});
