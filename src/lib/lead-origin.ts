import { create } from "zustand";
import type { FormPlace } from "../../contract/browser";

/** The product a visitor was reading when they asked (the lead's optional `product`, docs/leads.md). */
export interface LeadProduct {
  id: number;
  name: string;
}

/** What a consultation is about when the button that asked says so: the credit offer's button. */
export type LeadTopic = "credit";

/**
 * Where a lead dialog was opened from: its place (the lead's `form_place`), the product where one applies, and the
 * topic the dialog then names (a credit consultation says "credit" in its title).
 */
export interface LeadOrigin {
  place: FormPlace;
  product?: LeadProduct;
  topic?: LeadTopic;
}

interface LeadOriginState {
  /** Set by the button that opens a lead dialog, read by the form in it, cleared when the dialog closes. */
  origin: LeadOrigin | null;
  set: (origin: LeadOrigin | null) => void;
}

/**
 * What the next dialog's lead says about where it was asked for. A store rather than a dialog prop: the buttons that
 * open a dialog are anywhere on the page (shared components, the shell), the dialog and its lazily loaded form are
 * the shell's. Only a click sets it, so the static build never holds a value.
 */
export const useLeadOrigin = create<LeadOriginState>()((set) => ({
  origin: null,
  set: (origin) => set({ origin }),
}));
