/**
 * The navigation handler appended to gatsby-plugin-offline's worker, evaluated the way the build joins them: the
 * plugin's sw-append.js, then ours, as one script, against stand-ins for Workbox, the caches and the network.
 */
import { readFileSync } from "node:fs";
import * as path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");
const pluginAppend = readFileSync(require.resolve("gatsby-plugin-offline/sw-append.js"), "utf8")
  .replace(/%idbKeyValVersioned%/g, "idb-keyval.js")
  .replace(/%pathPrefix%/g, "")
  .replace(/%appFile%/g, "app-1.js");
const ours = readFileSync(path.join(ROOT, "gatsby", "service-worker", "network-first-navigation.js"), "utf8");

interface Handler {
  handle: (context: { event: { request: { url: string } } }) => Promise<unknown>;
}

function worker({ network, knownPages }: { network: (url: string) => Promise<string>; knownPages: string[] }) {
  const routes: Array<{ handler: Handler }> = [];
  class NavigationRoute {
    handler: Handler;
    constructor(handle: Handler["handle"]) {
      this.handler = { handle };
    }
  }
  const globals = {
    importScripts: () => {},
    self: { addEventListener: () => {} },
    workbox: {
      routing: { NavigationRoute, registerRoute: (route: { handler: Handler }) => routes.push(route) },
      precaching: { getCacheKeyForURL: (url: string) => `${url}?rev=1` },
    },
    idbKeyval: {
      get: async (key: string) => (knownPages.includes(key.replace("resources:", "")) ? ["/app-1.js"] : undefined),
    },
    caches: { match: async (key: string) => (key.includes("app-shell") || key === "/app-1.js" ? "app shell" : null) },
    fetch: (request: { url: string }) => network(request.url),
  };
  // The joined script, as the build appends it (one script scope, so ours sees the plugin's `navigationRoute`).
  new Function(...Object.keys(globals), `${pluginAppend}\n${ours}`)(...Object.values(globals));
  const navigation = routes.find((route) => route instanceof NavigationRoute)!;
  return (url: string) => navigation.handler.handle({ event: { request: { url } } });
}

const offline = () => Promise.reject(new TypeError("Failed to fetch"));

describe("navigations in the service worker", () => {
  it("are answered by the network whenever it answers, even for pages the app shell could serve", async () => {
    const navigate = worker({ network: async (url) => `network: ${url}`, knownPages: ["/"] });
    await expect(navigate("http://site/")).resolves.toBe("network: http://site/");
    await expect(navigate("http://site/contacts")).resolves.toBe("network: http://site/contacts");
  });

  it("fall back to the app shell when the network fails, for a page whose resources the worker has", async () => {
    const navigate = worker({ network: offline, knownPages: ["/blog"] });
    await expect(navigate("http://site/blog")).resolves.toBe("app shell");
  });

  it("fail with the network's error when neither answers", async () => {
    const navigate = worker({ network: offline, knownPages: [] });
    await expect(navigate("http://site/unknown")).rejects.toThrow("Failed to fetch");
  });

  it("leave the plugin's own API URLs to the plugin", async () => {
    const network = jest.fn(async () => "network");
    const navigate = worker({ network, knownPages: [] });
    await expect(navigate("http://site/.gatsby-plugin-offline:api=disableOfflineShell")).resolves.toBeInstanceOf(
      Response,
    );
    expect(network).not.toHaveBeenCalled();
  });
});
