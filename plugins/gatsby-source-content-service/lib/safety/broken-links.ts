/**
 * Broken internal links found while sourcing, kept until the end of the build so that they are the last thing
 * printed (among hundreds of lines of build output, a list at the end is the one that gets read).
 */
import type { BrokenLink } from "./secure-content";

let found: BrokenLink[] = [];

export function setBrokenLinks(links: BrokenLink[]): void {
  found = links;
}

export function brokenLinks(): readonly BrokenLink[] {
  return found;
}

export function describeBrokenLinks(links: readonly BrokenLink[]): string {
  return [
    `Broken links in the content (${links.length}): these point at pages that do not exist`,
    ...links.map(
      (link) =>
        `  ${link.type}${link.id === undefined ? "" : ` ${link.id}`}${link.title ? ` "${link.title}"` : ""} (${link.locale}): ${link.href}`,
    ),
  ].join("\n");
}
