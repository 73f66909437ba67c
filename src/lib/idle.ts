/** Spec: what waits for the browser to be idle waits at most this long. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Named in the Performance timeline the first time idle work starts: `npm run bench:js` counts the scripts requested
 * before it as the page's up-front JavaScript and the rest as deferred (docs/performance.md).
 */
export const IDLE_MARK = "termofort:idle";

/** Runs `work` once the browser is idle (or after IDLE_TIMEOUT_MS); returns the cancel. */
export function whenIdle(work: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  const run = () => {
    if (typeof performance !== "undefined" && performance.getEntriesByName?.(IDLE_MARK).length === 0)
      performance.mark?.(IDLE_MARK);
    work();
  };
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, timeout);
  return () => window.clearTimeout(timer);
}
