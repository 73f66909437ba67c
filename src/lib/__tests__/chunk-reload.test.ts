import { isChunkLoadError, RELOAD_GUARD_MS, shouldReload } from "../chunk-reload";

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("chunk reload guard", () => {
  it("recognises webpack's chunk load failures", () => {
    expect(isChunkLoadError({ name: "ChunkLoadError", message: "Loading chunk 551 failed." })).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk styles failed"))).toBe(true);
    expect(isChunkLoadError(new Error("x is undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reloads a route at most once a minute", () => {
    const storage = memory();
    expect(shouldReload("/blog", 1_000, storage)).toBe(true);
    expect(shouldReload("/blog", 1_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(shouldReload("/contacts", 2_000, storage)).toBe(true);
    expect(shouldReload("/blog", 1_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });
});
