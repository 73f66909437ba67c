/**
 * The gateway's journal: one SQLite file (node:sqlite, built into Node) in WAL mode with `synchronous=FULL`, so a
 * committed transaction is on disk (the WAL fsynced) before its promise resolves. Writes queued in the same turn of
 * the event loop share one transaction and one fsync (group commit); each runs in a savepoint of its own, so one that
 * fails takes nothing of the others with it. A commit that fails (full disk, I/O error) is rolled back whole: nothing
 * half-written stays. A lock file held for the process's life (an SQLite exclusive lock, which the kernel frees when
 * the process dies, SIGKILL included) keeps a second gateway off the folder. Why SQLite: lead-gateway/README.md.
 */
import { mkdirSync } from "node:fs";
import * as path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";

export const JOURNAL_FILE = "journal.sqlite";
const LOCK_FILE = "journal.lock";

/** Why a write failed, as the HTTP answer needs it: the disk is full (507), or it cannot be written now (503). */
export type JournalFailure = "full" | "unavailable";

export class JournalError extends Error {
  constructor(
    readonly failure: JournalFailure,
    message: string,
  ) {
    super(message);
  }
}

/** SQLite's primary result codes (errcode & 0xff) that mean the disk is out of room. */
const SQLITE_FULL = 13;

function journalError(error: unknown): JournalError {
  if (error instanceof JournalError) return error;
  const code = Number((error as { errcode?: number }).errcode ?? 0) & 0xff;
  const message = (error as Error).message;
  return new JournalError(code === SQLITE_FULL ? "full" : "unavailable", message);
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  key TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  body TEXT,
  accepted_at INTEGER NOT NULL,
  from_address TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'delivered', 'refused')),
  settled_at INTEGER,
  status INTEGER,
  detail TEXT
);
CREATE TABLE IF NOT EXISTS alerts (
  target TEXT NOT NULL,
  channel TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (target, channel)
);
CREATE TABLE IF NOT EXISTS notices (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  at INTEGER NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS outage (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  since INTEGER,
  warned INTEGER NOT NULL
);
`;

/** Writes per transaction at most. */
const MAX_BATCH = 100;

type Write = { run: (db: DatabaseSync) => void; resolve: () => void; reject: (error: JournalError) => void };

/**
 * One gateway per folder: an exclusive lock on a small SQLite file beside the journal, held until close. The journal
 * itself stays readable by other processes (a backup with `sqlite3 .backup` or `VACUUM INTO`).
 */
function lockFolder(dir: string): DatabaseSync {
  const lock = new DatabaseSync(path.join(dir, LOCK_FILE), { timeout: 0 });
  try {
    lock.exec("PRAGMA locking_mode=EXCLUSIVE; BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS held (pid INTEGER); COMMIT;");
  } catch (error) {
    lock.close();
    throw new Error(
      `Another lead gateway holds ${dir} (${(error as Error).message}): give each gateway a folder of its own.`,
    );
  }
  return lock;
}

export class Journal {
  private queue: Write[] = [];
  private scheduled = false;
  private closed = false;
  private readonly statements = new Map<string, StatementSync>();
  /** Bytes the journal's rows take, as of the last commit. */
  usedBytes = 0;
  /** Transactions committed since the start (each one fsync of the WAL): what group commit saves shows here. */
  commits = 0;

  private constructor(
    readonly file: string,
    readonly db: DatabaseSync,
    private readonly lock: DatabaseSync,
  ) {
    this.measure();
  }

  /** A prepared statement, prepared once: a lead's insert is the same statement every time. */
  statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  /** Opens (creating) the folder's journal, taking the folder's lock first. */
  static open(dir: string): Journal {
    mkdirSync(dir, { recursive: true });
    const lock = lockFolder(dir);
    const file = path.join(dir, JOURNAL_FILE);
    let db: DatabaseSync | undefined;
    try {
      db = new DatabaseSync(file, { timeout: 5000 });
      // FULL: the WAL is fsynced at every commit (NORMAL would lose the last commits on a power cut).
      db.exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA journal_size_limit=4194304;");
      db.exec(SCHEMA);
      return new Journal(file, db, lock);
    } catch (error) {
      db?.close();
      lock.close();
      throw error;
    }
  }

  /** The pages the rows take (free pages left by deleted rows are reused before the file grows). */
  private measure() {
    const read = (pragma: string) => Number(Object.values(this.statement(`PRAGMA ${pragma}`).get() ?? {})[0] ?? 0);
    this.usedBytes = (read("page_count") - read("freelist_count")) * read("page_size");
  }

  /**
   * Runs `run` in the next transaction (shared with every write queued in the same turn of the event loop) and
   * resolves once that transaction is on disk; rejects with a JournalError when this write or the commit failed, and
   * then nothing of it is kept.
   */
  write(run: (db: DatabaseSync) => void): Promise<void> {
    if (this.closed) return Promise.reject(new JournalError("unavailable", "The journal is closed."));
    return new Promise((resolve, reject) => {
      this.queue.push({ run, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.commit());
      }
    });
  }

  private commit() {
    this.scheduled = false;
    // A bounded batch: on a nearly full disk one failed commit refuses only its own writes.
    const batch = this.queue.splice(0, MAX_BATCH);
    if (this.queue.length && !this.closed) {
      this.scheduled = true;
      setImmediate(() => this.commit());
    }
    if (batch.length === 0) return;
    const done: Write[] = [];
    try {
      this.db.exec("BEGIN IMMEDIATE");
      for (const write of batch) {
        this.db.exec("SAVEPOINT one");
        try {
          write.run(this.db);
          this.db.exec("RELEASE one");
          done.push(write);
        } catch (error) {
          // A full disk may have ended the transaction already; a savepoint left open is rolled back.
          if (!this.db.isTransaction) throw error;
          this.db.exec("ROLLBACK TO one; RELEASE one");
          write.reject(journalError(error));
        }
      }
      this.db.exec("COMMIT");
      this.commits += 1;
      this.measure();
    } catch (error) {
      if (this.db.isTransaction) this.db.exec("ROLLBACK");
      const failure = journalError(error);
      for (const write of batch) write.reject(failure);
      return;
    }
    for (const write of done) write.resolve();
  }

  /** Commits what is queued, then closes the journal and frees the folder. */
  close(): void {
    if (this.closed) return;
    while (this.queue.length) this.commit();
    this.closed = true;
    this.db.close();
    this.lock.close();
  }
}
