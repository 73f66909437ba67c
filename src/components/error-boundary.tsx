import { Component, type ReactNode } from "react";

interface ErrorBoundaryProps {
  /** Translated texts: the boundary may have to render when the page's own tree cannot. */
  message: string;
  details: (message: string) => string;
  homeLabel: string;
  homePath: string;
  children: ReactNode;
}

/** Spec: if showing a page fails, say so with the details and offer the way home, instead of a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error("Showing the page failed", error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="error-page container" role="alert">
        <div className="error-page__text">
          <h1>{this.props.message}</h1>
          <p>{this.props.details(error.message)}</p>
          <a className="button button--primary" href={this.props.homePath}>
            {this.props.homeLabel}
          </a>
        </div>
      </main>
    );
  }
}
