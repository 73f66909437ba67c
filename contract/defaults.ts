/**
 * What the site shows where the content leaves a colour out or gives a bad one: applied once, after the safety
 * checks (normalise.ts), and exported for the site (browser.ts) where it needs the same value.
 */
export const CONTENT_DEFAULTS = {
  /** The spec's offer block colour. */
  offerColour: "#C42026",
  /** The calculator's own frame colour: a swatch without a valid colour, and the picture before one is chosen. */
  swatch: "#f4f4f1",
} as const;
