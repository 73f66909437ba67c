import { Script } from "gatsby";
import { analyticsScripts, type AnalyticsSettings } from "../lib/analytics";

/** Analytics load when the browser is idle, after the page is interactive, and never block rendering. */
export function Analytics({ settings }: { settings: AnalyticsSettings }) {
  return (
    <>
      {analyticsScripts(settings).map((script) =>
        script.src ? (
          <Script key={script.id} id={script.id} src={script.src} strategy="idle" />
        ) : (
          <Script
            key={script.id}
            id={script.id}
            strategy="idle"
            dangerouslySetInnerHTML={{ __html: script.code ?? "" }}
          />
        ),
      )}
    </>
  );
}
