/**
 * The build downloads every image URL the content names, from inside the build machine's network. A stolen CMS
 * account could otherwise make it fetch http://169.254.169.254/ (cloud metadata) or an intranet page and publish
 * the answer as an "image". So: only the content service's own origin and hosts listed in CONTENT_IMAGE_HOSTS, and
 * never a name that resolves to a loopback, private or link-local address (the configured service excepted).
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

export interface ImagePolicy {
  /** Origin of the configured content service (trusted, even on localhost). */
  serviceOrigin: string;
  /** Further host names (host or host:port) images may come from. */
  allowedHosts: string[];
}

export type HostCheck = { ok: true } | { ok: false; reason: string };

const internal = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  internal.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  internal.addSubnet(network, prefix, "ipv6");

/** Loopback, private, link-local, carrier-grade NAT, multicast or unspecified (IPv4-mapped IPv6 included). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, "ipv4");
  const family = isIP(address);
  if (family === 4) return internal.check(address, "ipv4");
  if (family === 6) return internal.check(address, "ipv6");
  return true;
}

/** Without the network: is the URL http(s), and is its host the service or allowlisted? */
export function imageHostAllowed(url: string, policy: ImagePolicy): HostCheck {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: "it is not an absolute URL" };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    return { ok: false, reason: `the scheme '${parsed.protocol}' is not allowed for images` };
  if (parsed.username || parsed.password) return { ok: false, reason: "it carries a user name or password" };
  if (parsed.origin === new URL(policy.serviceOrigin).origin) return { ok: true };
  if (policy.allowedHosts.includes(parsed.host.toLowerCase()) || policy.allowedHosts.includes(parsed.hostname))
    return { ok: true };
  return {
    ok: false,
    reason: `host '${parsed.host}' is neither the content service nor listed in CONTENT_IMAGE_HOSTS`,
  };
}

type Lookup = (hostname: string) => Promise<Array<{ address: string }>>;
const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Before a download: the host check above, then every address the name resolves to must be public. */
export async function checkImageDownload(url: string, policy: ImagePolicy, lookup: Lookup = systemLookup) {
  const allowed = imageHostAllowed(url, policy);
  if (!allowed.ok) return allowed;
  const parsed = new URL(url);
  if (parsed.origin === new URL(policy.serviceOrigin).origin) return { ok: true } as const;
  const hostname = parsed.hostname.replace(/^\[|\]$/g, "");
  let addresses: Array<{ address: string }>;
  try {
    addresses = isIP(hostname) ? [{ address: hostname }] : await lookup(hostname);
  } catch (error) {
    return { ok: false, reason: `host '${hostname}' does not resolve (${(error as Error).message})` } as const;
  }
  const bad = addresses.find(({ address }) => isInternalAddress(address));
  return bad
    ? ({ ok: false, reason: `host '${hostname}' resolves to the internal address ${bad.address}` } as const)
    : ({ ok: true } as const);
}
