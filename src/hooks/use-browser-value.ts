import { useSyncExternalStore } from "react";

/** Nothing to subscribe to: the value is read once per render. */
const subscribeToNothing = () => () => undefined;

/**
 * A value the browser knows and the server's HTML could not: `server` while React hydrates that HTML (so the markup
 * matches it), `read()` in every render of the browser's own; React renders again after hydration with it.
 */
export function useBrowserValue<T>(read: () => T, server: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => server);
}

const notHydrating = () => false;

/** True while React hydrates the server's HTML, false in a render of the browser's own. */
export const useHydrating = (): boolean => useBrowserValue(notHydrating, true);
