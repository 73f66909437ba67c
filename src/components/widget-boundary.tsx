import { Fragment, useState, type ReactNode } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { usePage } from "../lib/i18n";

interface WidgetBoundaryProps {
  /** Names the widget in the log. */
  name: string;
  /** Shown instead of the widget when it fails; `retry` renders it afresh. Defaults to a short notice with a retry. */
  fallback?: (retry: () => void) => ReactNode;
  /**
   * The widget. As a function it gets the attempt number, so lazily loaded code can be asked for again on a retry
   * (React.lazy remembers a failed load for good).
   */
  children: ReactNode | ((attempt: number) => ReactNode);
}

/**
 * Keeps a failure where it happens: a dialog, a carousel, the calculator or the messenger widget that throws (or
 * whose code cannot load, e.g. offline) is replaced by its fallback with a retry, and the rest of the page, with
 * its other ways to leave a request, keeps working. The page-level boundary is for the page itself.
 */
export function WidgetBoundary({ name, fallback, children }: WidgetBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      onError={(error) => console.error(`The ${name} failed`, error)}
      onReset={() => setAttempt((previous) => previous + 1)}
      fallbackRender={({ resetErrorBoundary: retry }) =>
        fallback ? fallback(retry) : <WidgetFallback retry={retry} />
      }
    >
      {/* A new key per attempt: the widget starts over rather than resuming the state that failed. */}
      <Fragment key={attempt}>{typeof children === "function" ? children(attempt) : children}</Fragment>
    </ErrorBoundary>
  );
}

/** The default fallback: says this part could not be shown and offers to try again. */
export function WidgetFallback({ retry, children }: { retry: () => void; children?: ReactNode }) {
  const { t } = usePage();
  return (
    <div className="widget-fallback" role="alert">
      <p>{t("widget.failed")}</p>
      {children}
      <button type="button" className="button button--ghost" onClick={retry}>
        {t("widget.retry")}
      </button>
    </div>
  );
}
