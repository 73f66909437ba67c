/**
 * The gateway's journal: one append-only file of JSON lines, each write flushed to disk (fdatasync) before the
 * promise for it resolves. Writes that arrive while one is being flushed go out together in the next write and
 * flush (group commit), so a burst of leads costs one fsync per batch, not per lead. The file is rewritten whole
 * (write-file-atomic: a temporary file, fsync, rename) when it is compacted; the folder is fsynced after a rename so
 * that the new name survives a power cut. Why hand-written: lead-gateway/README.md.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, writeFileSync, existsSync, rmSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import * as path from "node:path";
import writeFileAtomic from "write-file-atomic";

export const JOURNAL_FILE = "journal.jsonl";
const PID_FILE = "gateway.pid";

type Item = { text: string; done: (error?: Error) => void } | { rewrite: () => string; done: (error?: Error) => void };

export interface Opened<T> {
  journal: Journal;
  records: T[];
  /** Lines that did not parse (a torn last line after a power cut): dropped, and said. */
  skipped: number;
}

function fsyncDir(dir: string) {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One gateway per folder: two processes appending to one file would interleave their lines. A folder whose pid file
 * names a live process other than this one is refused; a pid file left by a killed gateway is taken over.
 */
function claim(dir: string) {
  const file = path.join(dir, PID_FILE);
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, "utf8").trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
      throw new Error(`Another lead gateway (pid ${pid}) uses ${dir}: give each gateway a folder of its own.`);
    }
  }
  writeFileSync(file, String(process.pid));
}

export class Journal {
  private queue: Item[] = [];
  private running = false;
  private closed = false;

  private constructor(
    readonly file: string,
    private handle: FileHandle,
    /** Bytes in the file, every one of them flushed. */
    public size: number,
  ) {}

  /** Opens (creating) the folder's journal and reads back what it holds. */
  static async open<T>(dir: string): Promise<Opened<T>> {
    mkdirSync(dir, { recursive: true });
    claim(dir);
    const file = path.join(dir, JOURNAL_FILE);
    const text = existsSync(file) ? readFileSync(file, "utf8") : "";
    const records: T[] = [];
    let skipped = 0;
    // Only the text up to the last newline was ever acknowledged; a torn tail is cut off before appending again.
    const complete = text.slice(0, text.lastIndexOf("\n") + 1);
    for (const line of complete.split("\n")) {
      if (!line.trim()) continue;
      try {
        records.push(JSON.parse(line) as T);
      } catch {
        skipped += 1;
      }
    }
    if (complete.length !== text.length) skipped += 1;
    const handle = await open(file, "a");
    if (complete.length !== text.length) {
      await handle.truncate(Buffer.byteLength(complete));
      await handle.datasync();
    }
    fsyncDir(dir);
    return { journal: new Journal(file, handle, Buffer.byteLength(complete)), records, skipped };
  }

  /** Resolves once the records are on disk; rejects (nothing of them kept) when the write or flush failed. */
  append(records: object[]): Promise<void> {
    const text = records.map((record) => `${JSON.stringify(record)}\n`).join("");
    return this.enqueue((done) => ({ text, done }));
  }

  /**
   * Replaces the whole file with what `snapshot` returns, in order with the appends: everything appended before is
   * in memory by then (snapshot is called after pending promise callbacks have run), nothing appended after is lost.
   */
  rewrite(snapshot: () => object[]): Promise<void> {
    const rewrite = () =>
      snapshot()
        .map((record) => `${JSON.stringify(record)}\n`)
        .join("");
    return this.enqueue((done) => ({ rewrite, done }));
  }

  private enqueue(make: (done: (error?: Error) => void) => Item): Promise<void> {
    if (this.closed) return Promise.reject(new Error("The journal is closed."));
    return new Promise((resolve, reject) => {
      this.queue.push(make((error) => (error ? reject(error) : resolve())));
      if (!this.running) void this.drain();
    });
  }

  private async drain() {
    this.running = true;
    while (this.queue.length) {
      const first = this.queue[0]!;
      if ("rewrite" in first) {
        this.queue.shift();
        // The callbacks of the writes before it run first, so that the snapshot holds their records.
        await new Promise((resolve) => setImmediate(resolve));
        await this.replace(first);
        continue;
      }
      const end = this.queue.findIndex((item) => "rewrite" in item);
      const batch = this.queue.splice(0, end === -1 ? this.queue.length : end) as Array<Item & { text: string }>;
      const text = batch.map((item) => item.text).join("");
      try {
        await this.handle.write(text);
        await this.handle.datasync();
        this.size += Buffer.byteLength(text);
        for (const item of batch) item.done();
      } catch (error) {
        // A part of the batch may be in the file: cut it off, so that the next write starts on a line of its own.
        await this.handle.truncate(this.size).catch(() => undefined);
        for (const item of batch) item.done(error as Error);
      }
    }
    this.running = false;
  }

  private async replace(item: Item & { rewrite: () => string }) {
    try {
      const text = item.rewrite();
      await writeFileAtomic(this.file, text, { fsync: true });
      fsyncDir(path.dirname(this.file));
      // The old handle now writes to the replaced file: from here on, only the new one may be written.
      const previous = this.handle;
      this.handle = await open(this.file, "a");
      this.size = Buffer.byteLength(text);
      await previous.close();
      item.done();
    } catch (error) {
      item.done(error as Error);
    }
  }

  /** Waits for the queued writes, then closes the file and frees the folder. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.enqueue((done) => ({ text: "", done }));
    this.closed = true;
    await this.handle.close();
    rmSync(path.join(path.dirname(this.file), PID_FILE), { force: true });
  }
}
