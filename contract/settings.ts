/**
 * Reading a process's settings from its environment, written once for every process's config module (the site's
 * build, the server, the publisher, the lead gateway, the embedded service): each reads and checks its environment
 * once at start with these, and throws one error naming the variable at fault.
 */
export type Environment = Record<string, string | undefined>;

/** A setting that cannot be used: the message names the variable, what it must be and what it was. */
export class SettingError extends Error {}

/** The variable's value, trimmed; "" when unset. */
export const text = (env: Environment, name: string): string => env[name]?.trim() ?? "";

export function readPort(env: Environment, name: string, fallback: number): number {
  const raw = text(env, name);
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new SettingError(`${name} must be a port number, got '${raw}'`);
  return port;
}

export function readPositive(env: Environment, name: string, fallback: number): number {
  const raw = text(env, name);
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new SettingError(`${name} must be a positive number, got '${raw}'`);
  return value;
}

/** An absolute URL with one of `protocols`, without its trailing slashes. */
export function readUrl(
  env: Environment,
  name: string,
  fallback: string,
  protocols: readonly string[] = ["http:", "https:"],
): string {
  const raw = text(env, name) || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SettingError(
      `${name} must be an absolute URL (${protocols.map((p) => `${p}//`).join(" or ")}), got '${raw}'`,
    );
  }
  if (!protocols.includes(url.protocol))
    throw new SettingError(`${name} must start with ${protocols.map((p) => `${p}//`).join(" or ")}, got '${raw}'`);
  return url.toString().replace(/\/+$/, "");
}

/** A comma- or space-separated list. */
export const readList = (env: Environment, name: string): string[] =>
  text(env, name)
    .split(/[\s,;]+/)
    .filter(Boolean);
