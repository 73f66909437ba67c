/** @jest-environment node */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { Journal, JOURNAL_FILE } from "../journal";

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "journal-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("journal", () => {
  it("keeps what was appended, in order, across a reopen, with concurrent appends batched", async () => {
    const { journal } = await Journal.open<{ n: number }>(dir);
    await Promise.all(Array.from({ length: 50 }, (_, n) => journal.append([{ n }])));
    await journal.close();
    const { journal: again, records } = await Journal.open<{ n: number }>(dir);
    expect(records.map((record) => record.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    await again.close();
  });

  it("cuts off a torn last line (a write cut short by a power cut) before appending again", async () => {
    const { journal } = await Journal.open<{ n: number }>(dir);
    await journal.append([{ n: 1 }]);
    await journal.close();
    appendFileSync(path.join(dir, JOURNAL_FILE), '{"n":2,"bo');
    const reopened = await Journal.open<{ n: number }>(dir);
    expect(reopened.records).toEqual([{ n: 1 }]);
    expect(reopened.skipped).toBe(1);
    await reopened.journal.append([{ n: 3 }]);
    await reopened.journal.close();
    expect(readFileSync(path.join(dir, JOURNAL_FILE), "utf8")).toBe('{"n":1}\n{"n":3}\n');
  });

  it("rewrites itself with a snapshot taken after the appends before it, keeping the appends after it", async () => {
    const { journal } = await Journal.open<{ n: number }>(dir);
    const seen: number[] = [];
    const first = journal.append([{ n: 1 }]).then(() => seen.push(1));
    const rewrite = journal.rewrite(() => seen.map((n) => ({ n: n * 10 })));
    const after = journal.append([{ n: 2 }]);
    await Promise.all([first, rewrite, after]);
    await journal.close();
    expect(readFileSync(path.join(dir, JOURNAL_FILE), "utf8")).toBe('{"n":10}\n{"n":2}\n');
  });

  it("refuses a folder another live gateway holds, and takes over one a killed gateway left", async () => {
    writeFileSync(path.join(dir, "gateway.pid"), String(process.ppid));
    await expect(Journal.open(dir)).rejects.toThrow(/Another lead gateway/);
    writeFileSync(path.join(dir, "gateway.pid"), "999999999");
    const { journal } = await Journal.open(dir);
    await journal.close();
  });
});
