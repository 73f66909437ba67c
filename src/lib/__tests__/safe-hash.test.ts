import { hashRepairScript, repairHash } from "../safe-hash";

describe("repairHash", () => {
  it("leaves a well-formed hash alone and re-encodes a malformed one to its literal text", () => {
    expect(repairHash("")).toBeNull();
    expect(repairHash("#call")).toBeNull();
    expect(repairHash("#%D0%BA")).toBeNull();
    expect(repairHash("#%")).toBe("#%25");
    expect(repairHash("#%E0%A4%A")).toBe("#%25E0%25A4%25A");
    expect(() => decodeURI(repairHash("#%E0%A4%A")!)).not.toThrow();
  });
});

describe("hashRepairScript", () => {
  it("does in the page's <head> what repairHash does", () => {
    const replaced: string[] = [];
    const run = (hash: string) => {
      replaced.length = 0;
      const location = { hash, pathname: "/contacts", search: "" };
      const history = {
        state: null,
        replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url),
      };
      new Function("location", "history", hashRepairScript)(location, history);
      return replaced[0] ?? null;
    };
    expect(run("#call")).toBeNull();
    expect(run("#%")).toBe("/contacts#%25");
  });
});
