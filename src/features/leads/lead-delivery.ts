import type { LeadStatus } from "./lead-outbox";
import type { LeadPath } from "./lead-sender";

/** What became of one request the visitor just sent: the page shell reacts (success dialog, CRM script). */
export interface LeadSubmission {
  path: LeadPath;
  /** At submit time: "sending" while the first attempt runs ("delivered" for a caught bot). */
  status: LeadStatus;
}

type Listener = (submission: LeadSubmission) => void;

// Listeners only, never page data: safe as module state during the static build.
const listeners = new Set<Listener>();

/** Subscribes to every submitted request; returns the unsubscribe function. */
export function onLeadSubmitted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSubmitted(submission: LeadSubmission) {
  for (const listener of listeners) listener(submission);
}
