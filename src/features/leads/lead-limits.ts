import { ATTRIBUTION_VALUE_MAX } from "../../lib/attribution";

/**
 * What the lead endpoints accept, in one place: the forms refuse with a hint what the service would refuse, and
 * the embedded service (content-service/src/lead-routes.ts) validates with the same values. The CMS's Django
 * models carry the same limits (docs/leads.md; the reference app in test/django/ is checked against this file).
 */

/** A name shorter than this is not one (the form's own rule; the service only requires a name). */
export const NAME_MIN_LENGTH = 2;
/** The lead models' `CharField(max_length=100)`: a longer name is refused with HTTP 400. */
export const NAME_MAX_LENGTH = 100;

/** The spec's phone format, as the phone field writes it: "+373 (69) 123-456", a Moldovan mobile number. */
export const PHONE_PATTERN = /^\+373 \([67]\d\) \d{3}-\d{3}$/;
export const PHONE_LENGTH = 17;
export const isCompletePhone = (value: string): boolean => value.length === PHONE_LENGTH && PHONE_PATTERN.test(value);

/** Idempotency keys are UUIDs (36 characters); the models keep room for other clients' keys, not for anything. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** The campaign attribution on a lead (src/lib/attribution.ts): a flat object of short texts under snake_case names. */
export { ATTRIBUTION_VALUE_MAX };
export const ATTRIBUTION_MAX_FIELDS = 40;
export const ATTRIBUTION_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/** The CMS's two lead endpoints (the spec's): every kind of lead goes to one of them. */
export const LEAD_ENDPOINTS = {
  invoice: "/ru/api/invoices/",
  calculator: "/ru/api/calculate-invoice/",
} as const;
export type LeadEndpoint = (typeof LEAD_ENDPOINTS)[keyof typeof LEAD_ENDPOINTS];

/**
 * Every kind of lead and the CMS endpoint it goes to. The browser names the kind (`request_kind`) when it sends to
 * the site's own gateway (POST /api/leads, one endpoint for all), and the gateway forwards to the CMS endpoint.
 */
export const LEAD_KIND_ENDPOINTS = {
  call: LEAD_ENDPOINTS.invoice,
  consultation: LEAD_ENDPOINTS.invoice,
  measurement: LEAD_ENDPOINTS.invoice,
  calculator: LEAD_ENDPOINTS.calculator,
} as const satisfies Record<string, LeadEndpoint>;
export type LeadKind = keyof typeof LEAD_KIND_ENDPOINTS;
export const LEAD_KINDS = Object.keys(LEAD_KIND_ENDPOINTS) as LeadKind[];

/** The invoice models' other text fields (`CharField(max_length=...)`): longer is refused with HTTP 400. */
export const LEAD_TYPE_MAX_LENGTH = 100;
export const LEAD_SITE_MAX_LENGTH = 100;
export const LEAD_PAGE_MAX_LENGTH = 500;
