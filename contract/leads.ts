/**
 * What the lead endpoints (endpoints.ts: `invoice`, `calculateInvoice`) accept, in one place: the site's forms refuse
 * with a hint what the service would refuse, the embedded service and any gateway in front of the CMS check each body
 * with `checkLeadBody`, and the CMS's Django models carry the same limits (docs/leads.md; the reference app in
 * test/django/ is checked against these values). The answers are DRF's: field errors as lists of its wordings. No
 * dependencies: the browser imports it.
 */
import type { PostEndpointName } from "./endpoints";

/** A name shorter than this is not one (the form's own rule; the service only requires a name). */
export const NAME_MIN_LENGTH = 2;
/** The lead models' `CharField(max_length=100)`: a longer name is refused with HTTP 400. */
export const NAME_MAX_LENGTH = 100;

/** The spec's phone format, as the phone field writes it: "+373 (69) 123-456", a Moldovan mobile number. */
export const PHONE_PATTERN = /^\+373 \([67]\d\) \d{3}-\d{3}$/;
export const PHONE_LENGTH = 17;
export const isCompletePhone = (value: string): boolean => value.length === PHONE_LENGTH && PHONE_PATTERN.test(value);

/** The invoice models' other text fields (`CharField(max_length=...)`): longer is refused with HTTP 400. */
export const LEAD_TYPE_MAX_LENGTH = 100;
export const LEAD_SITE_MAX_LENGTH = 100;
export const LEAD_PAGE_MAX_LENGTH = 500;

/** Idempotency keys are UUIDs (36 characters); the models keep room for other clients' keys, not for anything. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** The campaign attribution on a lead: a flat object of at most this many short texts under snake_case names. */
export const ATTRIBUTION_MAX_FIELDS = 40;
export const ATTRIBUTION_VALUE_MAX = 300;
export const ATTRIBUTION_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * Every kind of lead the site sends and the endpoint it goes to. The browser names the kind (`request_kind`) when it
 * sends to the site's own gateway (one address for all), which forwards each to its endpoint here.
 */
export const LEAD_KIND_ENDPOINTS = {
  call: "invoice",
  consultation: "invoice",
  measurement: "invoice",
  calculator: "calculateInvoice",
} as const satisfies Record<string, PostEndpointName>;
export type LeadKind = keyof typeof LEAD_KIND_ENDPOINTS;
export const LEAD_KINDS = Object.keys(LEAD_KIND_ENDPOINTS) as LeadKind[];
export const isLeadKind = (value: unknown): value is LeadKind =>
  typeof value === "string" && Object.hasOwn(LEAD_KIND_ENDPOINTS, value);

/**
 * What the visitor asked for and where (docs/leads.md), optional fields sent only when they apply: `request_kind`,
 * one of LEAD_KINDS; `form_place`, a short slug of where the form was ("header", "hero", "mobile-bar", "page-end",
 * "contacts", "product", "calculator"...); `product`, `{id, name}` of the product the visitor was looking at.
 */
export const FORM_PLACE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
/** `product.name` as the site shows a product's title; the models keep `product` in a JSONField. */
export const PRODUCT_NAME_MAX_LENGTH = 200;

/** The field a lead's idempotency key travels in (a custom header would need the CMS's CORS permission). */
export const IDEMPOTENCY_KEY_FIELD = "idempotency_key";

/** DRF's answer to a refused body: each field's messages. */
export type FieldErrors = Record<string, string[]>;
type Body = Record<string, unknown>;

// Plain functions and no calls at the top level: the browser bundles this module for its limits, and whatever it
// does not use (the checks) is then left out.

const REQUIRED = "This field is required.";

const isPlainObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function requiredStrings(body: Body, ...fields: string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = body[field];
    if (typeof value !== "string" || value.trim() === "") errors[field] = [REQUIRED];
  }
  return errors;
}

function requiredObject(body: Body, field: string): FieldErrors {
  const value = body[field];
  if (value === undefined || value === null) return { [field]: [REQUIRED] };
  return isPlainObject(value) ? {} : { [field]: ["Expected an object."] };
}

/** DRF's CharField(max_length=...) wording. */
function maxLength(body: Body, field: string, max: number): FieldErrors {
  const value = body[field];
  return typeof value === "string" && value.length > max
    ? { [field]: [`Ensure this field has no more than ${max} characters.`] }
    : {};
}

/** Exactly what the site's phone field produces: "+373 (69) 123-456". */
function maskedPhone(body: Body): FieldErrors {
  const value = body.phone;
  const invalid = typeof value === "string" && value.trim() !== "" && !isCompletePhone(value);
  return invalid ? { phone: ["Enter a valid phone number."] } : {};
}

/** Optional: a flat object of short texts under snake_case names (a Django JSONField, docs/content-contract.md). */
function attribution(body: Body): FieldErrors {
  const value = body.attribution;
  if (value === undefined || value === null) return {};
  const entries = isPlainObject(value) ? Object.entries(value) : null;
  const valid =
    entries !== null &&
    entries.length <= ATTRIBUTION_MAX_FIELDS &&
    entries.every(
      ([name, text]) =>
        ATTRIBUTION_NAME_PATTERN.test(name) && typeof text === "string" && text.length <= ATTRIBUTION_VALUE_MAX,
    );
  return valid
    ? {}
    : {
        attribution: [
          `Expected an object of at most ${ATTRIBUTION_MAX_FIELDS} texts of at most ${ATTRIBUTION_VALUE_MAX} characters.`,
        ],
      };
}

/** Optional: the same key on every retry of one lead, so that a retry after a lost answer stores nothing twice. */
function idempotencyKey(body: Body): FieldErrors {
  const key = body[IDEMPOTENCY_KEY_FIELD];
  return key === undefined || (typeof key === "string" && key !== "" && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH)
    ? {}
    : { [IDEMPOTENCY_KEY_FIELD]: [`Expected a non-empty string of at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`] };
}

/** Optional, each as the reference Django serializers check it: a choice, a slug, an object with an id and a name. */
function requestContext(body: Body): FieldErrors {
  const errors: FieldErrors = {};
  const kind = body.request_kind;
  if (kind !== undefined && !isLeadKind(kind)) errors.request_kind = [`"${String(kind)}" is not a valid choice.`];
  const place = body.form_place;
  if (place !== undefined && (typeof place !== "string" || !FORM_PLACE_PATTERN.test(place))) {
    errors.form_place = ["Enter a valid slug of at most 40 characters."];
  }
  const product = body.product;
  const validProduct =
    product === undefined ||
    product === null ||
    (isPlainObject(product) &&
      Number.isInteger(product.id) &&
      typeof product.name === "string" &&
      product.name.length <= PRODUCT_NAME_MAX_LENGTH);
  if (!validProduct) {
    errors.product = [`Expected {id: integer, name: text of at most ${PRODUCT_NAME_MAX_LENGTH} characters}.`];
  }
  return errors;
}

/** A call, consultation or other request: a name, a phone and what every lead may carry. */
function contact(body: Body): FieldErrors {
  return {
    ...requiredStrings(body, "name", "phone"),
    ...maxLength(body, "name", NAME_MAX_LENGTH),
    ...maxLength(body, "type", LEAD_TYPE_MAX_LENGTH),
    ...maxLength(body, "site", LEAD_SITE_MAX_LENGTH),
    ...maxLength(body, "page", LEAD_PAGE_MAX_LENGTH),
    ...maskedPhone(body),
    ...attribution(body),
    ...requestContext(body),
    ...idempotencyKey(body),
  };
}

/** Each lead endpoint's body check; the compiler refuses a POST endpoint without one. */
const LEAD_BODIES = {
  invoice: contact,
  calculateInvoice: (body) => ({ ...contact(body), ...requiredObject(body, "window") }),
} satisfies Record<PostEndpointName, (body: Body) => FieldErrors>;

/**
 * The field errors of a lead's body as the service answers them with HTTP 400 (empty when it is accepted), or a
 * `non_field_errors` answer when the body is not an object at all.
 */
export function checkLeadBody(endpoint: PostEndpointName, body: unknown): FieldErrors {
  if (!isPlainObject(body)) {
    const got = Array.isArray(body) ? "list" : typeof body;
    return { non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] };
  }
  return LEAD_BODIES[endpoint](body);
}
