import type { IncomingMessage } from "node:http";
import {
  ATTRIBUTION_MAX_FIELDS,
  ATTRIBUTION_NAME_PATTERN,
  ATTRIBUTION_VALUE_MAX,
  FORM_PLACE_PATTERN,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  isCompletePhone,
  NAME_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  REQUEST_KINDS,
} from "../../src/features/leads/lead-limits";
import type { Locale } from "./data";
import { HttpError, isPlainObject, parseJsonBody, readBody } from "./http";
import type { LeadResult, LeadStore } from "./leads";

type FieldErrors = Record<string, string[]>;
type Validator = (body: Record<string, unknown>) => FieldErrors;

const REQUIRED = "This field is required.";

const requireString =
  (...fields: string[]): Validator =>
  (body) => {
    const errors: FieldErrors = {};
    for (const field of fields) {
      const value = body[field];
      if (typeof value !== "string" || value.trim() === "") errors[field] = [REQUIRED];
    }
    return errors;
  };

const requireObject =
  (field: string): Validator =>
  (body) => {
    const value = body[field];
    if (value === undefined || value === null) return { [field]: [REQUIRED] };
    return isPlainObject(value) ? {} : { [field]: ["Expected an object."] };
  };

/** DRF's CharField(max_length=...) wording. */
const maxLength =
  (field: string, max: number): Validator =>
  (body) => {
    const value = body[field];
    return typeof value === "string" && value.length > max
      ? { [field]: [`Ensure this field has no more than ${max} characters.`] }
      : {};
  };

/** Exactly what the site's phone field produces: "+373 (69) 123-456" (the format the forms check, lead-limits.ts). */
const maskedPhone: Validator = (body): FieldErrors => {
  const value = body.phone;
  const invalid = typeof value === "string" && value.trim() !== "" && !isCompletePhone(value);
  return invalid ? { phone: ["Enter a valid phone number."] } : {};
};

/**
 * The campaign attribution the site adds to every lead (src/lib/attribution.ts): optional, a flat object of short
 * texts under snake_case names. A Django serializer stores it in a JSONField (docs/content-contract.md).
 */
const attribution: Validator = (body): FieldErrors => {
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
};

/**
 * What the visitor asked for and where (docs/leads.md): optional, and checked as the reference Django serializers
 * check them (a choice, a slug, an object with an integer id and a name).
 */
const requestContext: Validator = (body): FieldErrors => {
  const errors: FieldErrors = {};
  const kind = body.request_kind;
  if (kind !== undefined && !(REQUEST_KINDS as readonly unknown[]).includes(kind)) {
    errors.request_kind = [`"${String(kind)}" is not a valid choice.`];
  }
  const place = body.form_place;
  if (place !== undefined && (typeof place !== "string" || !FORM_PLACE_PATTERN.test(place))) {
    errors.form_place = ["Enter a valid slug of at most 40 characters."];
  }
  const product = body.product;
  if (product !== undefined && product !== null) {
    const valid =
      isPlainObject(product) &&
      Number.isInteger(product.id) &&
      typeof product.name === "string" &&
      product.name.length <= PRODUCT_NAME_MAX_LENGTH;
    if (!valid)
      errors.product = [`Expected {id: integer, name: text of at most ${PRODUCT_NAME_MAX_LENGTH} characters}.`];
  }
  return errors;
};

const combine =
  (...validators: Validator[]): Validator =>
  (body) =>
    Object.assign({}, ...validators.map((validate) => validate(body))) as FieldErrors;

const contact = combine(
  requireString("name", "phone"),
  maxLength("name", NAME_MAX_LENGTH),
  maskedPhone,
  attribution,
  requestContext,
);

const LEAD_ROUTES: Readonly<Record<string, Validator>> = {
  invoices: contact,
  "calculate-invoice": combine(contact, requireObject("window")),
};

export const isLeadRoute = (segments: string[]): boolean =>
  segments.length === 1 && Object.prototype.hasOwnProperty.call(LEAD_ROUTES, segments[0]!);

/** Validates the POSTed lead and stores it (or replays the stored answer for a known idempotency key). */
export async function handleLead(
  req: IncomingMessage,
  locale: Locale,
  route: string,
  leads: LeadStore,
): Promise<LeadResult> {
  const body = parseJsonBody(await readBody(req));
  if (!isPlainObject(body)) {
    const got = Array.isArray(body) ? "list" : typeof body;
    throw new HttpError(400, {
      non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`],
    });
  }
  const { idempotency_key: bodyKey, ...fields } = body;
  const errors = LEAD_ROUTES[route]!(fields);
  // The site sends the key in the body (a custom header would need CORS permission); builds before that sent the
  // Idempotency-Key header, and leads they queued in visitors' browsers still arrive that way.
  const headerKey = req.headers["idempotency-key"];
  const key = bodyKey ?? headerKey;
  if (key !== undefined && (typeof key !== "string" || key === "" || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)) {
    errors.idempotency_key = [`Expected a non-empty string of at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return leads.submit({
    path: `/${locale}/api/${route}/`,
    idempotencyKey: typeof key === "string" ? key : null,
    body: fields,
  });
}
