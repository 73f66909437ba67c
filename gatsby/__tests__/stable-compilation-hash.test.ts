import {
  StableCompilationHash,
  type BuildLink,
  type BuildRole,
  type HashedCompilation,
} from "../stable-compilation-hash";

type Files = Record<string, string>;
interface FakeChunk {
  id: number;
  name: string;
  files: Set<string>;
  hash?: string;
}

/** Runs the plugin's emit step over a compilation holding `files`, whose webpack hashes are `random`. */
function emit(
  files: Files,
  chunks: Array<{ id: number; name: string; files: string[] }>,
  random = "r",
  role: BuildRole = "browser",
  link: BuildLink = {},
) {
  let onEmit: ((compilation: HashedCompilation) => void) | undefined;
  new StableCompilationHash(role, link).apply({
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

  describe("the renderer's hashes", () => {
    // The renderer compiles the CSS imports to nothing; Gatsby inlines the browser build's stylesheet in every page.
    const rendererFiles: Files = { "render-page.js": "render()", "component---home.js": "home()" };
    const rendererChunks = [
      { id: 1, name: "render-page", files: ["render-page.js"] },
      { id: 2, name: "component---home", files: ["component---home.js"] },
    ];
    const build = (css: string) => {
      const link: BuildLink = {};
      const browser = emit({ ...files, "styles-3.css": css }, chunks, "b", "browser", link);
      return { browser, renderer: emit(rendererFiles, rendererChunks, "s", "renderer", link) };
    };

    it("change with the browser build's stylesheet alone, so every page is rendered again with the new styles", () => {
      const before = build("a{}");
      const after = build("a{color:red}");
      expect(after.renderer.hash).not.toBe(before.renderer.hash);
      expect(after.renderer.chunks["component---home"]).not.toBe(before.renderer.chunks["component---home"]);
      expect(after.renderer.chunks["render-page"]).not.toBe(before.renderer.chunks["render-page"]);
    });

    it("stay the same when neither the renderer's files nor the stylesheet changed", () => {
      expect(build("a{}").renderer).toEqual(build("a{}").renderer);
    });

    it("leave the browser build's own hashes as a plain digest of its files", () => {
      expect(build("a{}").browser).toEqual(emit({ ...files, "styles-3.css": "a{}" }, chunks, "other"));
    });

    it("differ from build to build when the browser build's digest is missing, so no page keeps old styles", () => {
      const once = emit(rendererFiles, rendererChunks, "s", "renderer", {});
      const again = emit(rendererFiles, rendererChunks, "s", "renderer", {});
      expect(again.chunks["component---home"]).not.toBe(once.chunks["component---home"]);
    });
  });
});
