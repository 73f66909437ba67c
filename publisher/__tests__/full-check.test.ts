/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { FullChecks } from "../full-check";

const HOUR = 60 * 60 * 1000;
const ROOT = path.resolve(__dirname, "..", "..");

describe("when a full check is due", () => {
  let dir: string;
  let now: number;
  let checks: FullChecks;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "full-check-"));
    now = Date.UTC(2026, 10, 26, 12);
    checks = new FullChecks(dir, ROOT, 24 * HOUR, () => now);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is due before the first, after a failed one, a day after the last, and when the code changed", () => {
    expect(checks.due()).toBe("no full check has run yet");
    checks.record({ finishedAt: now, ok: false, code: checks.codeVersion() });
    expect(checks.due()).toBe("the last full check failed");
    checks.record({ finishedAt: now, ok: true, code: checks.codeVersion() });
    expect(checks.due()).toBeNull();
    now += 23 * HOUR;
    expect(checks.due()).toBeNull();
    now += HOUR;
    expect(checks.due()).toBe("the last full check finished 1440 minutes ago");
    checks.record({ finishedAt: now, ok: true, code: "other code" });
    expect(checks.due()).toBe("the code changed since the last full check");
  });

  it("keeps the record across restarts (it lives in the releases folder)", () => {
    checks.record({ finishedAt: now, ok: true, code: checks.codeVersion() });
    expect(new FullChecks(dir, ROOT, 24 * HOUR, () => now).due()).toBeNull();
  });
});
