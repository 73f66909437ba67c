/**
 * Where everything lives on the production server (one Debian 12 machine, docs/deploy.md), read once from the
 * environment the contractor renders with: the public origin from SITE_URL, the rest from DEPLOY_* settings with
 * Debian's usual places as defaults. Every rendered file takes its paths and ports from here.
 */
import * as path from "node:path";
import { SettingError, readCommonSettings, readPort, readPositive, text, type Environment } from "../contract";

export interface DeployLayout {
  /** The public host (SITE_URL's), for nginx's server_name and the certificate. */
  domain: string;
  siteUrl: string;
  /** The system user every service runs as. */
  user: string;
  /** /var/lib/termofort: the code, the releases, the lead journal, nginx's state. */
  stateDir: string;
  /** /etc/termofort: layout.env (rendered) and termofort.env (the secrets, the contractor's). */
  configDir: string;
  backupDir: string;
  /** Node 24's binary. */
  node: string;
  ports: { site: number; gateway: number; publisher: number };
  tls: { cert: string; key: string; acmeRoot: string };
  /** When the nightly backup runs (systemd OnCalendar) and how many of each kind are kept. */
  backup: { at: string; keep: number };
}

const NAME = /^[a-z_][a-z0-9_-]{0,31}$/;
const ABSOLUTE = /^\/[^\s"'\\$`;]*$/;

function absolute(env: Environment, name: string, fallback: string): string {
  const value = text(env, name) || fallback;
  if (!ABSOLUTE.test(value))
    throw new SettingError(`${name} must be an absolute path without spaces or quotes, got '${value}'`);
  return path.normalize(value);
}

export function readDeployLayout(env: Environment, node: string = process.execPath): DeployLayout {
  if (!text(env, "SITE_URL")) throw new SettingError("SITE_URL must be set: the public https:// address of the site");
  const { siteUrl } = readCommonSettings(env);
  const domain = new URL(siteUrl).hostname;
  const user = text(env, "DEPLOY_USER") || "termofort";
  if (!NAME.test(user)) throw new SettingError(`DEPLOY_USER must be a system user name, got '${user}'`);
  const stateDir = absolute(env, "DEPLOY_STATE_DIR", "/var/lib/termofort");
  const at = text(env, "DEPLOY_BACKUP_AT") || "*-*-* 03:30:00";
  if (!/^[\w*:,./~ -]+$/.test(at))
    throw new SettingError(`DEPLOY_BACKUP_AT must be a systemd calendar time, got '${at}'`);
  return {
    domain,
    siteUrl,
    user,
    stateDir,
    configDir: absolute(env, "DEPLOY_CONFIG_DIR", "/etc/termofort"),
    backupDir: absolute(env, "DEPLOY_BACKUP_DIR", "/var/backups/termofort"),
    node: absolute(env, "DEPLOY_NODE", node),
    ports: {
      site: readPort(env, "DEPLOY_SITE_PORT", 8080),
      gateway: readPort(env, "DEPLOY_GATEWAY_PORT", 9400),
      publisher: readPort(env, "DEPLOY_PUBLISH_PORT", 9300),
    },
    tls: {
      cert: absolute(env, "DEPLOY_TLS_CERT", `/etc/letsencrypt/live/${domain}/fullchain.pem`),
      key: absolute(env, "DEPLOY_TLS_KEY", `/etc/letsencrypt/live/${domain}/privkey.pem`),
      acmeRoot: absolute(env, "DEPLOY_ACME_ROOT", "/var/www/letsencrypt"),
    },
    backup: { at, keep: Math.round(readPositive(env, "DEPLOY_BACKUP_KEEP", 14)) },
  };
}

/** The folders under the state folder, one place for all. */
export const folders = (layout: DeployLayout) => ({
  current: path.join(layout.stateDir, "current"),
  code: path.join(layout.stateDir, "code"),
  repo: path.join(layout.stateDir, "repo.git"),
  releases: path.join(layout.stateDir, "releases"),
  leads: path.join(layout.stateDir, "leads"),
  siteNginx: path.join(layout.stateDir, "site-nginx"),
});
