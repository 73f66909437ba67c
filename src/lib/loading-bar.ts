/**
 * The global navigation loading bar (spec: throttle 200 ms, duration 5000 ms, hide delay 500 ms). Plain DOM: it
 * must work while React is busy loading the next page.
 */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

let showTimer: number | undefined;
let hideTimer: number | undefined;
let visible = false;

function bar(): HTMLElement {
  let element = document.getElementById("loading-bar");
  if (!element) {
    element = document.createElement("div");
    element.id = "loading-bar";
    element.className = "loading-bar";
    element.setAttribute("aria-hidden", "true");
    element.style.setProperty("--loading-duration", `${LOADING_BAR.durationMs}ms`);
    document.body.appendChild(element);
  }
  return element;
}

export function startLoading() {
  window.clearTimeout(hideTimer);
  window.clearTimeout(showTimer);
  showTimer = window.setTimeout(() => {
    visible = true;
    const element = bar();
    element.classList.remove("is-done");
    element.classList.add("is-loading");
  }, LOADING_BAR.throttleMs);
}

export function finishLoading() {
  window.clearTimeout(showTimer);
  if (!visible) return;
  const element = bar();
  element.classList.add("is-done");
  hideTimer = window.setTimeout(() => {
    element.classList.remove("is-loading", "is-done");
    visible = false;
  }, LOADING_BAR.hideDelayMs);
}
