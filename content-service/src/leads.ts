import { promises as fs } from "node:fs";
import * as path from "node:path";
import { isPlainObject } from "./http";

export interface Lead {
  /** Canonical request path, e.g. /ru/api/invoices/. */
  path: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

export interface IdempotencyLimits {
  /** At most this many keys are remembered; the least recently used go first. */
  maxKeys: number;
  /** A key older than this is forgotten (a client retries for days at most). */
  ttlMs: number;
}

export interface LeadResult {
  /** True when the idempotency key was seen before and nothing was written. */
  replayed: boolean;
  response: Record<string, unknown>;
}

/**
 * Appends leads to a JSON-lines file. Writes go through one promise queue so concurrent requests never
 * interleave lines, and each line is fsynced before the request is answered.
 */
export class LeadStore {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private count: number,
    private readonly byKey: IdempotencyMemory,
    /** The file ends in a partial line (a crash mid-write): start the next line on its own. */
    private needsNewline: boolean,
  ) {}

  /** Rebuilds the idempotency memory from the file's recent lines so replays survive restarts. */
  static async open(file: string, limits: IdempotencyLimits, now: () => number = Date.now): Promise<LeadStore> {
    const text = await readIfExists(file);
    const byKey = new IdempotencyMemory(limits, now);
    let count = 0;
    for (const line of text.split("\n")) {
      const entry = parseLine(line);
      if (!entry) continue;
      count += 1;
      const time = typeof entry.time === "string" ? Date.parse(entry.time) : Number.NaN;
      if (typeof entry.idempotency_key === "string" && !Number.isNaN(time)) {
        byKey.set(entry.idempotency_key, responseFor(count, entry.body), time);
      }
    }
    return new LeadStore(file, count, byKey, text.length > 0 && !text.endsWith("\n"));
  }

  /** How many idempotency keys are held in memory. */
  get rememberedKeys(): number {
    return this.byKey.size;
  }

  submit(lead: Lead): Promise<LeadResult> {
    return this.enqueue(() => this.store(lead));
  }

  /** Resolves once every queued write has finished. */
  async drain(): Promise<void> {
    await this.queue;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async store(lead: Lead): Promise<LeadResult> {
    const key = lead.idempotencyKey;
    const previous = key === null ? undefined : this.byKey.get(key);
    if (previous) return { replayed: true, response: previous };
    const time = new Date();
    const line = JSON.stringify({
      time: time.toISOString(),
      path: lead.path,
      idempotency_key: key,
      body: lead.body,
    });
    await this.append(`${this.needsNewline ? "\n" : ""}${line}\n`);
    this.needsNewline = false;
    this.count += 1;
    const response = responseFor(this.count, lead.body);
    if (key !== null) this.byKey.set(key, response, time.getTime());
    return { replayed: false, response };
  }

  private async append(text: string): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    const handle = await fs.open(this.file, "a");
    try {
      await handle.write(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
}

/** Idempotency keys with their first answers: least recently used evicted beyond maxKeys, expired after ttlMs. */
class IdempotencyMemory {
  private readonly entries = new Map<string, { response: Record<string, unknown>; storedAt: number }>();

  constructor(
    private readonly limits: IdempotencyLimits,
    private readonly now: () => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Record<string, unknown> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt > this.limits.ttlMs) return undefined;
    this.entries.set(key, entry);
    return entry.response;
  }

  set(key: string, response: Record<string, unknown>, storedAt: number): void {
    if (this.now() - storedAt > this.limits.ttlMs) return;
    this.entries.delete(key);
    this.entries.set(key, { response, storedAt });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxKeys) break;
      this.entries.delete(oldest);
    }
  }
}

function responseFor(id: number, body: unknown): Record<string, unknown> {
  const fields = isPlainObject(body) ? { ...body } : {};
  delete fields.id;
  return { id, ...fields };
}

function parseLine(line: string): Record<string, unknown> | undefined {
  if (line.trim() === "") return undefined;
  try {
    const entry: unknown = JSON.parse(line);
    return isPlainObject(entry) ? entry : undefined;
  } catch {
    return undefined;
  }
}

async function readIfExists(file: string): Promise<string> {
  try {
    return await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw error;
  }
}
