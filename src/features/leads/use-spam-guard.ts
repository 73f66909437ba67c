import { useEffect, useRef, type BaseSyntheticEvent } from "react";
import { useHydrating } from "../../hooks/use-browser-value";
import { MIN_FILL_MS, TRAP_NAME, type SpamVerdict } from "./spam-rules";

/**
 * When the server's HTML was on screen: a form in it (the calculator page's) could be filled from then on, long
 * before React hydrated it. The document's interactive time is when its fields were parsed and could take input.
 */
function documentShownAt(): number {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return performance.timeOrigin + (navigation?.domInteractive ?? 0);
}

/**
 * Returns the check for the form's submit handler. The time counts from when the visitor could first use the form:
 * its mount for a form the browser renders (a dialog's), the document's display for one hydrated from the server's
 * HTML (the calculator page's request part, which may hydrate many seconds after its fields showed).
 */
export function useSpamGuard(): (event?: BaseSyntheticEvent) => SpamVerdict {
  const hydrating = useHydrating();
  const usableAt = useRef<number | null>(null);
  const fromDocument = useRef(hydrating);
  useEffect(() => {
    usableAt.current = fromDocument.current ? documentShownAt() : Date.now();
  }, []);
  return (event) => {
    const form = event?.target instanceof HTMLFormElement ? event.target : null;
    const trap = form?.elements.namedItem(TRAP_NAME);
    if (trap instanceof HTMLInputElement && trap.value !== "") return "trap";
    return usableAt.current === null || Date.now() - usableAt.current < MIN_FILL_MS ? "fast" : "person";
  };
}
