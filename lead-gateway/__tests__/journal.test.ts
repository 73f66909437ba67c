/** @jest-environment node */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Journal, JournalError, JOURNAL_FILE } from "../journal";
import { LeadBook } from "../lead-book";
import { LEGACY_JOURNAL_FILE } from "../legacy-journal";

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "journal-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lead = (key: string) => ({
  key,
  kind: "call" as const,
  endpoint: "invoice" as const,
  body: { name: "Ion", phone: "+373 (69) 123-456", type: "Заявка на обратный звонок", idempotency_key: key },
});

const bookOptions = (overrides: Partial<Parameters<typeof LeadBook.open>[0]> = {}) => ({
  dir,
  maxBytes: 64 * 1024 * 1024,
  keepMs: 8 * 24 * 60 * 60_000,
  channels: ["email"],
  ...overrides,
});

/** What another process would read from the file: only what was committed. */
const rowsOnDisk = () => {
  const db = new DatabaseSync(path.join(dir, JOURNAL_FILE), { readOnly: true });
  try {
    return db.prepare("SELECT key, state FROM leads ORDER BY key").all();
  } finally {
    db.close();
  }
};

describe("journal", () => {
  it("commits the writes of one turn together, and a write that fails takes none of the others with it", async () => {
    const journal = Journal.open(dir);
    journal.db.exec("CREATE TABLE t (n INTEGER PRIMARY KEY)");
    const writes = Array.from({ length: 50 }, (_, n) =>
      journal.write((db) => {
        db.prepare("INSERT INTO t VALUES (?)").run(n % 25);
      }),
    );
    const results = await Promise.allSettled(writes);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(25);
    expect(results.filter((result) => result.status === "rejected")).toHaveLength(25);
    expect((results[30] as PromiseRejectedResult).reason).toBeInstanceOf(JournalError);
    expect(journal.db.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 25 });
    // One transaction, one fsync, for the 50.
    expect(journal.commits).toBe(1);
    journal.close();
  });

  it("refuses a folder another gateway holds, and frees it on close", async () => {
    const first = Journal.open(dir);
    expect(() => Journal.open(dir)).toThrow(/Another lead gateway holds/);
    first.close();
    Journal.open(dir).close();
  });
});

describe("lead book", () => {
  it("keeps an accepted lead, its delivery and its alert across a reopen, and knows its key again", async () => {
    const book = await LeadBook.open(bookOptions());
    expect(await book.accept(lead("a"), "203.0.113.5")).toBe("accepted");
    expect(await book.accept(lead("a"), "203.0.113.5")).toBe("duplicate");
    expect(await book.accept(lead("b"), "203.0.113.5")).toBe("accepted");
    await book.settle("a", "delivered", 201, "{}");
    await book.alertSent("lead:a", "email");
    await book.setOutage({ since: 5, warned: true });
    expect(rowsOnDisk()).toEqual([
      { key: "a", state: "delivered" },
      { key: "b", state: "waiting" },
    ]);
    book.close();
    const again = await LeadBook.open(bookOptions());
    expect(again.pending().map((entry) => entry.key)).toEqual(["b"]);
    expect(again.leads.get("a")).toMatchObject({
      outcome: { state: "delivered", status: 201 },
      alerted: { email: expect.any(Number) },
    });
    expect(again.outage).toEqual({ since: 5, warned: true });
    expect(await again.accept(lead("a"), "203.0.113.5")).toBe("duplicate");
    again.close();
  });

  it("answers 'full' at its bound, having purged what retention allows, and writes nothing of the refused lead", async () => {
    let now = 0;
    const book = await LeadBook.open(bookOptions({ maxBytes: 64 * 1024, keepMs: 1000, now: () => now }));
    const accepted: string[] = [];
    let failure: unknown = null;
    for (let n = 0; n < 1000 && !failure; n += 1) {
      await book.accept({ ...lead(`k${n}`), body: { ...lead(`k${n}`).body, page: `/${"x".repeat(400)}` } }, "a").then(
        () => accepted.push(`k${n}`),
        (error: unknown) => (failure = error),
      );
    }
    expect(failure).toBeInstanceOf(JournalError);
    expect((failure as JournalError).failure).toBe("full");
    expect(book.refusing).toMatch(/full/);
    expect(rowsOnDisk()).toHaveLength(accepted.length);
    // Delivered and alerted long enough ago: the next lead makes room by purging them.
    for (const key of accepted) {
      await book.settle(key, "delivered", 201, "");
      await book.alertSent(`lead:${key}`, "email");
    }
    now += 2000;
    expect(await book.accept(lead("after"), "a")).toBe("accepted");
    expect(book.refusing).toBeNull();
    expect(rowsOnDisk()).toEqual([{ key: "after", state: "waiting" }]);
    book.close();
  });

  it("imports the journal of the gateway before SQLite once, skipping a torn last line", async () => {
    const records = [
      { t: "lead", key: "old-1", kind: "call", endpoint: "invoice", body: lead("old-1").body, at: 1, from: "a" },
      {
        t: "lead",
        key: "old-2",
        kind: "calculator",
        endpoint: "calculateInvoice",
        body: { window: {} },
        at: 2,
        from: "b",
      },
      { t: "done", key: "old-1", state: "refused", at: 3, status: 400, detail: "{}" },
      { t: "alert", id: "lead:old-1", channel: "email", at: 4 },
      { t: "notice", id: "notice:7", kind: "refused", at: 5, subject: "s", text: "t" },
      { t: "outage", at: 6, since: 2, warned: false },
    ];
    writeFileSync(
      path.join(dir, LEGACY_JOURNAL_FILE),
      `${records.map((record) => JSON.stringify(record)).join("\n")}\n{"t":"lead","key":"torn`,
    );
    const lines: string[] = [];
    const book = await LeadBook.open(bookOptions({ log: (line) => lines.push(line) }));
    expect(lines.join("\n")).toMatch(/2 lead\(s\) imported[\s\S]*1 torn/);
    expect(book.pending().map((entry) => entry.key)).toEqual(["old-2"]);
    expect(book.leads.get("old-1")).toMatchObject({ outcome: { state: "refused" }, alerted: { email: 4 } });
    expect(book.notices.get("notice:7")).toMatchObject({ subject: "s" });
    expect(book.outage).toEqual({ since: 2, warned: false });
    expect(await book.addNotice("warning", "w", "x")).toMatchObject({ id: "notice:8" });
    book.close();
    expect(existsSync(path.join(dir, LEGACY_JOURNAL_FILE))).toBe(false);
    expect(existsSync(path.join(dir, `${LEGACY_JOURNAL_FILE}.imported`))).toBe(true);
    const again = await LeadBook.open(bookOptions());
    expect(again.leads.size).toBe(2);
    again.close();
  });
});
