import { useCallback, useState, type ReactNode } from "react";
import { usePage } from "../lib/i18n";
import { WidgetBoundary } from "./widget-boundary";

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  className?: string;
}

/**
 * An accessible carousel (WAI-ARIA APG pattern): previous/next buttons, a slide picker, a polite live region. It
 * never moves by itself: slides that changed every few seconds (behind an open dialog too) took the visitor's
 * attention from the one they were reading and from the first screen's action. Every slide keeps its box, so
 * switching never shifts the layout.
 */
/** A carousel that fails shows a retry in its place; the page around it stays. */
export function Carousel(props: CarouselProps) {
  return (
    <WidgetBoundary name="carousel">
      <CarouselView {...props} />
    </WidgetBoundary>
  );
}

function CarouselView({ label, slides, className = "" }: CarouselProps) {
  const { t } = usePage();
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  const go = useCallback((index: number) => setCurrent((index + count) % count), [count]);

  if (count === 0) return null;
  return (
    <section className={`carousel ${className}`} aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport" aria-live="polite">
        {slides.map((slide, index) => (
          <div
            key={index}
            className={`carousel__slide${index === current ? " is-current" : ""}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t("carousel.slideOf", { index: index + 1, count })}
            aria-hidden={index !== current}
            // React 18 has no `inert` prop; an empty attribute value is how it reaches the DOM.
            {...(index !== current ? { inert: "" } : {})}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            onClick={() => go(current - 1)}
            aria-label={t("carousel.previous")}
          >
            ‹
          </button>
          <ul className="carousel__dots">
            {slides.map((_, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="carousel__dot"
                  aria-label={t("carousel.goTo", { index: index + 1 })}
                  aria-current={index === current ? "true" : undefined}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="carousel__button"
            onClick={() => go(current + 1)}
            aria-label={t("carousel.next")}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
