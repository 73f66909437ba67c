import { hasTypedInput } from "./typed-input";

/**
 * A chunk that fails to load (usually: a new build replaced it) reloads the page, at most once a minute per route,
 * so that a broken deploy cannot loop.
 */
export const RELOAD_GUARD_MS = 60_000;
const KEY = "termofort.chunk-reload";

export function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null;
  return Boolean(
    error && (error.name === "ChunkLoadError" || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message ?? "")),
  );
}

export function shouldReload(route: string, now: number, storage: Pick<Storage, "getItem" | "setItem">): boolean {
  let stamps: Record<string, number> = {};
  try {
    stamps = JSON.parse(storage.getItem(KEY) ?? "{}") as Record<string, number>;
  } catch {
    stamps = {};
  }
  const last = stamps[route];
  if (last !== undefined && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, JSON.stringify({ ...stamps, [route]: now }));
  return true;
}

/** `reload` is the page's own unless a test passes a stand-in (jsdom's cannot be replaced). */
export function installChunkReload(reload: () => void = () => window.location.reload()) {
  // Leaving the page (a typed address, a bookmark, a link out), Firefox cancels the chunk loads in flight and reports
  // each as failed: a reload then would cancel the visitor's navigation, and the error is no error. Set when the
  // browser starts to leave; cleared if the page is shown again or used (the leave did not happen).
  let leaving = false;
  window.addEventListener("beforeunload", () => (leaving = true));
  for (const type of ["pageshow", "pointerdown", "keydown"]) window.addEventListener(type, () => (leaving = false));
  const handle = (reason: unknown, event: Event) => {
    if (!isChunkLoadError(reason)) return;
    if (leaving) {
      event.preventDefault();
      return;
    }
    // Offline, a reload shows the browser's offline page instead of this one (and drops what the visitor typed);
    // the widget that needed the chunk shows its own fallback with a retry.
    if (!navigator.onLine) return;
    // Nor while the visitor has typed into a form: the widget's fallback and retry cost them nothing.
    if (hasTypedInput()) return;
    if (shouldReload(window.location.pathname, Date.now(), window.sessionStorage)) reload();
    else console.error("A page chunk failed to load again within a minute; not reloading", reason);
  };
  window.addEventListener("unhandledrejection", (event) => handle(event.reason, event));
  window.addEventListener("error", (event) => handle(event.error, event));
}
