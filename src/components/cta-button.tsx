import { Link } from "gatsby";
import type { FormPlace } from "../../contract/browser";
import type { LeadTopic } from "../lib/lead-origin";
import { RequestButton } from "./request-button";

export interface CtaButtonData {
  readonly text: string | null;
  readonly consultation: boolean;
  readonly link: string | null;
  /** A site path that names no page: an ordinary link, so that Gatsby does not prefetch a page that is not there. */
  readonly linkBroken?: boolean;
}

/**
 * A content-defined button: a consultation button opens that dialog (a DialogButton), a site path of a page is an
 * in-app link, anything else (a path the build found no page for included) an ordinary link. Nothing is rendered
 * for a button with no target or no text.
 */
export function CtaButton({
  button,
  fallbackText,
  place,
  topic,
  className = "button button--primary",
}: {
  button: CtaButtonData | null;
  fallbackText: string | null;
  /** Where the button is, for the consultation request it opens (the lead's `form_place`). */
  place: FormPlace;
  /** What the consultation it opens is about (the credit offer's). */
  topic?: LeadTopic;
  className?: string;
}) {
  if (!button) return null;
  const text = button.text || fallbackText;
  if (!text) return null;
  if (button.consultation) {
    return (
      <RequestButton dialog="consultation" place={place} topic={topic} className={className}>
        {text}
      </RequestButton>
    );
  }
  if (!button.link) return null;
  if (button.link.startsWith("/") && !button.link.startsWith("//") && !button.linkBroken) {
    return (
      <Link className={className} to={button.link}>
        {text}
      </Link>
    );
  }
  return (
    <a className={className} href={button.link} rel="noopener noreferrer">
      {text}
    </a>
  );
}
