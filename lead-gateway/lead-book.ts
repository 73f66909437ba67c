/**
 * Every lead the gateway holds and what became of it, kept in the journal (journal.ts) and in memory. A lead is
 * written to disk before it is accepted, and its delivery, its refusal and each alert sent are written as they
 * happen, so a restart (even after SIGKILL) goes on where the last one stopped. Attempts and their errors are kept in
 * memory only: a day's outage would otherwise write a line per lead every few minutes.
 */
import type { LeadKind, PostEndpointName as LeadEndpoint } from "../contract";
import { Journal } from "./journal";
import type { ValidLead } from "./validate";

export type Outcome = { state: "delivered" | "refused"; at: number; status: number; detail: string };

export interface LeadEntry {
  key: string;
  kind: LeadKind;
  endpoint: LeadEndpoint;
  /** Null once dropped to free space (only of a delivered lead whose alerts went out: the CMS has it). */
  body: Record<string, unknown> | null;
  acceptedAt: number;
  /** The client's address, for the company's page. */
  from: string;
  outcome: Outcome | null;
  /** Alert channels that have sent this lead's alert, with the time. */
  alerted: Record<string, number>;
  /** In memory only. */
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

export type NoticeKind = "warning" | "all-clear" | "refused";

/** An alert that is not a new lead: the outage warning, its all-clear, a lead the CMS refused. */
export interface Notice {
  id: string;
  kind: NoticeKind;
  at: number;
  subject: string;
  text: string;
  alerted: Record<string, number>;
}

/** The CMS delivery's state across restarts: failing since when, and whether the warning went out. */
export interface Outage {
  since: number | null;
  warned: boolean;
}

type JournalRecord =
  | {
      t: "lead";
      key: string;
      kind: LeadKind;
      endpoint: LeadEndpoint;
      body: Record<string, unknown> | null;
      at: number;
      from: string;
    }
  | { t: "done"; key: string; state: Outcome["state"]; at: number; status: number; detail: string }
  | { t: "alert"; id: string; channel: string; at: number }
  | { t: "notice"; id: string; kind: NoticeKind; at: number; subject: string; text: string }
  | { t: "outage"; at: number; since: number | null; warned: boolean };

export type AcceptResult = "accepted" | "duplicate" | "full";

export interface BookOptions {
  dir: string;
  maxBytes: number;
  keepMs: number;
  /** The alert channels configured: a lead or notice is compacted away only once each has sent its alert. */
  channels: string[];
  now?: () => number;
  log?: (line: string) => void;
}

/** The alert id of a lead (notices have their own). */
export const leadAlertId = (key: string) => `lead:${key}`;

export class LeadBook {
  readonly leads = new Map<string, LeadEntry>();
  readonly notices = new Map<string, Notice>();
  outage: Outage = { since: null, warned: false };
  /** Why the journal cannot take a lead now (full, or a failed write), for the health endpoint. */
  refusing: string | null = null;
  private readonly accepting = new Map<string, Promise<AcceptResult>>();
  private readonly now: () => number;
  private noticeCount = 0;

  private constructor(
    private readonly journal: Journal,
    private readonly options: BookOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  static async open(options: BookOptions): Promise<LeadBook> {
    const { journal, records, skipped } = await Journal.open<JournalRecord>(options.dir);
    const book = new LeadBook(journal, options);
    for (const record of records) book.apply(record);
    if (skipped) options.log?.(`journal: ${skipped} torn or unreadable line(s) skipped (a write cut short)`);
    return book;
  }

  get journalBytes(): number {
    return this.journal.size;
  }

  private apply(record: JournalRecord) {
    switch (record.t) {
      case "lead":
        if (this.leads.has(record.key)) break;
        this.leads.set(record.key, {
          key: record.key,
          kind: record.kind,
          endpoint: record.endpoint,
          body: record.body,
          acceptedAt: record.at,
          from: record.from,
          outcome: null,
          alerted: {},
          attempts: 0,
          nextAttemptAt: 0,
          lastError: null,
        });
        break;
      case "done": {
        const lead = this.leads.get(record.key);
        if (lead) lead.outcome = { state: record.state, at: record.at, status: record.status, detail: record.detail };
        break;
      }
      case "alert": {
        const target = this.alertTarget(record.id);
        if (target) target.alerted[record.channel] = record.at;
        break;
      }
      case "notice":
        this.notices.set(record.id, { ...record, alerted: {} });
        this.noticeCount = Math.max(this.noticeCount, Number(record.id.split(":").pop()) || 0);
        break;
      case "outage":
        this.outage = { since: record.since, warned: record.warned };
        break;
    }
  }

  alertTarget(id: string): LeadEntry | Notice | undefined {
    return id.startsWith("lead:") ? this.leads.get(id.slice(5)) : this.notices.get(id);
  }

  private async write(record: JournalRecord): Promise<void> {
    await this.journal.append([record]);
    this.apply(record);
  }

  /**
   * Keeps the lead on disk, then answers: "accepted" (on disk now), "duplicate" (its key is held already: the same
   * lead) or "full" (the journal is at its bound even after compaction; nothing written). Rejects when the disk
   * write fails: then nothing is kept and the caller must not say it was.
   */
  accept(lead: ValidLead, from: string): Promise<AcceptResult> {
    if (this.leads.has(lead.key)) return Promise.resolve("duplicate");
    const running = this.accepting.get(lead.key);
    if (running) return running.then((result) => (result === "accepted" ? "duplicate" : result));
    const record: JournalRecord = {
      t: "lead",
      key: lead.key,
      kind: lead.kind,
      endpoint: lead.endpoint,
      body: lead.body,
      at: this.now(),
      from,
    };
    const result = this.store(record).finally(() => this.accepting.delete(lead.key));
    this.accepting.set(lead.key, result);
    return result;
  }

  private async store(record: JournalRecord): Promise<AcceptResult> {
    const bytes = Buffer.byteLength(JSON.stringify(record)) + 1;
    if (this.journal.size + bytes > this.options.maxBytes) {
      await this.compact();
      if (this.journal.size + bytes > this.options.maxBytes) await this.compact({ dropDeliveredBodies: true });
      if (this.journal.size + bytes > this.options.maxBytes) {
        this.refusing = "the journal is full";
        return "full";
      }
    }
    try {
      await this.write(record);
    } catch (error) {
      this.refusing = `the journal cannot be written: ${(error as Error).message}`;
      throw error;
    }
    this.refusing = null;
    return "accepted";
  }

  settle(key: string, state: Outcome["state"], status: number, detail: string): Promise<void> {
    return this.write({ t: "done", key, state, at: this.now(), status, detail: detail.slice(0, 2000) });
  }

  alertSent(id: string, channel: string): Promise<void> {
    return this.write({ t: "alert", id, channel, at: this.now() });
  }

  async addNotice(kind: NoticeKind, subject: string, text: string): Promise<Notice> {
    this.noticeCount += 1;
    const id = `notice:${this.noticeCount}`;
    await this.write({ t: "notice", id, kind, at: this.now(), subject, text });
    return this.notices.get(id)!;
  }

  setOutage(outage: Outage): Promise<void> {
    return this.write({ t: "outage", at: this.now(), ...outage });
  }

  /** Leads not yet delivered nor refused, oldest first. */
  pending(): LeadEntry[] {
    return [...this.leads.values()].filter((lead) => !lead.outcome).sort((a, b) => a.acceptedAt - b.acceptedAt);
  }

  /**
   * Rewrites the journal with what is still needed: every lead not yet delivered or refused, whatever its age; the
   * others and the notices until `keepMs` after they settled (their keys stay known that long) and their alerts
   * went out. With `dropDeliveredBodies`, a delivered lead whose alerts went out keeps only its key and times.
   */
  compact(options: { dropDeliveredBodies?: boolean } = {}): Promise<void> {
    return this.journal.rewrite(() => {
      const cutoff = this.now() - this.options.keepMs;
      const channels = this.options.channels;
      const alertsDone = (target: { alerted: Record<string, number> }) =>
        channels.every((channel) => channel in target.alerted);
      const records: JournalRecord[] = [];
      for (const lead of [...this.leads.values()]) {
        const old = lead.outcome !== null && lead.outcome.at < cutoff;
        if (old && alertsDone(lead)) {
          this.leads.delete(lead.key);
          continue;
        }
        const dropBody =
          options.dropDeliveredBodies && lead.outcome?.state === "delivered" && alertsDone(lead) && lead.body;
        if (dropBody) lead.body = null;
        records.push({
          t: "lead",
          key: lead.key,
          kind: lead.kind,
          endpoint: lead.endpoint,
          body: lead.body,
          at: lead.acceptedAt,
          from: lead.from,
        });
        if (lead.outcome) records.push({ t: "done", key: lead.key, ...lead.outcome });
        for (const [channel, at] of Object.entries(lead.alerted)) {
          records.push({ t: "alert", id: leadAlertId(lead.key), channel, at });
        }
      }
      for (const notice of [...this.notices.values()]) {
        if (notice.at < cutoff && alertsDone(notice)) {
          this.notices.delete(notice.id);
          continue;
        }
        const { alerted, ...fields } = notice;
        records.push({ t: "notice", ...fields });
        for (const [channel, at] of Object.entries(alerted)) records.push({ t: "alert", id: notice.id, channel, at });
      }
      records.push({ t: "outage", at: this.now(), ...this.outage });
      return records;
    });
  }

  close(): Promise<void> {
    return this.journal.close();
  }
}
