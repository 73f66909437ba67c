import { useEffect, useState } from "react";

/** The page's own red buttons (the primary action, docs/design.md): the hero's, a form's submit, an estimate's. */
const PRIMARY_IN_PAGE = "main .button--primary";

/**
 * Whether one of the page's primary (red) buttons is on screen above the action bar. A phone shows one red action at
 * a time: meanwhile the bar's own measurement button steps back to an outline (shell.css), and turns red again once
 * the page's has scrolled away. The page's buttons are in its server markup, so the ones there when the bar mounts
 * are all there are (a new page mounts a new layout).
 */
export function usePrimaryActionInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const buttons = document.querySelectorAll(PRIMARY_IN_PAGE);
    if (buttons.length === 0 || typeof IntersectionObserver === "undefined") return;
    const visible = new Set<Element>();
    const bar = getComputedStyle(document.documentElement).getPropertyValue("--action-bar-height") || "64px";
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        setInView(visible.size > 0);
      },
      // What the bar covers is not on screen.
      { rootMargin: `0px 0px -${bar.trim()} 0px` },
    );
    buttons.forEach((button) => observer.observe(button));
    return () => observer.disconnect();
  }, []);
  return inView;
}
