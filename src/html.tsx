import type { ReactNode } from "react";

interface HtmlProps {
  htmlAttributes: Record<string, unknown>;
  headComponents: ReactNode;
  bodyAttributes: Record<string, unknown>;
  preBodyComponents: ReactNode;
  body: string;
  postBodyComponents: ReactNode;
}

/** The empty element after the page's markup that the first paint waits for. */
const PAGE_PARSED_ID = "page-parsed";

/**
 * Gatsby's default document, with two changes:
 * - `viewport-fit=cover`: without it an iPhone reports no safe area, and the action bar at the bottom of the screen
 *   (shell/action-bar.tsx) would sit under the home indicator.
 * - The first paint waits until the whole page's markup is parsed (`rel=expect` with `blocking=render`, Chromium 124
 *   and later; others ignore it). On a slow network, or a busy phone whose parser yields, the browser otherwise paints
 *   a half-parsed page: the header's right-hand items, the contacts grid and the action bar then move as the rest
 *   arrives (layout shifts a visitor sees; e2e/slow-arrival.spec.ts). Chromium unblocks at the target's start tag,
 *   so the target is an empty element after the page rather than the page's own root. The cost is a first paint as
 *   late as the last byte of the HTML, 15-21 KB with gzip.
 */
export default function Html(props: HtmlProps) {
  return (
    // The page's Head sets `lang` (components/seo.tsx), which Gatsby passes in htmlAttributes.
    // eslint-disable-next-line jsx-a11y/html-has-lang
    <html {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="x-ua-compatible" content="ie=edge" />
        <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no, viewport-fit=cover" />
        <link rel="expect" href={`#${PAGE_PARSED_ID}`} blocking="render" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        <div id={PAGE_PARSED_ID} hidden />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
