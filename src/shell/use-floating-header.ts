import { useEffect, useState, type RefObject } from "react";

/** True once the page is scrolled past the header's own height (spec: the header then floats, compact). */
export function useFloatingHeader(header: RefObject<HTMLElement>) {
  const [floating, setFloating] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const height = header.current?.offsetHeight ?? 0;
      setFloating(window.scrollY > height);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [header]);
  return floating;
}
