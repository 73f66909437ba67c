/** Site settings' theme colours become CSS custom properties (--text-color, --bg-main-blocks, ...). */
export type ThemeColours = ReadonlyArray<Queries.ThemeColoursFragment>;

export const cssVariableName = (field: string) =>
  `--${field
    .replace(/_/g, "-")
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()}`;

/**
 * The plugin lets only plain colours through (safety/colours.ts); this text is written into a stylesheet, so
 * anything that could end the declaration or the element is refused here once more.
 */
const PLAIN_VALUE = /^[#(),.%\s\w/+-]+$/;

/** A colour's hue (degrees) and saturation (0-1), for hex, rgb() and hsl() values; null for anything else. */
export function hueOf(value: string): { hue: number; saturation: number } | null {
  const colour = value.trim().toLowerCase();
  const hsl = /^hsla?\(\s*([\d.]+)(?:deg)?[\s,]+([\d.]+)%/.exec(colour);
  if (hsl) return { hue: Number(hsl[1]) % 360, saturation: Number(hsl[2]) / 100 };
  let rgb: number[] | null = null;
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(colour)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
    rgb = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  }
  const functional = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(colour);
  if (functional) rgb = functional.slice(1, 4).map(Number);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  if (chroma === 0) return { hue: 0, saturation: 0 };
  const lightness = (max + min) / 2;
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const hue = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { hue: hue * 60, saturation };
}

/** Whether two colours read as the same hue (both clearly coloured, hues within 25°): red and a darker red. */
export function sameHue(a: string, b: string): boolean {
  const first = hueOf(a);
  const second = hueOf(b);
  if (!first || !second || first.saturation < 0.3 || second.saturation < 0.3) return false;
  const distance = Math.abs(first.hue - second.hue);
  return Math.min(distance, 360 - distance) < 25;
}

/**
 * Colours that must not wear the primary action's hue (docs/design.md, colour roles): red marks the primary action
 * and errors only. A focus ring, an active field or a selected option in that red looks like an error and vanishes
 * on a red button; a red link looks like a button. A theme that gives them the button's hue keeps the site's own
 * navy and link blue for them instead (the stylesheet's defaults).
 */
const NOT_THE_ACTION_HUE = new Set(["select_color", "link_color"]);

export function themeStyle(theme: ThemeColours | null | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  const action = theme?.find((colour) => colour.name === "button_color")?.value;
  for (const { name, value } of theme ?? []) {
    if (!value || !PLAIN_VALUE.test(value)) continue;
    if (action && NOT_THE_ACTION_HUE.has(name) && sameHue(value, action)) continue;
    style[cssVariableName(name)] = value;
  }
  return style;
}

/**
 * The theme as a rule on the root element, so that everything outside the page's own box (the body's background,
 * the loading bar, dialogs in the top layer) follows it too. `html:root` outweighs the stylesheet's `:root`
 * defaults whichever comes first in the head.
 */
export function themeCss(theme: ThemeColours | null | undefined): string {
  const declarations = Object.entries(themeStyle(theme)).map(([name, value]) => `${name}:${value}`);
  return declarations.length ? `html:root{${declarations.join(";")}}` : "";
}
