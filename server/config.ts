/**
 * The site server's configuration (`npm run serve`, and the server of `npm start` and the e2e variants): read and
 * checked once from the environment by the command that starts it, then passed down; nothing under server/ reads
 * process.env.
 */
import * as path from "node:path";
import { readCommonSettings, readList, text } from "../contract";
import { checkTrustedProxy } from "./real-ip";

export type ServerKind = "nginx" | "node";

/** Debian's nginx. */
export const DEFAULT_NGINX_BINARY = "/usr/sbin/nginx";

export interface ServerConfig {
  /** The served folder: SITE_ROOT (a relative path is taken from the project's root), default public/. */
  root: string;
  /** PORT (the site's). */
  port: number;
  /** SITE_SERVER=node|nginx forces one; unset, nginx when it is installed. */
  kind?: ServerKind;
  /** NGINX_BINARY: the nginx to run. */
  nginxBinary: string;
  /**
   * TRUSTED_PROXIES: the TLS terminators or load balancers in front (addresses or CIDR blocks), whose
   * X-Forwarded-For names the visitor (real-ip.ts). None by default: the peer is the visitor.
   */
  trustedProxies: string[];
  /** SITE_HOST: the address to listen on (0.0.0.0 by default; 127.0.0.1 behind a TLS front, deploy/). */
  host?: string;
  /** SITE_STATE_DIR: nginx's pid, logs and temp files (a fresh temp folder by default). */
  stateDir?: string;
}

export function readServerConfig(
  projectRoot: string,
  env: Record<string, string | undefined> = process.env,
): ServerConfig {
  const wanted = env.SITE_SERVER?.trim();
  if (wanted && wanted !== "node" && wanted !== "nginx")
    throw new Error(`SITE_SERVER must be "nginx" or "node", got '${wanted}'`);
  return {
    root: path.resolve(projectRoot, env.SITE_ROOT?.trim() || "public"),
    port: readCommonSettings(env).port,
    kind: wanted ? (wanted as ServerKind) : undefined,
    nginxBinary: env.NGINX_BINARY?.trim() || DEFAULT_NGINX_BINARY,
    trustedProxies: readList(env, "TRUSTED_PROXIES").map(checkTrustedProxy),
    host: text(env, "SITE_HOST") || undefined,
    stateDir: text(env, "SITE_STATE_DIR") ? path.resolve(text(env, "SITE_STATE_DIR")) : undefined,
  };
}
