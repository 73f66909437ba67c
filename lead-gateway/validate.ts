/**
 * What the gateway accepts: the content contract's lead rules (contract/leads.ts), checked with yup as the forms
 * check it, so that a lead the form would send is accepted and one the CMS would refuse is refused here, while the
 * visitor can still be told. Every other field is forwarded as given (optional fields the CMS keeps, such as
 * `attribution`, `fast_submit`, `form_place` or `product`), within the body size limit.
 */
import { ValidationError, boolean, mixed, object, string } from "yup";
import {
  ATTRIBUTION_MAX_FIELDS,
  ATTRIBUTION_NAME_PATTERN,
  ATTRIBUTION_VALUE_MAX,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  LEAD_KIND_ENDPOINTS,
  LEAD_KINDS,
  LEAD_PAGE_MAX_LENGTH,
  LEAD_SITE_MAX_LENGTH,
  LEAD_TYPE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  isCompletePhone,
  type LeadKind,
  type PostEndpointName,
} from "../contract";

type LeadEndpoint = PostEndpointName;

export type FieldErrors = Record<string, string[]>;

export interface ValidLead {
  key: string;
  kind: LeadKind;
  endpoint: LeadEndpoint;
  /** The body as the browser sent it (idempotency key and kind included), forwarded to the CMS as it is. */
  body: Record<string, unknown>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const attribution = mixed()
  .nullable()
  .test(
    "attribution",
    `Expected an object of at most ${ATTRIBUTION_MAX_FIELDS} texts of at most ${ATTRIBUTION_VALUE_MAX} characters.`,
    (value) => {
      if (value === undefined || value === null) return true;
      if (!isPlainObject(value)) return false;
      const entries = Object.entries(value);
      return (
        entries.length <= ATTRIBUTION_MAX_FIELDS &&
        entries.every(
          ([name, text]) =>
            ATTRIBUTION_NAME_PATTERN.test(name) && typeof text === "string" && text.length <= ATTRIBUTION_VALUE_MAX,
        )
      );
    },
  );

const optionalText = (max: number) =>
  string().strict().max(max, `Ensure this field has no more than ${max} characters.`);

const common = {
  request_kind: mixed<LeadKind>()
    .required("This field is required.")
    .oneOf(LEAD_KINDS, `Expected one of: ${LEAD_KINDS.join(", ")}.`),
  idempotency_key: string()
    .strict()
    .required("This field is required.")
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, `Ensure this field has no more than ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`),
  name: string()
    .strict()
    .required("This field is required.")
    .test("length", `Expected ${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} characters.`, (value) => {
      const length = (value ?? "").trim().length;
      return length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH;
    }),
  phone: string()
    .strict()
    .required("This field is required.")
    .test("phone", "Enter a valid phone number.", (value) => isCompletePhone(value ?? "")),
  fast_submit: boolean().strict(),
  attribution,
};

const invoice = object({
  ...common,
  type: optionalText(LEAD_TYPE_MAX_LENGTH).required("This field is required."),
  site: optionalText(LEAD_SITE_MAX_LENGTH),
  page: optionalText(LEAD_PAGE_MAX_LENGTH),
});

const calculator = object({
  ...common,
  window: mixed()
    .required("This field is required.")
    .test("object", "Expected an object.", (value) => isPlainObject(value)),
});

const SCHEMAS: Record<LeadEndpoint, typeof invoice | typeof calculator> = {
  invoice,
  calculateInvoice: calculator,
};

/** The lead, or the field errors in DRF's shape ({"field": ["message"]}) that the CMS would answer with. */
export function validateLead(body: unknown): { lead: ValidLead } | { errors: FieldErrors } {
  if (!isPlainObject(body)) {
    const got = Array.isArray(body) ? "list" : typeof body;
    return { errors: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${got}.`] } };
  }
  const kind = body.request_kind as LeadKind;
  const endpoint: LeadEndpoint | undefined = Object.hasOwn(LEAD_KIND_ENDPOINTS, String(kind))
    ? LEAD_KIND_ENDPOINTS[kind]
    : undefined;
  try {
    (endpoint ? SCHEMAS[endpoint] : object(common)).validateSync(body, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      (errors[issue.path || "non_field_errors"] ??= []).push(issue.message);
    }
    return { errors };
  }
  return { lead: { key: body.idempotency_key as string, kind, endpoint: endpoint!, body } };
}
