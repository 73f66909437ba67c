/**
 * What the lead endpoints (endpoints.ts: `invoice`, `calculateInvoice`) accept, in one place: the site's forms refuse
 * with a hint what the service would refuse (they add only the translated messages), the lead gateway and the
 * embedded service read each body with `checkLeadBody`, and the CMS's Django models carry the same limits
 * (docs/leads.md; the reference app in test/django/ is checked against these values). The answers are DRF's: field
 * errors as lists of its wordings. No dependencies: the browser imports it.
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

/** What is wrong with a name, or null: the form shows its own words for each, the services DRF's. */
export function nameProblem(value: unknown): "required" | "short" | "long" | null {
  const length = typeof value === "string" ? value.trim().length : 0;
  if (length === 0) return "required";
  if (length < NAME_MIN_LENGTH) return "short";
  return length > NAME_MAX_LENGTH ? "long" : null;
}

/** What is wrong with a phone, or null. */
export function phoneProblem(value: unknown): "required" | "incomplete" | null {
  if (typeof value !== "string" || value.trim() === "") return "required";
  return isCompletePhone(value) ? null : "incomplete";
}

/** The invoice models' other text fields (`CharField(max_length=...)`): longer is refused with HTTP 400. */
export const LEAD_TYPE_MAX_LENGTH = 100;
export const LEAD_SITE_MAX_LENGTH = 100;
export const LEAD_PAGE_MAX_LENGTH = 500;

/**
 * Idempotency keys are UUIDs (36 characters); the models keep room for other clients' keys. Visible ASCII only: the
 * gateway sends the key as a header too, where a line break could not go.
 */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * The campaign attribution on a lead: a flat object of short texts under snake_case names. The site sends at most
 * 28 (14 of the last touch, the same with `first_` of the first: src/lib/attribution.ts).
 */
export const ATTRIBUTION_MAX_FIELDS = 30;
export const ATTRIBUTION_VALUE_MAX = 300;
export const ATTRIBUTION_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/** The calculator's `window`: nested objects and lists of plain values, as the calculator builds it, bounded. */
export const WINDOW_MAX_DEPTH = 5;
export const WINDOW_MAX_VALUES = 300;
export const WINDOW_TEXT_MAX = 300;

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
 * Every place on the site a lead form is opened from or sits in (docs/leads.md's table), sent as `form_place`. A place
 * is added, never renamed or removed: a page cached in a visitor's browser sends the places of its release.
 */
export const FORM_PLACES = [
  "header",
  "call-menu",
  "mobile-bar",
  "hero",
  "page-hero",
  "product",
  "credit-offer",
  "gift-offer",
  "error-page",
  "calculator",
  "page-end",
  "contacts",
] as const;
export type FormPlace = (typeof FORM_PLACES)[number];
export const isFormPlace = (value: unknown): value is FormPlace =>
  typeof value === "string" && (FORM_PLACES as readonly string[]).includes(value);
/** What the CMS's model checks a place with (`form_place` is a slug there); every place above matches it. */
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
const NOT_TEXT = "Not a valid string.";

const isPlainObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type Check = (value: unknown) => string | null;

/** DRF's CharField: a string (blank allowed unless required) of at most `max` characters. */
const text =
  (max: number, required = false): Check =>
  (value) => {
    if (typeof value !== "string") return NOT_TEXT;
    if (required && value.trim() === "") return REQUIRED;
    return value.length > max ? `Ensure this field has no more than ${max} characters.` : null;
  };

/** The services require a name (DRF trims it) of at most 100 characters; the 2-character minimum is the form's. */
const name: Check = (value) => {
  if (typeof value !== "string") return NOT_TEXT;
  if (value.trim() === "") return REQUIRED;
  return value.trim().length > NAME_MAX_LENGTH
    ? `Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`
    : null;
};

const phone: Check = (value) =>
  typeof value !== "string"
    ? NOT_TEXT
    : phoneProblem(value) === "required"
      ? REQUIRED
      : phoneProblem(value)
        ? "Enter a valid phone number."
        : null;

/** A path on the site ("/ru/contacts"): the alert links it on SITE_URL, so nothing that leaves the site. */
const sitePath =
  (max: number): Check =>
  (value) =>
    text(max)(value) ??
    ((value as string) === "" || /^\/(?![/\\])[^\s]*$/.test(value as string) ? null : "Enter a path on the site.");

const flag: Check = (value) => (typeof value === "boolean" ? null : "Must be a valid boolean.");

const kind: Check = (value) => (isLeadKind(value) ? null : `"${String(value)}" is not a valid choice.`);

const place: Check = (value) => (isFormPlace(value) ? null : `"${String(value)}" is not a valid choice.`);

const key: Check = (value) =>
  typeof value === "string" && IDEMPOTENCY_KEY_PATTERN.test(value)
    ? null
    : `Expected 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters.`;

const attribution: Check = (value) => {
  if (value === null) return null;
  const entries = isPlainObject(value) ? Object.entries(value) : null;
  const valid =
    entries !== null &&
    entries.length <= ATTRIBUTION_MAX_FIELDS &&
    entries.every(
      ([field, item]) =>
        ATTRIBUTION_NAME_PATTERN.test(field) && typeof item === "string" && item.length <= ATTRIBUTION_VALUE_MAX,
    );
  return valid
    ? null
    : `Expected an object of at most ${ATTRIBUTION_MAX_FIELDS} texts of at most ${ATTRIBUTION_VALUE_MAX} characters.`;
};

const product: Check = (value) =>
  value === null ||
  (isPlainObject(value) &&
    Object.keys(value).every((field) => field === "id" || field === "name") &&
    Number.isSafeInteger(value.id) &&
    typeof value.name === "string" &&
    value.name.length <= PRODUCT_NAME_MAX_LENGTH)
    ? null
    : `Expected {id: integer, name: text of at most ${PRODUCT_NAME_MAX_LENGTH} characters}.`;

/** The calculator's configuration: an object of plain values, objects and lists, within the bounds above. */
const windowConfiguration: Check = (value) => {
  if (!isPlainObject(value)) return "Expected an object.";
  let values = 0;
  const fits = (item: unknown, depth: number): boolean => {
    values += 1;
    if (values > WINDOW_MAX_VALUES || depth > WINDOW_MAX_DEPTH) return false;
    if (item === null || typeof item === "boolean") return true;
    if (typeof item === "number") return Number.isFinite(item);
    if (typeof item === "string") return item.length <= WINDOW_TEXT_MAX;
    if (Array.isArray(item)) return item.every((entry) => fits(entry, depth + 1));
    if (!isPlainObject(item)) return false;
    return Object.entries(item).every(([field, entry]) => field.length <= 40 && fits(entry, depth + 1));
  };
  return fits(value, 1)
    ? null
    : `Expected an object of at most ${WINDOW_MAX_VALUES} values, ${WINDOW_MAX_DEPTH} levels deep, texts of at most ${WINDOW_TEXT_MAX} characters.`;
};

/** Every field the CMS keeps, per endpoint, with its check and whether it is required. Other fields are dropped. */
const COMMON_FIELDS: Record<string, { check: Check; required?: boolean }> = {
  name: { check: name, required: true },
  phone: { check: phone, required: true },
  [IDEMPOTENCY_KEY_FIELD]: { check: key },
  request_kind: { check: kind },
  form_place: { check: place },
  product: { check: product },
  fast_submit: { check: flag },
  attribution: { check: attribution },
};

const LEAD_FIELDS = {
  invoice: {
    ...COMMON_FIELDS,
    type: { check: text(LEAD_TYPE_MAX_LENGTH, true), required: true },
    site: { check: text(LEAD_SITE_MAX_LENGTH) },
    page: { check: sitePath(LEAD_PAGE_MAX_LENGTH) },
  },
  calculateInvoice: { ...COMMON_FIELDS, window: { check: windowConfiguration, required: true } },
} satisfies Record<PostEndpointName, Record<string, { check: Check; required?: boolean }>>;

/** A lead's body read against the rules: the known fields (unknown ones dropped, and named) or the field errors. */
export type CheckedLead =
  { body: Body; dropped: string[]; errors: null } | { body: null; dropped: string[]; errors: FieldErrors };

/**
 * Reads a lead's body as the service does: every field the CMS keeps is checked (a wrong type or value is refused with
 * DRF's field errors, HTTP 400); a field the CMS does not keep is dropped, not refused. Why dropped: a lead is never
 * lost for what the CMS would ignore anyway (DRF ignores unknown fields), and nothing unchecked reaches the CMS or the
 * sales team's e-mail. Optional fields may be absent; `null` stands for absent where the model allows it.
 */
export function checkLeadBody(endpoint: PostEndpointName, body: unknown): CheckedLead {
  if (!isPlainObject(body)) {
    const got = Array.isArray(body) ? "list" : body === null ? "null" : typeof body;
    return {
      body: null,
      dropped: [],
      errors: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] },
    };
  }
  const fields: Record<string, { check: Check; required?: boolean }> = LEAD_FIELDS[endpoint];
  const errors: FieldErrors = {};
  const kept: Body = {};
  const dropped: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (!Object.hasOwn(fields, field)) {
      dropped.push(field);
      continue;
    }
    if (value === undefined) continue;
    if (value === null && !fields[field]!.required) continue;
    const problem = fields[field]!.check(value);
    if (problem) errors[field] = [problem];
    else kept[field] = value;
  }
  for (const [field, rule] of Object.entries(fields)) {
    if (rule.required && (body[field] === undefined || body[field] === null) && !errors[field])
      errors[field] = [REQUIRED];
  }
  return Object.keys(errors).length ? { body: null, dropped, errors } : { body: kept, dropped, errors: null };
}

/** A lead as the site's gateway takes it: every kind at one address, routed by `request_kind`, with its key. */
export type GatewayLead = { key: string; kind: LeadKind; endpoint: PostEndpointName; body: Body };

/**
 * Reads a body sent to the site's gateway: `request_kind` and `idempotency_key` are required there (the gateway
 * routes by the first and keeps leads by the second), then the body is read as its endpoint reads it.
 */
export function checkGatewayLead(body: unknown): { lead: GatewayLead; dropped: string[] } | { errors: FieldErrors } {
  if (!isPlainObject(body)) return { errors: checkLeadBody("invoice", body).errors! };
  const requestKind = body.request_kind;
  const errors: FieldErrors = {};
  if (requestKind === undefined || requestKind === null) errors.request_kind = [REQUIRED];
  if (body[IDEMPOTENCY_KEY_FIELD] === undefined || body[IDEMPOTENCY_KEY_FIELD] === null)
    errors[IDEMPOTENCY_KEY_FIELD] = [REQUIRED];
  const read = checkLeadBody(isLeadKind(requestKind) ? LEAD_KIND_ENDPOINTS[requestKind] : "invoice", body);
  if (read.errors || Object.keys(errors).length) return { errors: { ...read.errors, ...errors } };
  const kindOf = requestKind as LeadKind;
  return {
    lead: {
      key: read.body[IDEMPOTENCY_KEY_FIELD] as string,
      kind: kindOf,
      endpoint: LEAD_KIND_ENDPOINTS[kindOf],
      body: read.body,
    },
    dropped: read.dropped,
  };
}
