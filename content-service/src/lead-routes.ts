import type { IncomingMessage } from "node:http";
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

const combine =
  (...validators: Validator[]): Validator =>
  (body) =>
    Object.assign({}, ...validators.map((validate) => validate(body))) as FieldErrors;

const LEAD_ROUTES: Readonly<Record<string, Validator>> = {
  invoices: requireString("name", "phone"),
  "calculate-invoice": combine(requireString("name", "phone"), requireObject("window")),
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
  const errors = LEAD_ROUTES[route]!(body);
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  const key = req.headers["idempotency-key"];
  return leads.submit({
    path: `/${locale}/api/${route}/`,
    idempotencyKey: typeof key === "string" && key !== "" ? key : null,
    body,
  });
}
