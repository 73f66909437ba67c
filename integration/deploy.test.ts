/** @jest-environment node */
/**
 * The production recipe as Debian's own tools judge it: the rendered systemd units pass `systemd-analyze verify`
 * without a warning, the TLS front (before and after the certificate) passes `nginx -t` with the site's generated
 * configuration behind it, and the site's own nginx takes the visitor's address from the front's X-Forwarded-For.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { readDeployLayout } from "../deploy/layout";
import { renderDeploy } from "../deploy/render";
import { nginxConfig } from "../server/nginx";
import { BARE_MANIFEST } from "./processes";

let dir: string;
let out: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "deploy-render-"));
  out = path.join(dir, "out");
  const tls = path.join(dir, "tls");
  mkdirSync(tls);
  const cert = spawnSync("openssl", [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=termofort.md"],
    ...["-keyout", path.join(tls, "privkey.pem"), "-out", path.join(tls, "fullchain.pem")],
  ]);
  expect(cert.status).toBe(0);
  const layout = readDeployLayout({
    SITE_URL: "https://termofort.md",
    DEPLOY_TLS_CERT: path.join(tls, "fullchain.pem"),
    DEPLOY_TLS_KEY: path.join(tls, "privkey.pem"),
    DEPLOY_ACME_ROOT: path.join(dir, "acme"),
  });
  for (const file of renderDeploy(layout)) {
    mkdirSync(path.dirname(path.join(out, file.path)), { recursive: true });
    writeFileSync(path.join(out, file.path), file.content, { mode: file.mode });
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const UNITS = [
  "termofort-lead-gateway.service",
  "termofort-site.service",
  "termofort-publisher.service",
  "termofort-backup.service",
  "termofort-backup.timer",
];

describe("the rendered production server", () => {
  it("has systemd units that systemd-analyze verifies without a word", () => {
    const verify = spawnSync("systemd-analyze", ["verify", ...UNITS.map((unit) => path.join(out, "systemd", unit))], {
      encoding: "utf8",
    });
    const about = `${verify.stdout}${verify.stderr}`.split("\n").filter((line) => /termofort/.test(line));
    expect(about).toEqual([]);
    expect(verify.status).toBe(0);
  });

  it("runs each service as its own user, read-only but for its state, restarted on failure", () => {
    for (const unit of UNITS.filter((name) => name.endsWith(".service"))) {
      const text = readFileSync(path.join(out, "systemd", unit), "utf8");
      expect(text).toMatch(/^User=termofort$/m);
      expect(text).toMatch(/^ProtectSystem=strict$/m);
      expect(text).toMatch(/^ReadWritePaths=\/var\/(lib|backups)\/termofort/m);
      if (unit !== "termofort-backup.service") expect(text).toMatch(/^Restart=on-failure$/m);
    }
    expect(readFileSync(path.join(out, "systemd", "termofort-backup.timer"), "utf8")).toMatch(
      /^OnCalendar=\*-\*-\* 03:30:00$/m,
    );
  });

  it("has a TLS front that nginx -t accepts, before and after the certificate, with the site's own nginx behind it", () => {
    const state = path.join(dir, "nginx");
    mkdirSync(state, { recursive: true });
    const front = path.join(state, "front.conf");
    writeFileSync(
      front,
      `pid ${state}/front.pid;\nerror_log ${state}/error.log;\nevents {}\nhttp {\n  access_log off;\n` +
        `  client_body_temp_path ${state}/body;\n  proxy_temp_path ${state}/proxy;\n` +
        `  include ${out}/nginx/*.conf;\n}\n`,
    );
    const test = spawnSync("nginx", ["-t", "-p", state, "-e", `${state}/error.log`, "-c", front], { encoding: "utf8" });
    expect(test.stderr).toMatch(/syntax is ok/);
    expect(test.stderr).not.toMatch(/\[warn\]|\[emerg\]/);
    expect(test.status).toBe(0);

    const site = path.join(state, "site.conf");
    writeFileSync(
      site,
      nginxConfig({
        root: path.join(dir, "live"),
        port: 8080,
        host: "127.0.0.1",
        stateDir: state,
        manifest: BARE_MANIFEST,
        leadGateway: "http://127.0.0.1:9400",
        trustedProxies: ["127.0.0.1"],
        brotli: false,
      }),
    );
    expect(readFileSync(site, "utf8")).toMatch(/set_real_ip_from 127\.0\.0\.1;\n\s+real_ip_header X-Forwarded-For;/);
    expect(readFileSync(path.join(out, "nginx", "termofort-https.conf"), "utf8")).toMatch(
      /proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/,
    );
    const siteTest = spawnSync("nginx", ["-t", "-p", state, "-e", `${state}/error.log`, "-c", site], {
      encoding: "utf8",
    });
    expect(siteTest.stderr).toMatch(/syntax is ok/);
    expect(siteTest.status).toBe(0);
  });

  it("has shell commands (install, termofort, termofort-upgrade) that sh parses", () => {
    for (const script of ["install.sh", "sbin/termofort", "sbin/termofort-upgrade", "letsencrypt/reload-nginx"]) {
      const parse = spawnSync("sh", ["-n", path.join(out, script)], { encoding: "utf8" });
      expect({ script, stderr: parse.stderr, status: parse.status }).toEqual({ script, stderr: "", status: 0 });
    }
  });

  it("sends plain http to https on the configured host, and serves certbot's challenges", () => {
    const http = readFileSync(path.join(out, "nginx", "termofort-http.conf"), "utf8");
    expect(http).toMatch(/return 301 https:\/\/termofort\.md\$request_uri;/);
    expect(http).toMatch(/location \/\.well-known\/acme-challenge\/ \{\n\s+root .*acme;/);
  });
});
