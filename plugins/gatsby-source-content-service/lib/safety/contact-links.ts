/**
 * Phone numbers and e-mail addresses written as plain text in rich content become tel:/mailto: links, so that a
 * visitor on a phone calls or writes with one tap. It runs inside sanitiseHtml, on text the sanitiser has already
 * escaped (sanitize-html's textFilter), and never on text inside a link or code: the only markup it adds is an
 * `<a href>` whose address is rebuilt from digits (tel:) or from a strict address pattern (mailto:), and whose text
 * is the escaped text itself.
 */

/** Moldova's country code: a national number is the trunk 0 and 8 digits ("069 123 456", "022 12-34-56"). */
const COUNTRY = "373";

/**
 * A run of digits with the separators people write in numbers (spaces, no-break spaces, dashes, dots,
 * parentheses), optionally after a "+" or an opening parenthesis, and not glued to a word, a path or another number.
 */
const PHONE = /(?<![\w+/=&#@])(?:\+|\()?\d(?:[ \u00a0().-]{0,2}\d){6,15}(?![\w/@]|[.-]\d)/g;

/** A plain address: letters, digits and . _ + - before the @, a dotted host with a letter TLD after it. */
const EMAIL =
  /(?<![\w.+-])[A-Za-z0-9](?:[A-Za-z0-9._+-]{0,62}[A-Za-z0-9_])?@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?![\w@-])/g;

/**
 * The dialable form of what was written, or null when it is not a phone number as Moldovans write them: +373 and
 * 8 digits, 00373 and 8 digits, 0 and 8 digits, or another country's "+" number of 8 to 15 digits. Dates
 * (01.02.2023), years (2019-2024), prices (1 250 000) and codes without the trunk 0 are not numbers to call.
 */
export function dialable(written: string): string | null {
  const digits = written.replace(/\D/g, "");
  const plus = written.trimStart().startsWith("+");
  if (plus) {
    if (digits.startsWith(COUNTRY)) return digits.length === COUNTRY.length + 8 ? `+${digits}` : null;
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  }
  if (digits.startsWith(`00${COUNTRY}`) && digits.length === COUNTRY.length + 10) return `+${digits.slice(2)}`;
  if (/^0[1-9]\d{7}$/.test(digits)) return `+${COUNTRY}${digits.slice(1)}`;
  return null;
}

/** The escaped text with its phone numbers and e-mail addresses wrapped in links. */
export function linkContacts(escaped: string): string {
  // E-mail first: an address's digits ("office2024@...") are then inside a link and not read as a phone.
  const parts: Array<{ text: string; linked: boolean }> = [];
  let last = 0;
  for (const match of escaped.matchAll(EMAIL)) {
    parts.push({ text: escaped.slice(last, match.index), linked: false });
    parts.push({ text: `<a href="mailto:${match[0]}">${match[0]}</a>`, linked: true });
    last = match.index + match[0].length;
  }
  parts.push({ text: escaped.slice(last), linked: false });
  return parts
    .map(({ text, linked }) =>
      linked
        ? text
        : text.replace(PHONE, (written) => {
            // "(022)": the parenthesis belongs to the number only when it is closed inside it.
            const number = written.startsWith("(") && !written.includes(")") ? written.slice(1) : written;
            const lead = written.slice(0, written.length - number.length);
            const tel = dialable(number);
            return tel ? `${lead}<a href="tel:${tel}">${number}</a>` : written;
          }),
    )
    .join("");
}
