import { useEffect } from "react";
import { useDialogStore, type DialogName } from "./dialog-store";

/** Spec: a hash naming a dialog opens it once registered; after this long without one, the error is logged. */
export const HASH_DIALOG_WAIT_MS = 1000;

/**
 * The hash as text. A hash is whatever the visitor or a link put in the URL: malformed percent-encoding (`#%`,
 * `#%E0%A4%A`) makes decodeURIComponent throw, and such a hash simply names no dialog.
 */
export function hashName(hash: string): string | null {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null;
  }
}

function clearHash() {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}`);
}

/**
 * A hash that names an element of the page (the skip link's #content, an article's anchor) is an ordinary anchor;
 * any other is taken as a dialog's name.
 */
function isAnchor(name: string): boolean {
  return name === "" || document.getElementById(name) !== null || document.getElementsByName(name).length > 0;
}

/**
 * Opens the dialog named by the URL hash (`#consultation`: any name the app registers) and clears the hash; a hash
 * naming no dialog and no anchor (#no-such-dialog) is logged once no dialog of that name registered in time.
 */
export function useHashDialogs() {
  useEffect(() => {
    let timer: number | undefined;
    let unsubscribe: (() => void) | undefined;

    const handle = () => {
      const name = hashName(window.location.hash);
      if (name === null || isAnchor(name)) return;
      unsubscribe?.();
      window.clearTimeout(timer);
      const notRegistered = () => {
        unsubscribe?.();
        console.error(`Dialog '${name}' from the URL hash is not registered on this page`);
      };
      const store = useDialogStore.getState();
      const openNow = () => {
        unsubscribe?.();
        window.clearTimeout(timer);
        clearHash();
        useDialogStore.getState().open(name as DialogName);
      };
      if (store.isRegistered(name)) return openNow();
      unsubscribe = useDialogStore.subscribe((state) => {
        if (state.isRegistered(name)) openNow();
      });
      timer = window.setTimeout(notRegistered, HASH_DIALOG_WAIT_MS);
    };

    handle();
    window.addEventListener("hashchange", handle);
    return () => {
      window.removeEventListener("hashchange", handle);
      window.clearTimeout(timer);
      unsubscribe?.();
    };
  }, []);
}
