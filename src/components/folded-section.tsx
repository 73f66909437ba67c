import { useState, type ReactNode } from "react";
import { ChevronButton } from "./chevron-button";

/**
 * A section that a phone shows folded under its heading (below the `compact` breakpoint: cards.css), the heading's
 * row a button that unfolds it; from 575 px it is open and the button gone. For the sections a visitor reads after
 * the catalogue and the proof (the blog's advice, certificates, partners, the company's text): on a phone their
 * headings say what is there without costing a screen each.
 */
export function FoldedSection({
  id,
  title,
  tinted = false,
  className = "",
  children,
}: {
  /** The heading's id, which names the section and its button. */
  id: string;
  title: string;
  tinted?: boolean;
  /** Classes of the container inside the section. */
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const body = `${id}-body`;
  return (
    <section
      className={`section folded-section${tinted ? " section--tinted" : ""}${open ? " is-open" : ""}`}
      aria-labelledby={id}
    >
      <div className={`container ${className}`}>
        <div className="folded-section__head">
          <h2 id={id}>{title}</h2>
          <ChevronButton
            className="folded-section__toggle"
            expanded={open}
            controls={body}
            labelledBy={id}
            onToggle={() => setOpen((was) => !was)}
          />
        </div>
        <div id={body} className="folded-section__body">
          {children}
        </div>
      </div>
    </section>
  );
}
