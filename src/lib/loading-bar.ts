import { create } from "zustand";

/**
 * The global navigation loading bar (spec: throttle 200 ms, duration 5000 ms, hide delay 500 ms). It starts when a
 * navigation starts (Gatsby's `___navigate`, which every internal link click and `navigate` go through):
 * `onPreRouteUpdate` fires only once the next page has loaded, too late for the bar to mean anything.
 */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

export type LoadingPhase = "idle" | "loading" | "done";
export const useLoadingBar = create<{ phase: LoadingPhase }>()(() => ({ phase: "idle" }));

let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let capTimer: ReturnType<typeof setTimeout> | undefined;

const setPhase = (phase: LoadingPhase) => useLoadingBar.setState({ phase });

/** A navigation started: the bar shows if it is still running after the throttle, and for at most the duration. */
export function startLoading() {
  clearTimeout(hideTimer);
  clearTimeout(showTimer);
  clearTimeout(capTimer);
  showTimer = setTimeout(() => {
    setPhase("loading");
    // A navigation that never completes (a stalled request) must not leave the bar on screen for good.
    capTimer = setTimeout(finishLoading, LOADING_BAR.durationMs);
  }, LOADING_BAR.throttleMs);
}

/** The route updated (or the cap passed): a fast navigation never showed the bar; a shown one fills and hides. */
export function finishLoading() {
  clearTimeout(showTimer);
  clearTimeout(capTimer);
  if (useLoadingBar.getState().phase !== "loading") return;
  setPhase("done");
  hideTimer = setTimeout(() => setPhase("idle"), LOADING_BAR.hideDelayMs);
}

type Navigate = (to: string | number, options?: unknown) => unknown;

/** Starts the bar on every navigation to another page through Gatsby's router. */
export function installNavigationStart() {
  const target = window as unknown as { ___navigate?: Navigate };
  const navigate = target.___navigate;
  if (typeof navigate !== "function") return;
  target.___navigate = (to, options) => {
    if (typeof to === "string") {
      const next = new URL(to, window.location.href);
      if (next.pathname !== window.location.pathname) startLoading();
    }
    return navigate(to, options);
  };
}
