/**
 * A lead counted as a conversion (docs/privacy.md): `generate_lead` in the data layer for GTM and GA4, and the
 * Metrica goal when Metrica runs. Pushed when a valid lead enters the outbox, whatever becomes of its delivery: the
 * outbox delivers it later if not now. The lead's key goes as `lead_id`, so a conversion counted twice can be dropped.
 */
import type { FormPlace } from "../../contract/browser";
import { pushEvent } from "./data-layer";
import { localeOfPath } from "./paths";

/** The Metrica goal a lead reaches: create a JavaScript-event goal with this identifier in the counter. */
export const METRICA_LEAD_GOAL = "lead";

let metricaCounter: number | null = null;

/** Set when the Metrica tag is loaded (after analytics consent), cleared when that consent is withdrawn. */
export function setMetricaCounter(counter: number | null) {
  metricaCounter = counter;
}

type Ym = (counter: number, method: string, ...parameters: unknown[]) => void;

export interface LeadConversion {
  /** The outbox key, also the lead's idempotency key. */
  key: string;
  /** "call", "consultation", "measurement" or "calculator". */
  leadType: string;
  /** Where the form was (the lead's `form_place`), when known. */
  place?: FormPlace;
  /** For a calculator request with an estimate. */
  value?: number;
}

export function reportLeadConversion({ key, leadType, place, value }: LeadConversion) {
  const formLocation = window.location.pathname;
  const parameters = {
    lead_id: key,
    lead_type: leadType,
    form_location: formLocation,
    ...(place ? { form_place: place } : {}),
    locale: localeOfPath(formLocation),
    ...(value !== undefined ? { value, currency: "MDL" } : {}),
  };
  pushEvent("generate_lead", parameters);
  const ym = (window as Window & { ym?: Ym }).ym;
  if (metricaCounter !== null && typeof ym === "function")
    ym(metricaCounter, "reachGoal", METRICA_LEAD_GOAL, parameters);
}
