import { Suspense, type ReactNode } from "react";

/**
 * A region of server-rendered HTML that React 18 hydrates apart from the rest of the page. At the first hydration a
 * Suspense boundary is left dehydrated (the server's HTML stays on screen, complete for crawlers) and hydrated
 * afterwards in a render of its own that yields to the browser every few milliseconds, instead of inside the one
 * long task that hydrates everything outside boundaries. A click or key press on a region not hydrated yet makes
 * React hydrate that region at once, then handle the event. Nothing here suspends on the client after hydration,
 * so the empty fallback is never shown (docs/performance.md).
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
