import type { GatsbySSR } from "gatsby";
import "./src/styles/global.css";
import { localeDetectionScript } from "./src/lib/locale-cookie";
import { hashRepairScript } from "./src/lib/safe-hash";
import { SITEMAP_INDEX } from "./src/lib/sitemap";
import { wrapPageElement as wrap } from "./src/shell/wrap-page";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrap;

/**
 * Every page names the sitemap (as gatsby-plugin-sitemap's link did) and repairs a malformed URL hash before the app
 * reads it (src/lib/safe-hash.ts). Locale detection runs on the root path only, in <head>, before the Romanian page
 * can paint.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  const scripts = [
    <link key="sitemap" rel="sitemap" type="application/xml" href={SITEMAP_INDEX} />,
    <script key="hash-repair" dangerouslySetInnerHTML={{ __html: hashRepairScript }} />,
  ];
  if (pathname === "/") {
    scripts.push(<script key="locale-detection" dangerouslySetInnerHTML={{ __html: localeDetectionScript }} />);
  }
  setHeadComponents(scripts);
};
