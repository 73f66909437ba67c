import type { ReactNode } from "react";
import { ErrorBoundary as Boundary } from "react-error-boundary";

interface ErrorBoundaryProps {
  /** Translated texts: the boundary may have to render when the page's own tree cannot. */
  message: string;
  details: (message: string) => string;
  homeLabel: string;
  homePath: string;
  children: ReactNode;
}

/** Spec: if showing a page fails, say so with the details and offer the way home, instead of a blank screen. */
export function ErrorBoundary({ message, details, homeLabel, homePath, children }: ErrorBoundaryProps) {
  return (
    <Boundary
      onError={(error) => console.error("Showing the page failed", error)}
      fallbackRender={({ error }) => (
        <main className="error-page container" role="alert">
          <div className="error-page__text">
            <h1>{message}</h1>
            <p>{details(error instanceof Error ? error.message : String(error))}</p>
            <a className="button button--primary" href={homePath}>
              {homeLabel}
            </a>
          </div>
        </main>
      )}
    >
      {children}
    </Boundary>
  );
}
