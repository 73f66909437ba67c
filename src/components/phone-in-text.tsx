import type { PhoneNumber } from "../lib/phones";

/**
 * A translated text with the company's number in place of its `{{phone}}`, the number kept on one line: at 375 px a
 * button's label broke it as "123-/456".
 */
export function PhoneInText({ template, phone }: { template: string; phone: PhoneNumber }) {
  const [before = "", after = ""] = template.split("{{phone}}");
  return (
    <>
      {before}
      <span className="phone-number">{phone.display}</span>
      {after}
    </>
  );
}
