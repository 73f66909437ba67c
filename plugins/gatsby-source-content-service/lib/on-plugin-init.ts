import type { GatsbyNode } from "gatsby";
import { ERROR_CODES } from "./constants";

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap({
    [ERROR_CODES.Fetch]: {
      text: (context: { sourceMessage: string }) =>
        `The content service could not be read: ${context.sourceMessage}\nCheck CONTENT_API_URL and that the service is up, then build again.`,
      level: "ERROR",
      category: "THIRD_PARTY",
    },
    [ERROR_CODES.Contract]: {
      text: (context: { sourceMessage: string }) =>
        `The content service answered data the site cannot build: ${context.sourceMessage}\nFix that content (see docs/content-contract.md), then build again.`,
      level: "ERROR",
      category: "USER",
    },
  });
};
