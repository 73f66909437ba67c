import type { GatsbySSR } from "gatsby";
import "./src/styles/global.css";
import { localeDetectionScript } from "./src/lib/locale-cookie";
import { wrapPageElement as wrap } from "./src/shell/wrap-page";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrap;

/** Locale detection runs on the root path only, in <head>, before the Romanian page can paint. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  if (pathname === "/") {
    setHeadComponents([<script key="locale-detection" dangerouslySetInnerHTML={{ __html: localeDetectionScript }} />]);
  }
};
