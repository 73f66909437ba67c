/** Site settings' theme colours become CSS custom properties (--text-color, --bg-main-blocks, ...). */
export type ThemeColours = Record<string, string | null | undefined>;

export const cssVariableName = (field: string) =>
  `--${field
    .replace(/_/g, "-")
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()}`;

export function themeStyle(theme: ThemeColours | null | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [field, value] of Object.entries(theme ?? {})) {
    if (value) style[cssVariableName(field)] = value;
  }
  return style;
}
