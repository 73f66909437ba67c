/**
 * Serves a build: nginx when it is installed (as production does), else the Node fallback with the same rules. The
 * command that starts it reads its settings (config.ts: SITE_ROOT, SITE_SERVER, NGINX_BINARY) and passes them here.
 */
import { lstatSync, mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { DEFAULT_NGINX_BINARY, type ServerKind } from "./config";
import { readManifest, type ServerManifest } from "./manifest";
import { nginxInstalled, startNginx } from "./nginx";
import { createNodeServer } from "./node-server";

export { readServerConfig, type ServerConfig, type ServerKind } from "./config";

export interface SiteOptions {
  root: string;
  port: number;
  host?: string;
  /** Unset: nginx when `nginxBinary` exists, else the Node fallback. */
  kind?: ServerKind;
  nginxBinary?: string;
  /** nginx's pid, logs, temp files and generated configuration; a fresh temp folder when absent. */
  stateDir?: string;
  /** The lead gateway (http://host:port) that POST /api/leads is proxied to (docs/leads.md). */
  leadGateway?: string;
  /** The proxies in front whose X-Forwarded-For names the visitor (config.ts: TRUSTED_PROXIES). */
  trustedProxies?: string[];
}

export interface RunningSite {
  kind: ServerKind;
  url: string;
  /**
   * Takes a new release's redirects and CSP (after a swap of the served symlink). Pass the incoming release's root
   * before the swap as well: the policy then allows both releases' inline scripts while the swap happens.
   */
  reload: (alsoAllowRoot?: string) => Promise<void>;
  close: () => Promise<void>;
}

/** The served root's manifest, with the inline-script hashes of another release allowed too. */
async function manifestFor(root: string, alsoAllowRoot?: string): Promise<ServerManifest> {
  const manifest = await readManifest(root);
  if (!alsoAllowRoot) return manifest;
  const incoming = await readManifest(alsoAllowRoot);
  return { ...manifest, scriptHashes: [...new Set([...manifest.scriptHashes, ...incoming.scriptHashes])].sort() };
}

/**
 * When the served root is a symlink (the publisher's <releases>/live), a switch to another release (a publish or a
 * rollback, from any process) must bring that release's redirects and CSP hashes: the target is checked every second
 * and the server reloaded when it changes.
 */
function followReleaseSwitches(root: string, site: RunningSite): RunningSite {
  const target = () => {
    try {
      return lstatSync(root).isSymbolicLink() ? readlinkSync(root) : null;
    } catch {
      return null;
    }
  };
  let current = target();
  if (current === null) return site;
  const timer = setInterval(() => {
    const next = target();
    if (next === null || next === current) return;
    current = next;
    site
      .reload()
      .catch((error: Error) => console.error(`Reloading the site after a release switch failed: ${error.message}`));
  }, 1000);
  timer.unref();
  return {
    ...site,
    close: async () => {
      clearInterval(timer);
      await site.close();
    },
  };
}

export async function startSite(options: SiteOptions): Promise<RunningSite> {
  return followReleaseSwitches(options.root, await startServer(options));
}

async function startServer(options: SiteOptions): Promise<RunningSite> {
  const manifest = await readManifest(options.root);
  const nginxBinary = options.nginxBinary ?? DEFAULT_NGINX_BINARY;
  const kind = options.kind ?? (nginxInstalled(nginxBinary) ? "nginx" : "node");
  const url = `http://localhost:${options.port}`;
  if (kind === "nginx") {
    const ownState = !options.stateDir;
    const stateDir = options.stateDir ?? mkdtempSync(path.join(tmpdir(), "site-nginx-"));
    const nginx = await startNginx({
      root: options.root,
      port: options.port,
      host: options.host,
      stateDir,
      manifest,
      leadGateway: options.leadGateway,
      trustedProxies: options.trustedProxies,
      binary: nginxBinary,
    });
    return {
      kind,
      url,
      reload: async (alsoAllowRoot) => nginx.reload(await manifestFor(options.root, alsoAllowRoot)),
      close: async () => {
        await nginx.stop();
        if (ownState) rmSync(stateDir, { recursive: true, force: true });
      },
    };
  }
  const node = createNodeServer({
    root: options.root,
    port: options.port,
    host: options.host,
    manifest,
    leadGateway: options.leadGateway,
    trustedProxies: options.trustedProxies,
  });
  const { url: nodeUrl } = await node.listen();
  return {
    kind,
    url: nodeUrl,
    reload: async (alsoAllowRoot) => node.reload(await manifestFor(options.root, alsoAllowRoot)),
    close: node.close,
  };
}
