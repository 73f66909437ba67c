import type { GatsbyBrowser } from "gatsby";
import type { ReactElement } from "react";
import "./src/styles/global.css";
import { captureLanding } from "./src/lib/attribution";
import { installChunkReload } from "./src/lib/chunk-reload";
import { hydratePage } from "./src/lib/hydrate";
import { finishLoading, installNavigationStart } from "./src/lib/loading-bar";
import { detectRootLocale } from "./src/lib/locale-cookie";
import { installHashRepair } from "./src/lib/safe-hash";
import { classifyInstalledWorker, noteWorkerAtLoad } from "./src/lib/service-worker-release";
import { installTypedInputTracking } from "./src/lib/typed-input";
import { wrapPageElement as wrap } from "./src/shell/wrap-page";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrap;

type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

/**
 * The page's root hydrates as a transition, in short tasks (src/lib/hydrate.ts). Gatsby types the function as
 * react-dom's legacy `render` (with its callback and return value); it calls it with the element and container only.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  ((element: ReactElement, container: Element) => hydratePage(element, container)) as unknown as HydrateFunction;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // Before Gatsby registers the worker: whether this page already had one tells a release from a first install.
  noteWorkerAtLoad();
  // The root page's own HTML did this in <head>; the service worker's offline app shell carries no such script.
  if (window.location.pathname === "/") detectRootLocale();
  // The landing URL, with its campaign parameters, before the router can change it (src/lib/attribution.ts).
  captureLanding();
  installTypedInputTracking();
  installChunkReload();
  installHashRepair();
  installNavigationStart();
};

/** Marks the page as interactive: end-to-end tests wait for it before they click. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  finishLoading();
};

/** The site's first worker installed while the page had none: nothing changes for the page. */
export const onServiceWorkerInstalled: GatsbyBrowser["onServiceWorkerInstalled"] = () => {
  classifyInstalledWorker();
};

/**
 * A worker installed while the page had a controller. Gatsby set `window.___swUpdated` before calling this, and its
 * `navigate` turns the next internal navigation into a full page load while the flag is set, which fetches the new
 * build's HTML from the network. That is right for a new release, and wrong for the site's first worker, which
 * WebKit hands over this way after it has already claimed the page: the flag is taken back then
 * (src/lib/service-worker-release.ts). Nothing happens now either way: a reload could throw away what the visitor
 * is typing (docs/service-worker.md).
 */
export const onServiceWorkerUpdateReady: GatsbyBrowser["onServiceWorkerUpdateReady"] = () => {
  if (classifyInstalledWorker() === "first install") window.___swUpdated = false;
};
