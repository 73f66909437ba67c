import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { usePage } from "../lib/i18n";
import { WidgetBoundary } from "./widget-boundary";

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  /** Milliseconds between slides; no autoplay when absent. Autoplay pauses on hover and focus. */
  interval?: number;
  className?: string;
}

/**
 * An accessible carousel (WAI-ARIA APG pattern): previous/next buttons, a slide picker, live region only while
 * not rotating. Every slide keeps its box, so switching never shifts the layout.
 */
/** A carousel that fails shows a retry in its place; the page around it stays. */
export function Carousel(props: CarouselProps) {
  return (
    <WidgetBoundary name="carousel">
      <CarouselView {...props} />
    </WidgetBoundary>
  );
}

function CarouselView({ label, slides, interval, className = "" }: CarouselProps) {
  const { t } = usePage();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const root = useRef<HTMLElement>(null);
  const count = slides.length;
  const go = useCallback((index: number) => setCurrent((index + count) % count), [count]);
  const rotating = Boolean(interval) && !paused && !stopped && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduceMotion) return undefined;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval, count]);

  if (count === 0) return null;
  return (
    <section
      ref={root}
      className={`carousel ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="carousel__viewport" aria-live={rotating ? "off" : "polite"}>
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
          {interval && (
            <button type="button" className="carousel__button" onClick={() => setStopped((value) => !value)}>
              {stopped ? t("carousel.play") : t("carousel.pause")}
            </button>
          )}
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
