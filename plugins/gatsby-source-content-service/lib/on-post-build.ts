import type { GatsbyNode } from "gatsby";
import { writeNodeDigests } from "./node-digests";
import { brokenLinks, describeBrokenLinks } from "./safety/broken-links";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const links = brokenLinks();
  if (links.length > 0) reporter.warn(describeBrokenLinks(links));
  // Only a build that got this far may vouch for the node store's content (node-digests.ts).
  await writeNodeDigests();
};
