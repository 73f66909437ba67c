import { StableCompilationHash, type HashedCompilation } from "../stable-compilation-hash";

type Files = Record<string, string>;
interface FakeChunk {
  id: number;
  name: string;
  files: Set<string>;
  hash?: string;
}

/** Runs the plugin's emit step over a compilation holding `files`, whose webpack hashes are `random`. */
function emit(files: Files, chunks: Array<{ id: number; name: string; files: string[] }>, random = "r") {
  let onEmit: ((compilation: HashedCompilation) => void) | undefined;
  new StableCompilationHash().apply({
    hooks: { emit: { tap: (_name: string, fn: (compilation: HashedCompilation) => void) => void (onEmit = fn) } },
  });
  const fakeChunks: FakeChunk[] = chunks.map((chunk) => ({
    ...chunk,
    files: new Set(chunk.files),
    hash: `${random}-${chunk.id}`,
  }));
  const compilation = {
    hash: `${random}-compilation`,
    chunks: fakeChunks,
    getAsset: (name: string) =>
      name in files ? { source: { buffer: () => Buffer.from(files[name] as string) } } : undefined,
    getAssets: () => Object.keys(files).map((name) => ({ name })),
  };
  onEmit?.(compilation);
  return { hash: compilation.hash, chunks: Object.fromEntries(fakeChunks.map((c) => [c.name, c.hash])) };
}

const files: Files = { "app-1.js": "app()", "component---home-2.js": "home()", "styles-3.css": "a{}" };
const chunks = [
  { id: 1, name: "app", files: ["app-1.js", "styles-3.css"] },
  { id: 2, name: "component---home", files: ["component---home-2.js"] },
];

describe("StableCompilationHash", () => {
  it("gives the same hashes to the same output whatever webpack's own hashes were", () => {
    const first = emit(files, chunks, "fresh");
    const second = emit({ ...files }, chunks, "restored-from-cache");
    expect(second).toEqual(first);
    expect(first.hash).toMatch(/^[0-9a-f]{20}$/);
  });

  it("changes the compilation hash and only the changed chunk's hash when one file changes", () => {
    const before = emit(files, chunks);
    const after = emit({ ...files, "component---home-2.js": "home(1)" }, chunks);
    expect(after.hash).not.toBe(before.hash);
    expect(after.chunks["component---home"]).not.toBe(before.chunks["component---home"]);
    expect(after.chunks.app).toBe(before.chunks.app);
  });

  it("changes the compilation hash when a file is added or renamed", () => {
    const before = emit(files, chunks);
    expect(emit({ ...files, "extra-4.js": "x()" }, chunks).hash).not.toBe(before.hash);
    const { "styles-3.css": css, ...rest } = files;
    expect(emit({ ...rest, "styles-5.css": css as string }, chunks).hash).not.toBe(before.hash);
  });

  it("keeps two chunks with the same files apart", () => {
    const twins = emit(files, [
      { id: 7, name: "a", files: [] },
      { id: 8, name: "b", files: [] },
    ]);
    expect(twins.chunks.a).not.toBe(twins.chunks.b);
  });
});
