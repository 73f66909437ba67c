import type { LeadOrigin } from "../../lib/lead-origin";
import type { LeadKind as RequestKind } from "../../../contract/browser";

/** Spec: the lead type is the Russian text of the request, whatever the page's language. */
export const LEAD_TYPES = {
  call: "Заявка на обратный звонок",
  consultation: "Заявка на консультацию",
  measurement: "Заявка на бесплатный замер",
} as const;
/** The kinds of request the invoice endpoint takes (the calculator's is a kind of its own, with its own endpoint). */
export type LeadKind = keyof typeof LEAD_TYPES;

/**
 * What the visitor asked for and where, in the optional fields every lead may carry (docs/leads.md): the kind of
 * request always, the form's place and the product only when known.
 */
export function requestFields(kind: RequestKind, origin: LeadOrigin | null) {
  return {
    request_kind: kind,
    ...(origin?.place ? { form_place: origin.place } : {}),
    ...(origin?.product ? { product: { id: origin.product.id, name: origin.product.name } } : {}),
  };
}

/** A call, consultation or measurement request (`POST /ru/api/invoices/`): the spec's payload and the fields above. */
export function invoiceRequest(input: {
  kind: LeadKind;
  name: string;
  phone: string;
  siteId: string;
  page: string;
  origin: LeadOrigin | null;
}) {
  return {
    type: LEAD_TYPES[input.kind],
    name: input.name.trim(),
    phone: input.phone,
    site: input.siteId,
    page: input.page,
    ...requestFields(input.kind, input.origin),
  };
}
