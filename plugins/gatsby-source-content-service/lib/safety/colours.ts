/**
 * Colours from the content end up in CSS custom properties and inline styles, so only plain colour values pass:
 * hex, or rgb()/rgba()/hsl()/hsla() with numbers. Nothing that could close a declaration or load a resource
 * (`;`, `}`, `url(`, `expression(`) can match.
 */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:%|deg|turn|rad|grad)?`;
const FUNCTIONAL = new RegExp(String.raw`^(?:rgba?|hsla?)\(\s*${NUMBER}(?:\s*[,\s/]\s*${NUMBER}){2,3}\s*\)$`, "i");

export function isColour(value: string): boolean {
  const colour = value.trim();
  return colour.length <= 64 && (HEX.test(colour) || FUNCTIONAL.test(colour));
}

export type ColourCheck = { ok: true; colour: string | null } | { ok: false; reason: string };

/** Empty means "not set" (the default applies without a warning); anything else must be a colour. */
export function checkColour(value: string | null | undefined): ColourCheck {
  if (value === null || value === undefined || value.trim() === "") return { ok: true, colour: null };
  return isColour(value)
    ? { ok: true, colour: value.trim() }
    : { ok: false, reason: `'${value.slice(0, 80)}' is not a colour (use #rrggbb, rgb(…) or hsl(…))` };
}
