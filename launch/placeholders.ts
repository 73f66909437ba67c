/**
 * What demo and placeholder values look like, wherever they hide: hosts reserved for examples and tests (RFC 2606 and
 * 6761: `.example`, `example.com`, `.test`, `.invalid`, `localhost`), loopback addresses, and the demo data's tokens
 * (`demo-...`).
 */
const RESERVED_SUFFIXES = [".example", ".test", ".invalid", ".localhost"];
const EXAMPLE_DOMAINS = ["example.com", "example.org", "example.net"];

/** True for a host no public site, mailbox or service can have. */
export function isPlaceholderHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (name === "localhost" || name === "::1" || name === "0.0.0.0" || /^127\./.test(name)) return true;
  if (RESERVED_SUFFIXES.some((suffix) => name.endsWith(suffix) || name === suffix.slice(1))) return true;
  return EXAMPLE_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

const URL_HOST = /\b(?:https?:)?\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])(?::\d+)?/gi;
const MAIL_HOST = /[a-z0-9._%+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi;
const DEMO_TOKEN = /\bdemo-[a-z0-9_-]+/gi;

/** The placeholder hosts (in URLs and e-mail addresses) and demo tokens a text holds, each once. */
export function placeholdersIn(value: string): string[] {
  const found = new Set<string>();
  for (const match of value.matchAll(URL_HOST)) if (isPlaceholderHost(match[1]!)) found.add(match[1]!.toLowerCase());
  for (const match of value.matchAll(MAIL_HOST)) if (isPlaceholderHost(match[1]!)) found.add(match[1]!.toLowerCase());
  for (const match of value.matchAll(DEMO_TOKEN)) found.add(match[0]);
  return [...found];
}
