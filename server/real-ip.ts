/**
 * The visitor's address behind a TLS terminator or load balancer (`TRUSTED_PROXIES`): what nginx's realip module
 * does with `set_real_ip_from`, `real_ip_header X-Forwarded-For` and `real_ip_recursive on`, for the Node fallback
 * too. Without it every visitor would share the balancer's address, and the lead gateway's per-address limit would
 * count the balancer.
 */
import { BlockList, isIP } from "node:net";

/** An address or a CIDR block (`10.0.0.0/8`, `2001:db8::/32`), checked: each goes into nginx's configuration. */
export function checkTrustedProxy(entry: string): string {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  const bits = family === 6 ? 128 : 32;
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
  if (!family || !prefixOk || rest.length) {
    throw new Error(`TRUSTED_PROXIES holds '${entry}': give addresses or CIDR blocks (10.0.0.0/8, 2001:db8::/32)`);
  }
  return entry;
}

/** Is `address` one of the trusted proxies? */
export function proxyMatcher(trusted: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of trusted) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
  };
}

/**
 * The client's address: the peer's, unless the peer is a trusted proxy; then the right-most X-Forwarded-For entry
 * that is not one (the address the first trusted hop saw), as nginx's `real_ip_recursive on` reads it.
 */
export function realClientAddress(
  peer: string,
  forwardedFor: string | string[] | undefined,
  isTrusted: (address: string) => boolean,
): string {
  if (!isTrusted(peer) || !forwardedFor) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    if (!isIP(hops[index]!)) return peer;
    if (!isTrusted(hops[index]!)) return hops[index]!;
  }
  return hops[0] ?? peer;
}
