/** The leads feature's form entry: a separate chunk that content pages load only when a form is about to show. */
export { default as LeadForm } from "./lead-form";
export { ContactFields } from "./contact-fields";
export { leadSchema, type LeadFormValues } from "./lead-schema";
export { SpamTrap } from "./spam-guard";
export { useSpamGuard } from "./use-spam-guard";
export { conformPhone } from "./phone-mask";
export { default as ContactPart, type ContactPartProps, type SubmitHandler } from "./contact-part";
