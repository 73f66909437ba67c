/**
 * The lead endpoints (the content contract's POSTs: `invoice`, `calculateInvoice`): each body is read with the
 * contract's own rules (`checkLeadBody`, the ones the site's forms and the gateway keep: fields the CMS does not keep
 * are dropped), and answered as DRF answers.
 */
import type { IncomingMessage } from "node:http";
import {
  IDEMPOTENCY_KEY_FIELD,
  checkLeadBody,
  endpointPath,
  type Locale as ContentLocale,
  type PostEndpointName,
} from "../../contract";
import { HttpError, parseJsonBody, readBody } from "./http";
import type { LeadResult, LeadStore } from "./leads";

/** Validates the POSTed lead and stores it (or replays the stored answer for a known idempotency key). */
export async function handleLead(
  req: IncomingMessage,
  locale: ContentLocale,
  endpoint: PostEndpointName,
  leads: LeadStore,
): Promise<LeadResult> {
  const read = checkLeadBody(endpoint, parseJsonBody(await readBody(req)));
  if (read.errors) throw new HttpError(400, read.errors);
  const { [IDEMPOTENCY_KEY_FIELD]: key, ...fields } = read.body;
  return leads.submit({
    // The path it came to: the contract sends leads to /ru/, a service answers them under either locale.
    path: `/${locale}/api/${endpointPath(endpoint)}`,
    idempotencyKey: typeof key === "string" ? key : null,
    body: fields,
  });
}
