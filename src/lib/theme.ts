/** Site settings' theme colours become CSS custom properties (--text-color, --bg-main-blocks, ...). */
export type ThemeColours = ReadonlyArray<Queries.ThemeColoursFragment>;

export const cssVariableName = (field: string) =>
  `--${field
    .replace(/_/g, "-")
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()}`;

export function themeStyle(theme: ThemeColours | null | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  for (const { name, value } of theme ?? []) {
    if (value) style[cssVariableName(name)] = value;
  }
  return style;
}
