import type { GatsbyNode } from "gatsby";
import { brokenLinks, describeBrokenLinks } from "./safety/broken-links";

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const links = brokenLinks();
  if (links.length > 0) reporter.warn(describeBrokenLinks(links));
};
