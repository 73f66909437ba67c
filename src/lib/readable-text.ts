/**
 * Content picks a messenger's button colour; the text on it must stay readable (WCAG AA) whatever it is, so the
 * text is dark or white, whichever contrasts more. Colours arrive checked (hex, rgb() or hsl(), see the source
 * plugin's safety/colours.ts); anything else gives null and the caller keeps its themed default.
 */
type Rgb = [number, number, number];

const DARK = "#111111";
const LIGHT = "#ffffff";

function parseHex(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value)?.[1];
  if (!hex) return null;
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function numbersOf(value: string, fn: string): number[] | null {
  const match = new RegExp(`^${fn}a?\\((.*)\\)$`, "i").exec(value.trim());
  if (!match) return null;
  const parts = match[1]!.split(/[\s,/]+/).filter(Boolean);
  const numbers = parts.slice(0, 3).map((part) => parseFloat(part) * (part.endsWith("%") && fn === "rgb" ? 2.55 : 1));
  return numbers.length === 3 && numbers.every(Number.isFinite) ? numbers : null;
}

function hslToRgb([hue, saturation, lightness]: number[]): Rgb {
  const s = saturation! / 100;
  const l = lightness! / 100;
  const k = (n: number) => (n + hue! / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return [channel(0), channel(8), channel(4)];
}

export function parseColour(value: string): Rgb | null {
  const rgb = numbersOf(value, "rgb");
  if (rgb) return rgb as Rgb;
  const hsl = numbersOf(value, "hsl");
  if (hsl) return hslToRgb(hsl);
  return parseHex(value.trim());
}

const luminance = ([r, g, b]: Rgb) => {
  const linear = (channel: number) => {
    const c = Math.min(255, Math.max(0, channel)) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The text colour (dark or white) that reads best on `background`; null when the colour cannot be read. */
export function readableTextOn(background: string): string | null {
  const rgb = parseColour(background);
  if (!rgb) return null;
  const lum = luminance(rgb);
  return contrast(lum, luminance([255, 255, 255])) >= contrast(lum, luminance([17, 17, 17])) ? LIGHT : DARK;
}
