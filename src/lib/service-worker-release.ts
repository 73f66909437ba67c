/**
 * Tells the service worker's first install from a new release (docs/service-worker.md).
 *
 * Gatsby's registration code takes any worker that reaches "installed" while the page has a controller for a new
 * release: it sets `window.___swUpdated`, and its `navigate` then turns the next internal link into a full page load.
 * gatsby-plugin-offline's worker calls skipWaiting() and clients.claim(), and WebKit often hands the page the worker's
 * "installed" state only after the claim has made it the page's controller: on a first visit to the site, the first
 * click was a full page load. The page alone knows better: a worker is a new release when the site already had a
 * worker as this page loaded (it was controlled, or a registration had an active worker: a hard reload) or when
 * another worker finished installing earlier in this page's life; otherwise it is the first install.
 */
declare global {
  interface Window {
    /** Gatsby's flag: the next internal navigation is a full page load. */
    ___swUpdated?: boolean;
  }
}

let workerAtLoad = false;
let installedBefore = false;

/** Notes whether the site had a worker as the page loaded. Call it before Gatsby registers the worker (onClientEntry). */
export function noteWorkerAtLoad(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  if (!container) return;
  workerAtLoad = container.controller !== null;
  // Asked before Gatsby's register(): the answer describes the site before this page's registration.
  container.getRegistration().then(
    (registration) => {
      if (registration?.active) workerAtLoad = true;
    },
    () => undefined,
  );
}

/** A worker finished installing (Gatsby's onServiceWorkerInstalled or onServiceWorkerUpdateReady): which was it? */
export function classifyInstalledWorker(): "release" | "first install" {
  const release = workerAtLoad || installedBefore;
  installedBefore = true;
  return release ? "release" : "first install";
}

/** For tests: the state of a page that has just loaded. */
export function resetServiceWorkerRelease(): void {
  workerAtLoad = false;
  installedBefore = false;
}
