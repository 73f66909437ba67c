/**
 * A URL hash is whatever a visitor or a link put there. Gatsby's scroll handler runs decodeURI on it and throws on
 * malformed percent-encoding (`#%`), which takes the whole app down outside any boundary of ours. Such a hash is
 * re-encoded to stand for its literal text before the router reads it: it names no dialog and no anchor either way.
 */
export function repairHash(hash: string): string | null {
  try {
    decodeURI(hash);
    decodeURIComponent(hash.slice(1));
    return null;
  } catch {
    return `#${encodeURIComponent(hash.slice(1))}`;
  }
}

/** Repairs the hash now and on every history change, ahead of the router's own listener (installed later). */
export function installHashRepair() {
  const repair = () => {
    const fixed = repairHash(window.location.hash);
    if (fixed === null) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}${fixed}`);
  };
  repair();
  window.addEventListener("popstate", repair);
  window.addEventListener("hashchange", repair);
}

/**
 * The same repair as an inline <head> script for every page: Gatsby's router reads the location when its module
 * loads, before any gatsby-browser hook, so the hash the page was opened with must be repaired before the app runs.
 */
export const hashRepairScript =
  "(function(){var h=location.hash;try{decodeURI(h);decodeURIComponent(h.slice(1))}catch(e){" +
  'history.replaceState(history.state,"",location.pathname+location.search+"#"+encodeURIComponent(h.slice(1)))}})()';
