/**
 * Below this time from the form appearing to its submit, the sender is taken for a bot. Typing a name and eight
 * phone digits takes a person several seconds; even browser autofill still needs a click on the agreement and one
 * on the button, so the bar sits well under that to never turn away a real (and fast) visitor.
 */
export const MIN_FILL_MS = 1500;

/** The honeypot's name: a field bots like to fill and the form has no other use for. */
export const TRAP_NAME = "website";
