/** What the gateway holds, as the company's page and its JSON show it (the health endpoint shows the counts only). */
import type { AlertState, Alerter } from "./alerts";
import type { Delivery } from "./delivery";
import type { LeadBook, LeadEntry, Notice } from "./lead-book";

export interface LeadRow {
  key: string;
  kind: string;
  name: string | null;
  phone: string | null;
  page: string | null;
  acceptedAt: number;
  delivery:
    | { state: "delivered" | "refused"; at: number; status: number; detail: string }
    | { state: "waiting"; attempts: number; lastError: string | null };
  alerts: Record<string, AlertState>;
}

export interface GatewayStatus {
  accepting: boolean;
  refusing: string | null;
  waiting: number;
  /** POSTs to the CMS under way: with none and nothing waiting, no lead can reach the CMS again. */
  sending: number;
  refused: number;
  oldestWaitingAt: number | null;
  cmsFailingSince: number | null;
  lastError: string | null;
  alertChannels: string[];
  alertsOwing: number;
  journalBytes: number;
  /** Transactions (fsyncs) since the start: several leads share one under a burst. */
  journalCommits: number;
  maxJournalBytes: number;
  notices: Array<Pick<Notice, "id" | "kind" | "at" | "subject"> & { alerts: Record<string, AlertState> }>;
  leads: LeadRow[];
}

const PAGE_LEADS = 200;

function row(lead: LeadEntry, alerter: Alerter): LeadRow {
  const body = lead.body;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const window = body?.window as { page?: unknown } | undefined;
  return {
    key: lead.key,
    kind: lead.kind,
    name: text(body?.name),
    phone: text(body?.phone),
    page: text(body?.page) ?? text(window?.page),
    acceptedAt: lead.acceptedAt,
    delivery: lead.outcome
      ? { ...lead.outcome }
      : { state: "waiting", attempts: lead.attempts, lastError: lead.lastError },
    alerts: alerter.states(lead),
  };
}

export function gatewayStatus(
  book: LeadBook,
  delivery: Delivery,
  alerter: Alerter,
  maxJournalBytes: number,
  leads = PAGE_LEADS,
): GatewayStatus {
  const pending = book.pending();
  const all = [...book.leads.values()].sort((a, b) => b.acceptedAt - a.acceptedAt);
  return {
    accepting: book.refusing === null,
    refusing: book.refusing,
    waiting: pending.length,
    sending: delivery.attempting,
    refused: all.filter((lead) => lead.outcome?.state === "refused").length,
    oldestWaitingAt: pending[0]?.acceptedAt ?? null,
    cmsFailingSince: book.outage.since,
    lastError: delivery.lastError,
    alertChannels: alerter.channels.map((channel) => channel.name),
    alertsOwing: alerter.owing,
    journalBytes: book.journalBytes,
    journalCommits: book.journalCommits,
    maxJournalBytes,
    notices: [...book.notices.values()]
      .sort((a, b) => b.at - a.at)
      .slice(0, 20)
      .map((notice) => ({
        id: notice.id,
        kind: notice.kind,
        at: notice.at,
        subject: notice.subject,
        alerts: alerter.states(notice),
      })),
    leads: all.slice(0, leads).map((lead) => row(lead, alerter)),
  };
}
