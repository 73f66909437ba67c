/** @jest-environment node */
import { withoutNullBytes } from "../strip-null-bytes";

describe("withoutNullBytes", () => {
  it("removes the NUL bytes React 18 leaves before a multi-byte character, restoring the text", () => {
    const broken = Buffer.concat([
      Buffer.from("Зак"),
      Buffer.from([0]),
      Buffer.from("рыть jum"),
      Buffer.from([0, 0]),
      Buffer.from("ătate"),
    ]);
    expect(withoutNullBytes(broken)!.toString("utf8")).toBe("Закрыть jumătate");
    expect(withoutNullBytes(Buffer.from("curat"))).toBeNull();
  });
});
