import type { ReactNode } from "react";

/**
 * A list that is a row to swipe through on a phone and a grid from the `md` breakpoint on (src/styles/proof.css),
 * with CSS only: no script for static content. The row is a region of its own that takes the keyboard's focus, so
 * that it scrolls with the arrow keys too.
 */
export function SwipeList({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    // A scrolling region must be focusable to be scrolled from the keyboard (WCAG 2.1.1; axe's
    // scrollable-region-focusable), and a region is what names it for screen readers.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="swipe" role="region" aria-label={label} tabIndex={0}>
      <ul className={`swipe__list ${className}`}>{children}</ul>
    </div>
  );
}
