/**
 * nginx (Debian's package) serves production. Its configuration is generated from rules.ts and the build's server
 * manifest; `npm run serve` runs it in the foreground with every path it writes (pid, logs, temp files) inside one
 * state folder, so it needs no root and leaves nothing behind.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import * as net from "node:net";
import * as path from "node:path";
import { LEAD_BODY_MAX_BYTES } from "../contract";
import { DEFAULT_NGINX_BINARY } from "./config";
import type { ServerManifest } from "./manifest";
import { checkTrustedProxy } from "./real-ip";
import {
  ALLOWED_METHODS,
  CACHE,
  HIDDEN_PATH,
  LEAD_METHODS,
  LEAD_PATH,
  IMAGE_PATH,
  IMMUTABLE_PATH,
  MIME_TYPES,
  NOT_FOUND_PAGES,
  NOT_FOUND_PATH,
  REDIRECT_RULES,
  REFUSED_TARGET,
  RU_PATH,
  UTF8_TYPES,
  COMPRESSED_TYPES,
  securityHeaders,
} from "./rules";

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export const nginxInstalled = (binary: string = DEFAULT_NGINX_BINARY) => existsSync(binary);

/** A literal (path, regex) in nginx quotes: nothing in it can end the quote. */
export function quote(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** A value nginx interpolates (headers, map results): "$" must not start a variable either. */
export function quoteValue(value: string): string {
  return quote(value).replace(/\$/g, "${dollar}");
}

/** Gatsby's fromPath is percent-encoded; nginx matches $uri, which is decoded. */
function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

export interface NginxOptions {
  /** The served folder; a symlink (an atomic release) is followed on every request. */
  root: string;
  port: number;
  host?: string;
  /** Where the pid, logs and temp files go. */
  stateDir: string;
  manifest: ServerManifest;
  brotli?: boolean;
  /** The nginx to run (config.ts: NGINX_BINARY). */
  binary?: string;
  /** The lead gateway (http://host:port) that POST /api/leads goes to; without it that path answers 503. */
  leadGateway?: string;
  /** Proxies in front (addresses, CIDR blocks) whose X-Forwarded-For names the visitor: set_real_ip_from. */
  trustedProxies?: string[];
}

/**
 * Started as root, nginx runs its workers as nobody, who cannot read a checkout under a private home (CI's /root).
 * Then the workers keep root's identity: acceptable for `npm run serve` on a build machine, never for production,
 * whose own nginx runs under its usual user (docs/security.md).
 */
function workerUser(root: string): string {
  if (process.getuid?.() !== 0) return "# not started as root: workers keep the current user";
  let dir = path.resolve(root);
  for (;;) {
    try {
      if ((statSync(dir).mode & 0o005) !== 0o005) return "user root root;";
    } catch {
      return "user root root;";
    }
    const parent = path.dirname(dir);
    if (parent === dir) return "user nobody nogroup;";
    dir = parent;
  }
}

export function nginxConfig(options: NginxOptions): string {
  const { root, port, stateDir, manifest } = options;
  const brotli = options.brotli ?? existsSync(BROTLI_MODULE);
  const state = (name: string) => quote(path.join(stateDir, name));
  const types = Object.entries(
    Object.entries(MIME_TYPES).reduce<Record<string, string[]>>((byType, [ext, type]) => {
      (byType[type] ??= []).push(ext);
      return byType;
    }, {}),
  ).map(([type, exts]) => `    ${type} ${exts.join(" ")};`);
  const redirects = manifest.redirects.flatMap(({ fromPath, toPath }) => {
    const from = decoded(fromPath);
    return from && !from.startsWith("~") ? [`    ${quote(from)} ${quoteValue(toPath)};`] : [];
  });
  // nginx's map hash must fit its longest key (slugs in Cyrillic are long once in UTF-8).
  const longestKey = Math.max(
    0,
    ...manifest.redirects.map(({ fromPath }) => Buffer.byteLength(decoded(fromPath) ?? "")),
  );
  const bucketSize = 2 ** Math.max(7, Math.ceil(Math.log2(longestKey + 32)));
  const headers = Object.entries(securityHeaders(manifest)).map(
    ([name, value]) => `    add_header ${name} ${quoteValue(value)} always;`,
  );
  const leadLocation = options.leadGateway
    ? [
        `      client_max_body_size ${Math.ceil(LEAD_BODY_MAX_BYTES / 1024)}k;`,
        `      proxy_pass ${new URL(options.leadGateway).origin};`,
        "      proxy_http_version 1.1;",
        '      proxy_set_header Connection "";',
        "      proxy_set_header Host $host;",
        // The gateway's rate limit counts per visitor, not per nginx (it trusts this header from loopback only).
        "      proxy_set_header X-Real-IP $remote_addr;",
        "      proxy_connect_timeout 5s;",
        "      proxy_read_timeout 30s;",
        // The server's own Cache-Control and Allow (below) are the ones sent.
        "      proxy_hide_header Cache-Control;",
        "      proxy_hide_header Allow;",
      ].join("\n")
    : "      # No lead gateway configured: the browser keeps the lead and retries.\n      return 503;";
  // Behind a TLS terminator the visitor is the right-most X-Forwarded-For address no trusted proxy added.
  const realIp = (options.trustedProxies ?? []).length
    ? [
        ...options.trustedProxies!.map((proxy) => `    set_real_ip_from ${checkTrustedProxy(proxy)};`),
        "    real_ip_header X-Forwarded-For;",
        "    real_ip_recursive on;",
      ].join("\n")
    : "    # No TRUSTED_PROXIES: the peer is the visitor.";
  const redirectRules = REDIRECT_RULES.map(
    ({ name, pattern, to }) => `    # ${name}\n    if ($request_uri ~ ${quote(pattern)}) { return 301 ${to}; }`,
  );

  return `# Generated by server/nginx.ts from rules.ts and ${manifest.redirects.length} build redirects: do not edit.
daemon off;
${workerUser(root)}
worker_processes 1;
pid ${state("nginx.pid")};
error_log ${state("error.log")} warn;
${brotli ? `load_module ${BROTLI_MODULE};` : "# brotli_static module not installed: gzip only"}

events {
  worker_connections 512;
}

http {
  types {
${types.join("\n")}
  }
  default_type application/octet-stream;
  charset utf-8;
  # text/html is always in nginx's list; naming it again is a warning.
  charset_types ${UTF8_TYPES.filter((type) => type !== "text/html").join(" ")};

  access_log ${state("access.log")};
  client_body_temp_path ${state("client_body")};
  proxy_temp_path ${state("proxy")};
  fastcgi_temp_path ${state("fastcgi")};
  uwsgi_temp_path ${state("uwsgi")};
  scgi_temp_path ${state("scgi")};

  server_tokens off;
  sendfile on;
  # Files are looked up on every request, so swapping a release symlink takes effect at once.
  open_file_cache off;
  client_max_body_size 1k;
  large_client_header_buffers 4 16k;

  map_hash_bucket_size ${bucketSize};
  map_hash_max_size ${Math.max(2048, manifest.redirects.length * 2)};

  # Releases carry .br and .gz twins of their text files (publisher/releases.ts); a plain build has none, so what
  # has no twin is gzipped here on the fly (docs/security.md).
  gzip_static on;
  gzip on;
  gzip_comp_level 5;
  gzip_min_length 256;
  gzip_proxied any;
  gzip_types ${COMPRESSED_TYPES.filter((type) => type !== "text/html").join(" ")};
  gzip_vary on;
${brotli ? "  brotli_static on;" : ""}

  map $uri $locale_redirect {
    default "";
${redirects.join("\n")}
  }

  map $uri $not_found_page {
    default ${NOT_FOUND_PAGES.ro};
    ${quote(`~${RU_PATH}`)} ${NOT_FOUND_PAGES.ru};
  }

  map "$status:$uri" $cache_control {
    default ${quote(CACHE.error)};
    "~^301:" ${quote(CACHE.redirect)};
    ${quote(`~^(200|206|304):${IMMUTABLE_PATH.slice(1)}`)} ${quote(CACHE.immutable)};
    ${quote(`~^(200|206|304):${IMAGE_PATH.slice(1)}`)} ${quote(CACHE.image)};
    "~^(200|206|304):" ${quote(CACHE.revalidate)};
  }

  map "$status:$uri" $allow_methods {
    default "";
    ${quote(`~^405:${LEAD_PATH}$`)} ${quote(LEAD_METHODS)};
    "~^405:" ${quote(ALLOWED_METHODS)};
  }

  # GET and HEAD everywhere; the lead endpoint takes its POST (and answers other methods itself).
  map "$request_method:$uri" $refused_method {
    default 1;
    "~^(GET|HEAD):" 0;
    ${quote(`~^[A-Z]+:${LEAD_PATH}$`)} 0;
  }

  # A literal "$" for quoted values (nginx has no escape for it).
  geo $dollar {
    default "$";
  }

  server {
    listen ${options.host ?? "0.0.0.0"}:${port} default_server;
    server_name _;
    root ${quote(root)};
${realIp}
    # Redirects carry only a path: the host is never taken from the request.
    absolute_redirect off;
    disable_symlinks off;
    index index.html;

${headers.join("\n")}
    add_header Cache-Control $cache_control always;
    add_header Allow $allow_methods always;

    error_page 404 $not_found_page;

    if ($refused_method) { return 405; }
    if ($request_uri ~ ${quote(REFUSED_TARGET)}) { return 404; }
${redirectRules.join("\n")}
    if ($locale_redirect) { return 301 $locale_redirect$is_args$args; }

    # The lead gateway (docs/leads.md).
    location = ${LEAD_PATH} {
${leadLocation}
    }

    location ~ ${quote(HIDDEN_PATH)} {
      return 404;
    }

    # The 404 pages answer only as error pages (error_page's internal redirect); asked for directly, 404.
    location ~ ${quote(NOT_FOUND_PATH)} {
      internal;
      try_files $uri $uri.html $uri/index.html =404;
    }

    location / {
      try_files $uri $uri.html $uri/index.html =404;
    }
  }
}
`;
}

export interface RunningNginx {
  process: ChildProcess;
  configFile: string;
  reload: (manifest: ServerManifest) => void;
  stop: () => Promise<void>;
}

/** Checks the configuration with `nginx -t` and starts nginx in the foreground. */
/** Writes the configuration and has nginx check it; answers the command-line arguments that use it. */
function writeChecked(options: NginxOptions) {
  mkdirSync(options.stateDir, { recursive: true });
  const configFile = path.join(options.stateDir, "nginx.conf");
  writeFileSync(configFile, nginxConfig(options));
  const args = ["-p", options.stateDir, "-e", path.join(options.stateDir, "error.log"), "-c", configFile];
  const check = spawnSync(options.binary ?? DEFAULT_NGINX_BINARY, ["-t", "-q", ...args], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx rejected ${configFile}:\n${check.stderr}`);
  return { configFile, args };
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const { configFile, args } = writeChecked(options);
  // Otherwise another server already on the port would answer the readiness check in nginx's place.
  await assertPortFree(options.port, options.host);
  const child = spawn(options.binary ?? DEFAULT_NGINX_BINARY, args, { stdio: ["ignore", "inherit", "inherit"] });
  // nginx runs in the foreground as our child: it must not outlive us when we exit by another path than stop().
  const orphanGuard = () => child.exitCode === null && child.kill("SIGTERM");
  process.once("exit", orphanGuard);
  child.once("exit", () => process.removeListener("exit", orphanGuard));
  await waitForPort(options.port, child);
  return {
    process: child,
    configFile,
    reload: (manifest) => {
      writeChecked({ ...options, manifest });
      // HUP: new workers take the new configuration; the old ones finish the requests they hold.
      child.kill("SIGHUP");
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        // QUIT lets nginx finish the requests it is answering.
        child.kill("SIGQUIT");
      }),
  };
}

function assertPortFree(port: number, host = "0.0.0.0"): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`Port ${port} is already in use: stop what listens there first`)));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}; see its error.log`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: "HEAD", signal: AbortSignal.timeout(500) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on port ${port} within 10 s`);
}
