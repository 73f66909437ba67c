import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * How the page's React root starts (Gatsby's `replaceHydrateFunction`). Gatsby's own renderer hydrates at React's
 * default priority, which renders everything outside a Suspense boundary (the page root, the layout's shell, the
 * dialogs) in one task that cannot yield: the longest task of a page load after the app chunk's evaluation. As a
 * transition the same hydration yields to the browser every few milliseconds; an input that arrives before it has
 * finished makes React hydrate at once and then handle it, as it does for the regions (docs/performance.md).
 *
 * A page without server markup (the offline app shell of the service worker) is rendered, not hydrated, as Gatsby
 * does.
 */
export function hydratePage(element: ReactElement, container: Element): void {
  const serverMarkup = document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0;
  startTransition(() => {
    if (serverMarkup > 0) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
}
