import { Link } from "gatsby";
import type { ReactNode } from "react";
import { ContentImage, type ContentImageData } from "./content-image";

interface CardProps {
  title: string;
  to: string;
  image: ContentImageData | null | undefined;
  imageAlt?: string;
  /** The heading level that fits the page's outline. */
  heading: "h2" | "h3";
  /** Shown above the title (a date). */
  meta?: ReactNode;
  /** The "more" cue at the bottom; the whole card is already the link's target, so it is hidden from readers. */
  more?: string;
  eager?: boolean;
  className?: string;
  /** What follows the title: a description, a price. */
  children?: ReactNode;
}

/** One card of a card grid: image, title linking to its page, and what the caller adds; rendered as a list item. */
export function Card({
  title,
  to,
  image,
  imageAlt,
  heading: Heading,
  meta,
  more,
  eager,
  className,
  children,
}: CardProps) {
  return (
    <li className={className ? `card ${className}` : "card"}>
      <ContentImage image={image} alt={imageAlt || title} className="card__image" eager={eager} />
      <div className="card__body">
        {meta}
        <Heading className="card__title">
          <Link to={to} className="card__link">
            {title}
          </Link>
        </Heading>
        {children}
        {more && (
          <span className="card__more" aria-hidden="true">
            {more} →
          </span>
        )}
      </div>
    </li>
  );
}
