/**
 * Every lead the gateway holds and what became of it, as rows of the journal (journal.ts) and in memory. A lead is
 * committed to disk before it is accepted, and its delivery, its refusal and each alert sent are committed as they
 * happen, so a restart (even after SIGKILL) goes on where the last one stopped. Attempts and their errors are kept in
 * memory only: a day's outage would otherwise write a row per lead every few minutes.
 */
import type { DatabaseSync } from "node:sqlite";
import type { GatewayLead as ValidLead, LeadKind, PostEndpointName as LeadEndpoint } from "../contract";
import { Journal, JournalError } from "./journal";
import { importLegacyJournal } from "./legacy-journal";

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

export type AcceptResult = "accepted" | "duplicate";

export interface BookOptions {
  dir: string;
  maxBytes: number;
  keepMs: number;
  /** The alert channels configured: a lead or notice is purged only once each has sent its alert. */
  channels: string[];
  now?: () => number;
  log?: (line: string) => void;
}

/** The alert id of a lead (notices have their own). */
export const leadAlertId = (key: string) => `lead:${key}`;

/** A full journal purges at most this often: a flood of leads must not turn into a purge per lead. */
const PURGE_AT_MOST_EVERY_MS = 60_000;

type Row = Record<string, string | number | null>;

export class LeadBook {
  readonly leads = new Map<string, LeadEntry>();
  readonly notices = new Map<string, Notice>();
  outage: Outage = { since: null, warned: false };
  /** Why the journal cannot take a lead now (full, or a failed write), for the health endpoint. */
  refusing: string | null = null;
  private readonly accepting = new Map<string, Promise<AcceptResult>>();
  private readonly now: () => number;
  private noticeCount = 0;
  private lastPurgeAt = -Infinity;
  /** Something settled since the last purge: a purge may free room again. */
  private settledSincePurge = true;

  private constructor(
    private readonly journal: Journal,
    private readonly options: BookOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  static async open(options: BookOptions): Promise<LeadBook> {
    const journal = Journal.open(options.dir);
    try {
      const imported = await importLegacyJournal(options.dir, journal);
      if (imported) options.log?.(`journal: ${imported.leads} lead(s) imported from ${imported.file}`);
      if (imported?.skipped) options.log?.(`journal: ${imported.skipped} torn or unreadable line(s) skipped`);
    } catch (error) {
      journal.close();
      throw error;
    }
    const book = new LeadBook(journal, options);
    book.load(journal.db);
    return book;
  }

  private load(db: DatabaseSync) {
    for (const row of db.prepare("SELECT * FROM leads ORDER BY accepted_at").all() as Row[]) {
      const state = row.state as "waiting" | Outcome["state"];
      this.leads.set(String(row.key), {
        key: String(row.key),
        kind: row.kind as LeadKind,
        endpoint: row.endpoint as LeadEndpoint,
        body: row.body === null ? null : (JSON.parse(String(row.body)) as Record<string, unknown>),
        acceptedAt: Number(row.accepted_at),
        from: String(row.from_address),
        outcome:
          state === "waiting"
            ? null
            : { state, at: Number(row.settled_at), status: Number(row.status), detail: String(row.detail ?? "") },
        alerted: {},
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
      });
    }
    for (const row of db.prepare("SELECT * FROM notices ORDER BY at").all() as Row[]) {
      const id = String(row.id);
      this.notices.set(id, {
        id,
        kind: row.kind as NoticeKind,
        at: Number(row.at),
        subject: String(row.subject),
        text: String(row.text),
        alerted: {},
      });
      this.noticeCount = Math.max(this.noticeCount, Number(id.split(":").pop()) || 0);
    }
    for (const row of db.prepare("SELECT * FROM alerts").all() as Row[]) {
      const target = this.alertTarget(String(row.target));
      if (target) target.alerted[String(row.channel)] = Number(row.at);
    }
    const outage = db.prepare("SELECT since, warned FROM outage WHERE id = 1").get() as Row | undefined;
    if (outage)
      this.outage = { since: outage.since === null ? null : Number(outage.since), warned: outage.warned === 1 };
  }

  get journalBytes(): number {
    return this.journal.usedBytes;
  }

  get journalCommits(): number {
    return this.journal.commits;
  }

  alertTarget(id: string): LeadEntry | Notice | undefined {
    return id.startsWith("lead:") ? this.leads.get(id.slice(5)) : this.notices.get(id);
  }

  private write(run: (journal: Journal) => void): Promise<void> {
    return this.journal.write(() => run(this.journal));
  }

  /**
   * Keeps the lead on disk, then answers: "accepted" (committed now) or "duplicate" (its key is held already: the
   * same lead). Rejects with a JournalError when it cannot be kept ("full": the bound is reached even after a purge,
   * or the disk is full; "unavailable": the write failed): then nothing of it is kept and the caller must not say it
   * was.
   */
  accept(lead: ValidLead, from: string): Promise<AcceptResult> {
    if (this.leads.has(lead.key)) return Promise.resolve("duplicate");
    const running = this.accepting.get(lead.key);
    if (running) return running.then((result) => (result === "accepted" ? "duplicate" : result));
    const result = this.store(lead, from).finally(() => this.accepting.delete(lead.key));
    this.accepting.set(lead.key, result);
    return result;
  }

  private async store(lead: ValidLead, from: string): Promise<AcceptResult> {
    const body = JSON.stringify(lead.body);
    const at = this.now();
    try {
      if (this.journal.usedBytes + body.length > this.options.maxBytes) await this.makeRoom();
      if (this.journal.usedBytes + body.length > this.options.maxBytes) {
        throw new JournalError("full", `the journal is at its bound (${this.options.maxBytes} bytes)`);
      }
      await this.write((journal) =>
        journal
          .statement(
            "INSERT INTO leads (key, kind, endpoint, body, accepted_at, from_address) VALUES (?, ?, ?, ?, ?, ?)",
          )
          .run(lead.key, lead.kind, lead.endpoint, body, at, from),
      );
    } catch (error) {
      const failure = error instanceof JournalError ? error : new JournalError("unavailable", String(error));
      this.refusing =
        failure.failure === "full"
          ? `the journal is full: ${failure.message}`
          : `the journal cannot be written: ${failure.message}`;
      throw failure;
    }
    this.refusing = null;
    this.leads.set(lead.key, {
      key: lead.key,
      kind: lead.kind,
      endpoint: lead.endpoint,
      body: lead.body,
      acceptedAt: at,
      from,
      outcome: null,
      alerted: {},
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    });
    return "accepted";
  }

  /** At the bound: purge what retention allows, then drop the bodies of delivered and alerted leads. */
  private async makeRoom() {
    if (!this.settledSincePurge && this.now() - this.lastPurgeAt < PURGE_AT_MOST_EVERY_MS) return;
    await this.purge();
    if (this.journal.usedBytes > this.options.maxBytes * 0.9) await this.purge({ dropDeliveredBodies: true });
  }

  async settle(key: string, state: Outcome["state"], status: number, detail: string): Promise<void> {
    const outcome: Outcome = { state, at: this.now(), status, detail: detail.slice(0, 2000) };
    await this.write((journal) =>
      journal
        .statement("UPDATE leads SET state = ?, settled_at = ?, status = ?, detail = ? WHERE key = ?")
        .run(state, outcome.at, status, outcome.detail, key),
    );
    const lead = this.leads.get(key);
    if (lead) lead.outcome = outcome;
    this.settledSincePurge = true;
  }

  async alertSent(id: string, channel: string): Promise<void> {
    const at = this.now();
    await this.write((journal) =>
      journal.statement("INSERT OR REPLACE INTO alerts (target, channel, at) VALUES (?, ?, ?)").run(id, channel, at),
    );
    const target = this.alertTarget(id);
    if (target) target.alerted[channel] = at;
    this.settledSincePurge = true;
  }

  async addNotice(kind: NoticeKind, subject: string, text: string): Promise<Notice> {
    this.noticeCount += 1;
    const notice: Notice = { id: `notice:${this.noticeCount}`, kind, at: this.now(), subject, text, alerted: {} };
    await this.write((journal) =>
      journal
        .statement("INSERT INTO notices (id, kind, at, subject, text) VALUES (?, ?, ?, ?, ?)")
        .run(notice.id, kind, notice.at, subject, text),
    );
    this.notices.set(notice.id, notice);
    return notice;
  }

  async setOutage(outage: Outage): Promise<void> {
    await this.write((journal) =>
      journal
        .statement("INSERT OR REPLACE INTO outage (id, since, warned) VALUES (1, ?, ?)")
        .run(outage.since, outage.warned ? 1 : 0),
    );
    this.outage = outage;
  }

  /** Leads not yet delivered nor refused, oldest first. */
  pending(): LeadEntry[] {
    return [...this.leads.values()].filter((lead) => !lead.outcome).sort((a, b) => a.acceptedAt - b.acceptedAt);
  }

  /**
   * Deletes what is no longer needed: a lead not yet delivered or refused stays whatever its age; the others and the
   * notices stay until `keepMs` after they settled (their keys stay known that long) and their alerts went out. With
   * `dropDeliveredBodies`, a delivered lead whose alerts went out keeps only its key and times.
   */
  async purge(options: { dropDeliveredBodies?: boolean } = {}): Promise<void> {
    this.lastPurgeAt = this.now();
    this.settledSincePurge = false;
    const cutoff = this.now() - this.options.keepMs;
    const alertsDone = (target: { alerted: Record<string, number> }) =>
      this.options.channels.every((channel) => channel in target.alerted);
    const leads = [...this.leads.values()].filter(
      (lead) => lead.outcome !== null && lead.outcome.at < cutoff && alertsDone(lead),
    );
    const notices = [...this.notices.values()].filter((notice) => notice.at < cutoff && alertsDone(notice));
    const bodies = options.dropDeliveredBodies
      ? [...this.leads.values()].filter((lead) => lead.outcome?.state === "delivered" && lead.body && alertsDone(lead))
      : [];
    if (leads.length + notices.length + bodies.length === 0) return;
    await this.write((journal) => {
      const dropLead = journal.statement("DELETE FROM leads WHERE key = ?");
      const dropAlerts = journal.statement("DELETE FROM alerts WHERE target = ?");
      const dropNotice = journal.statement("DELETE FROM notices WHERE id = ?");
      const dropBody = journal.statement("UPDATE leads SET body = NULL WHERE key = ?");
      for (const lead of leads) {
        dropLead.run(lead.key);
        dropAlerts.run(leadAlertId(lead.key));
      }
      for (const notice of notices) {
        dropNotice.run(notice.id);
        dropAlerts.run(notice.id);
      }
      for (const lead of bodies) dropBody.run(lead.key);
    });
    for (const lead of leads) this.leads.delete(lead.key);
    for (const notice of notices) this.notices.delete(notice.id);
    for (const lead of bodies) lead.body = null;
  }

  close(): void {
    this.journal.close();
  }
}
