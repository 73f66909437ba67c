/**
 * Below this time from the form becoming usable to its submit, a lead is flagged as possibly a bot's
 * (`fast_submit: true`, docs/leads.md) and still sent: browser autofill lets a real visitor fill the name and phone
 * in one click and send within a second, and for this business a lost lead costs more than a spam one.
 */
export const MIN_FILL_MS = 1500;

/** The honeypot's name: a field bots like to fill and the form has no other use for. */
export const TRAP_NAME = "website";

/** The flag a fast submit carries in the lead's body, for the CRM to filter on. */
export const FAST_SUBMIT_FIELD = "fast_submit";

/**
 * What the spam checks found: `trap` (the honeypot holds text: only a bot fills it; nothing is sent), `fast`
 * (submitted faster than MIN_FILL_MS: sent, flagged) or `person`.
 */
export type SpamVerdict = "trap" | "fast" | "person";
