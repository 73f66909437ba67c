import type { ReactNode } from "react";
import { balancedGridStyle } from "../../lib/balanced-grid";

/**
 * A list that is a row to swipe through on a phone and a balanced grid from the `md` breakpoint on
 * (src/styles/proof.css, lib/balanced-grid.ts: at most `maxColumns[step]` columns, no item alone on a row), with CSS
 * only: no script for static content.
 */
export function SwipeList({
  label,
  className,
  count,
  maxColumns,
  children,
}: {
  label: string;
  className: string;
  count: number;
  maxColumns: readonly number[];
  children: ReactNode;
}) {
  return (
    // The row scrolls: it must take the keyboard's focus to scroll with the arrow keys too (WCAG 2.1.1, axe's
    // scrollable-region-focusable), and its name says what a screen reader's user landed on.
    <ul
      className={`swipe balanced-grid ${className}`}
      style={balancedGridStyle(count, maxColumns)}
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </ul>
  );
}
