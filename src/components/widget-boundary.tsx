import { Component, Fragment, type ReactNode } from "react";
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

interface WidgetBoundaryState {
  failed: boolean;
  attempt: number;
}

/**
 * Keeps a failure where it happens: a dialog, a carousel, the calculator or the messenger widget that throws (or
 * whose code cannot load, e.g. offline) is replaced by its fallback with a retry, and the rest of the page, with
 * its other ways to leave a request, keeps working. The page-level boundary is for the page itself.
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, WidgetBoundaryState> {
  override state: WidgetBoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<WidgetBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`The ${this.props.name} failed`, error);
  }

  retry = () => this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));

  override render() {
    const { children, fallback } = this.props;
    const { failed, attempt } = this.state;
    if (failed) return fallback ? fallback(this.retry) : <WidgetFallback retry={this.retry} />;
    // A new key per attempt: the widget starts over rather than resuming the state that failed.
    return <Fragment key={attempt}>{typeof children === "function" ? children(attempt) : children}</Fragment>;
  }
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
