/* global navigationRoute */
/**
 * Appended to the generated public/sw.js (gatsby-plugin-offline's `appendScript`) after the plugin's own code, in
 * the same script scope. `navigationRoute` is the plugin's route that answers navigations with the app shell
 * (offline-plugin-app-shell-fallback) whenever it knows a page's resources, online or not. The shell carries
 * neither the page's own HTML as built nor the root page's language detection, and a visitor would not get a new
 * deploy's HTML. Here a navigation goes to the network first; only when the network fails (offline, DNS,
 * connection refused) does the plugin's handler answer, with the app shell when it can. A slow network is waited
 * for, as without a worker: no timeout serves a stale page. Workbox 4 cannot unregister a route, so the route's
 * handler is replaced in place (Router reads `route.handler` per request). docs/service-worker.md.
 */
// A block, not an IIFE: the plugin's code ends without a semicolon, and "(" would call its last expression.
{
  const appShell = navigationRoute.handler;
  navigationRoute.handler = {
    handle(context) {
      // The plugin's own API URLs (/.gatsby-plugin-offline:...) are its to answer, never the network's.
      if (/\/\.gatsby-plugin-offline:/.test(context.event.request.url)) return appShell.handle(context);
      return fetch(context.event.request).catch((networkError) =>
        appShell.handle(context).catch(() => {
          throw networkError;
        }),
      );
    },
  };
}
