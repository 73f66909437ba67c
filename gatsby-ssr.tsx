import type { GatsbySSR } from "gatsby";
import "./src/styles/global.css";
import ro from "./locales/ro/translation.json";
import { DEFAULT_LOCALE } from "./src/lib/locales";
import { localeDetectionScript } from "./src/lib/locale-cookie";
import { hashRepairScript } from "./src/lib/safe-hash";
import { SITEMAP_INDEX } from "./src/lib/sitemap";
import { wrapPageElement as wrap } from "./src/shell/wrap-page";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrap;

/** gatsby-plugin-offline's app shell: a page without a template, so without a Head of its own. */
const APP_SHELL = /^\/offline-plugin-app-shell-fallback\/?$/;

/**
 * Every page names the sitemap (as gatsby-plugin-sitemap's link did) and repairs a malformed URL hash before the app
 * reads it (src/lib/safe-hash.ts). Locale detection runs on the root path only, in <head>, before the Romanian page
 * can paint. The offline app shell, whose page the browser renders itself, has the brand as its title and the
 * default language until the page's own Head replaces them.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents, setHtmlAttributes }) => {
  const scripts = [
    <link key="sitemap" rel="sitemap" type="application/xml" href={SITEMAP_INDEX} />,
    <script key="hash-repair" dangerouslySetInnerHTML={{ __html: hashRepairScript }} />,
  ];
  if (pathname === "/") {
    scripts.push(<script key="locale-detection" dangerouslySetInnerHTML={{ __html: localeDetectionScript }} />);
  }
  if (APP_SHELL.test(pathname)) {
    // Marked as Gatsby's Head marks its elements, so that the page's Head takes its place rather than following it.
    scripts.push(
      <title key="app-shell-title" data-gatsby-head="true">
        {ro.site.name}
      </title>,
    );
    setHtmlAttributes({ lang: DEFAULT_LOCALE });
  }
  setHeadComponents(scripts);
};
