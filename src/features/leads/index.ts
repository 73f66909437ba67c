/**
 * The leads feature's light public entry, safe for every page: sending through the outbox and what became of it.
 * The forms (react-hook-form, yup, the mask) are the other entry, `./form`, loaded on demand.
 */
export type { DeliveryStatus } from "./outbox-entry";
export { submitLead } from "./submit-lead";
export { useLeadOutbox } from "./use-lead-outbox";
export { useLeadStatus, type LeadStatus, type LeadSubmission } from "./lead-status";
export { useSpamGuard } from "./use-spam-guard";
export { LEAD_TYPES, invoiceRequest, requestFields, type LeadKind } from "./lead-request";
export { CONTACT_HOST_CLASS, DeferredContact, preloadContact } from "./deferred-contact";
export { useDeferredForm } from "./use-deferred-form";
export { RequestForm } from "./request-form";
