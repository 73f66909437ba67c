import { create } from "zustand";
import type { LeadKind } from "../../../contract/browser";
import type { DeliveryStatus } from "./outbox-entry";

/** What the visitor is told about a request: still on its first attempt ("sending"), or how delivery went. */
export type LeadStatus = DeliveryStatus | "sending";

/** One request the visitor sent from this page; a new object for each, so that subscribers see every one. */
export interface LeadSubmission {
  /** Counts this page's requests: only the latest one's outcome is shown. */
  id: number;
  kind: LeadKind;
  /** When it was sent (ms since the epoch): the thank-you message says when the company will call from it. */
  sentAt: number;
}

interface LeadStatusState {
  /** The latest request sent from this page: the shell answers each new one (success dialog, CRM script). */
  submission: LeadSubmission | null;
  /** What the success dialog reports for it. */
  status: LeadStatus | null;
  /** A new request, with what to say at once ("sending", or "delivered" for a caught bot); returns its id. */
  submitted: (kind: LeadKind, status: LeadStatus) => number;
  /** The outcome of request `id`; ignored once a later request owns the dialog. */
  settle: (id: number, status: LeadStatus) => void;
  /** A queued lead went out later: the dialog, if still open, says so. */
  markDelivered: () => void;
  reset: () => void;
}

/**
 * The one channel for what became of a lead: the forms' sending writes it, the success dialog reads the status, and
 * the page shell subscribes to new submissions (src/shell/use-lead-delivery.ts).
 */
export const useLeadStatus = create<LeadStatusState>()((set, get) => ({
  submission: null,
  status: null,
  submitted: (kind, status) => {
    const id = (get().submission?.id ?? 0) + 1;
    set({ submission: { id, kind, sentAt: Date.now() }, status });
    return id;
  },
  settle: (id, status) => set((state) => (state.submission?.id === id ? { status } : state)),
  // Not from "sending": that lead's own first attempt reports its outcome (another lead's delivery must not).
  markDelivered: () => set((state) => (state.status === "queued" ? { status: "delivered" } : state)),
  reset: () => set({ submission: null, status: null }),
}));
