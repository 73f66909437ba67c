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

export function themeStyle(theme: ThemeColours | null | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  for (const { name, value } of theme ?? []) {
    if (value && PLAIN_VALUE.test(value)) style[cssVariableName(name)] = value;
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
