import { useEffect, useState, type RefObject } from "react";

/**
 * True once the page is scrolled past the header's own height (spec: the header then floats, compact). It also
 * keeps --nav-height on the header: the compact header slides its category bar away by that much, and the bar
 * wraps to two rows on narrow desktops.
 */
export function useFloatingHeader(header: RefObject<HTMLElement | null>) {
  const [floating, setFloating] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = header.current;
      const nav = element?.querySelector<HTMLElement>(".header__nav");
      if (element && nav?.offsetHeight) element.style.setProperty("--nav-height", `${nav.offsetHeight}px`);
      setFloating(window.scrollY > (element?.offsetHeight ?? 0));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // The first measure in the next frame, not in the hydration's own task (it reads layout).
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [header]);
  return floating;
}
