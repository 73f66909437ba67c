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

/**
 * The optional fields that say what the visitor asked for and where (docs/leads.md), sent only when they apply:
 * `request_kind`, one of these; `form_place`, a short slug of where the form was ("header", "hero", "mobile-bar",
 * "page-end", "contacts", "product", "calculator"...); `product`, the product the visitor was looking at.
 */
export const REQUEST_KINDS = ["call", "consultation", "measurement", "calculator"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const FORM_PLACE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
/** `product.name` as the site shows it; the models keep it in a JSONField. */
export const PRODUCT_NAME_MAX_LENGTH = 200;
