/**
 * Alerts to the sales team: each new lead at once, and the notices (outage warning, all-clear, refusals), by e-mail
 * (nodemailer over SMTP) and, when configured, Telegram. An alert that fails is retried with backoff; each one sent
 * is written to the journal, so a restart sends only what has not gone out (a crash between the SMTP server's "OK"
 * and that line sends one alert twice: at least once, never lost). Without a channel nothing is sent: the log says
 * what would have been.
 */
import nodemailer from "nodemailer";
import type { AlertSettings } from "./config";
import { leadAlertId, type LeadBook, type LeadEntry, type Notice } from "./lead-book";
import type { AlertWords } from "./alert-words";
import { leadMessage, noticeMessage, telegramText, type Message } from "./messages";
import { ALERT_RETRY, retryDelayMs } from "../contract";
import { DueTimer } from "./timer";

export interface Channel {
  name: string;
  send(message: Message): Promise<void>;
  close?(): void;
}

export function emailChannel(settings: AlertSettings & { smtpUrl: string }): Channel {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: "email",
    send: async (message) => {
      await transport.sendMail({ from: settings.from, to: settings.to, ...message });
    },
    close: () => transport.close(),
  };
}

export function telegramChannel(
  settings: NonNullable<AlertSettings["telegram"]>,
  fetchImpl: typeof fetch = fetch,
): Channel {
  return {
    name: "telegram",
    send: async (message) => {
      const response = await fetchImpl(`${settings.apiUrl}/bot${settings.token}/sendMessage`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          chat_id: settings.chat,
          text: telegramText(message),
          parse_mode: "HTML",
          disable_web_page_preview: true,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
      if (!response.ok || !answer?.ok) {
        throw new Error(`Telegram answered HTTP ${response.status}: ${answer?.description ?? "no description"}`);
      }
    },
  };
}

export function alertChannels(settings: AlertSettings): Channel[] {
  const channels: Channel[] = [];
  if (settings.smtpUrl) channels.push(emailChannel({ ...settings, smtpUrl: settings.smtpUrl }));
  if (settings.telegram) channels.push(telegramChannel(settings.telegram));
  return channels;
}

/** An unsent alert older than this is given up (logged): the lead is in the CMS and on the page by then. */
export const ALERT_MAX_AGE_MS = 24 * 60 * 60_000;

interface Attempts {
  attempts: number;
  nextAt: number;
  lastError: string;
}

export interface AlerterOptions {
  siteUrl: string;
  /** The alerts' words (LEAD_ALERT_LANGUAGE). */
  words: AlertWords;
  maxRetryMs: number;
  log: (line: string) => void;
  now?: () => number;
}

export type AlertState =
  | { state: "sent"; at: number }
  | { state: "failing"; attempts: number; error: string }
  | { state: "pending" }
  | { state: "given up" };

export class Alerter {
  private readonly failures = new Map<string, Attempts>();
  private readonly sending = new Set<string>();
  /** What the log has already shown (development, no channel). */
  private readonly logged = new Set<string>();
  private readonly timer = new DueTimer(() => this.kick(), 100);
  private readonly now: () => number;

  constructor(
    private readonly book: LeadBook,
    readonly channels: Channel[],
    private readonly options: AlerterOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Sends what is due now and sets the timer for the next retry. */
  kick(): void {
    if (this.timer.stopped) return;
    const now = this.now();
    let next = Infinity;
    for (const target of this.targets()) {
      const id = "key" in target ? leadAlertId(target.key) : target.id;
      if (this.channels.length === 0) {
        if (!this.logged.has(id)) {
          this.logged.add(id);
          const message = this.message(target);
          this.options.log(`alert not sent (no LEAD_ALERT_SMTP_URL or Telegram set); it would say:\n${message.text}`);
        }
        continue;
      }
      for (const channel of this.channels) {
        if (channel.name in target.alerted) continue;
        const slot = `${id}|${channel.name}`;
        if (this.sending.has(slot)) continue;
        const failure = this.failures.get(slot);
        if (failure && failure.nextAt > now) {
          next = Math.min(next, failure.nextAt);
          continue;
        }
        void this.send(target, id, channel, slot);
      }
    }
    this.timer.set(next, now);
  }

  /** Leads and notices that still owe an alert, oldest first; those past ALERT_MAX_AGE_MS are given up. */
  private targets(): Array<LeadEntry | Notice> {
    const cutoff = this.now() - ALERT_MAX_AGE_MS;
    const owing = (target: LeadEntry | Notice) =>
      this.channels.length === 0 || this.channels.some((channel) => !(channel.name in target.alerted));
    const leads = [...this.book.leads.values()].filter((lead) => lead.body && lead.acceptedAt >= cutoff && owing(lead));
    const notices = [...this.book.notices.values()].filter((notice) => notice.at >= cutoff && owing(notice));
    return [...leads, ...notices];
  }

  private message(target: LeadEntry | Notice): Message {
    return "key" in target ? leadMessage(target, this.options.siteUrl, this.options.words) : noticeMessage(target);
  }

  private async send(target: LeadEntry | Notice, id: string, channel: Channel, slot: string) {
    this.sending.add(slot);
    try {
      await channel.send(this.message(target));
      this.failures.delete(slot);
      await this.book.alertSent(id, channel.name);
    } catch (error) {
      const attempts = (this.failures.get(slot)?.attempts ?? 0) + 1;
      const delay = retryDelayMs(attempts, { ...ALERT_RETRY, maxMs: this.options.maxRetryMs });
      const message = (error as Error).message;
      this.failures.set(slot, { attempts, nextAt: this.now() + delay, lastError: message });
      this.options.log(
        `alert ${id} by ${channel.name} failed (attempt ${attempts}, next in ${Math.round(delay / 1000)} s): ${message}`,
      );
    } finally {
      this.sending.delete(slot);
      this.kick();
    }
  }

  /** What became of the alert of a lead or notice on each channel, for the company's page. */
  states(target: LeadEntry | Notice): Record<string, AlertState> {
    const id = "key" in target ? leadAlertId(target.key) : target.id;
    const tooOld = ("key" in target ? target.acceptedAt : target.at) < this.now() - ALERT_MAX_AGE_MS;
    return Object.fromEntries(
      this.channels.map((channel): [string, AlertState] => {
        const at = target.alerted[channel.name];
        if (at !== undefined) return [channel.name, { state: "sent", at }];
        const failure = this.failures.get(`${id}|${channel.name}`);
        if (tooOld) return [channel.name, { state: "given up" }];
        return [
          channel.name,
          failure ? { state: "failing", attempts: failure.attempts, error: failure.lastError } : { state: "pending" },
        ];
      }),
    );
  }

  /** Alerts not sent yet on some channel (what a clean stop waits for, and the health endpoint counts). */
  get owing(): number {
    return this.channels.length ? this.targets().length : 0;
  }

  stop(): void {
    this.timer.stop();
    for (const channel of this.channels) channel.close?.();
  }
}
