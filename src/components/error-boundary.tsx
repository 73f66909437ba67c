import type { ReactNode } from "react";
import { ErrorBoundary as Boundary } from "react-error-boundary";

interface ErrorBoundaryProps {
  /** Translated texts: the boundary may have to render when the page's own tree cannot. */
  message: string;
  /** What to do, with the failure's reference (the same as in the console's log, where the error itself is). */
  details: (reference: string) => string;
  homeLabel: string;
  homePath: string;
  children: ReactNode;
}

const references = new WeakMap<object, string>();

/**
 * A short reference for a failure: its kind and when it was first seen, for the visitor to quote and the log to be
 * searched by; the same error gets the same reference in the log and on the screen.
 */
function reference(error: unknown): string {
  const key = typeof error === "object" && error !== null ? error : null;
  const known = key && references.get(key);
  if (known) return known;
  const made = `${error instanceof Error ? error.name : "Error"}-${Date.now().toString(36).toUpperCase()}`;
  if (key) references.set(key, made);
  return made;
}

/**
 * Spec: if showing a page fails, say so with the details and offer the way home, instead of a blank screen. The
 * details a visitor sees are what to do and a reference; the error's own message (a program's words, which may name
 * its internals) goes to the console's log beside the same reference.
 */
export function ErrorBoundary({ message, details, homeLabel, homePath, children }: ErrorBoundaryProps) {
  return (
    <Boundary
      onError={(error) => console.error(`Showing the page failed (${reference(error)})`, error)}
      fallbackRender={({ error }) => (
        <main className="error-page container" role="alert">
          <div className="error-page__text">
            <h1>{message}</h1>
            <p>{details(reference(error))}</p>
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
