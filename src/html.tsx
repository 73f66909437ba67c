import type { ReactNode } from "react";

interface HtmlProps {
  htmlAttributes: Record<string, unknown>;
  headComponents: ReactNode;
  bodyAttributes: Record<string, unknown>;
  preBodyComponents: ReactNode;
  body: string;
  postBodyComponents: ReactNode;
}

/**
 * Gatsby's default document, with `viewport-fit=cover`: without it an iPhone reports no safe area, and the action
 * bar at the bottom of the screen (shell/action-bar.tsx) would sit under the home indicator.
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
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
