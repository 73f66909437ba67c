import { useEffect, type RefObject } from "react";

/** What closed it: a press outside the element, or Escape (after which focus returns to what opened it). */
export type CloseReason = "outside" | "escape";

/**
 * An open dropdown (the messenger list, a category's dropdown opened by a tap) closes on a press elsewhere and on
 * Escape, as a menu does. Listens only while open (a new `close` while open listens anew: cheap, and rare).
 */
export function useCloseOutside(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  close: (reason: CloseReason) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close("outside");
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === "Escape") close("escape");
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [ref, open, close]);
}
