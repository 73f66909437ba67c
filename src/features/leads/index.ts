/**
 * The leads feature's light public entry, safe for every page: sending through the outbox and what became of it.
 * The forms (react-hook-form, yup, the mask) are the other entry, `./form`, loaded on demand.
 */
export { LEAD_PATHS, type DeliveryStatus, type LeadPath } from "./lead-sender";
export { submitLead, useLeadOutbox, useLeadStatus, type LeadStatus } from "./lead-outbox";
export { onLeadSubmitted, type LeadSubmission } from "./lead-delivery";
export { useSpamGuard } from "./spam-guard";
