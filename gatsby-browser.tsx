import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global.css";
import { installChunkReload } from "./src/lib/chunk-reload";
import { finishLoading, installNavigationStart } from "./src/lib/loading-bar";
import { installHashRepair } from "./src/lib/safe-hash";
import { wrapPageElement as wrap } from "./src/shell/wrap-page";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrap;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
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

/** A new build is deployed: take it at once rather than leave the visitor on cached, stale pages. */
export const onServiceWorkerUpdateReady: GatsbyBrowser["onServiceWorkerUpdateReady"] = () => {
  window.location.reload();
};
