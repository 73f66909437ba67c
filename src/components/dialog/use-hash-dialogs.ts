import { useEffect } from "react";
import { isDialogName, useDialogStore } from "./dialog-store";

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

/** Opens the dialog named by the URL hash (#call, #consultation, #success, #calculator) and clears the hash. */
export function useHashDialogs() {
  useEffect(() => {
    let timer: number | undefined;
    let unsubscribe: (() => void) | undefined;

    const handle = () => {
      const name = hashName(window.location.hash);
      if (name === null || !isDialogName(name)) return;
      unsubscribe?.();
      window.clearTimeout(timer);
      const store = useDialogStore.getState();
      const openNow = () => {
        unsubscribe?.();
        window.clearTimeout(timer);
        clearHash();
        useDialogStore.getState().open(name);
      };
      if (store.isRegistered(name)) return openNow();
      unsubscribe = useDialogStore.subscribe((state) => {
        if (state.registry[name]) openNow();
      });
      timer = window.setTimeout(() => {
        unsubscribe?.();
        console.error(`Dialog '${name}' from the URL hash is not registered on this page`);
      }, HASH_DIALOG_WAIT_MS);
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
