/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { finishBuildOutput } from "../build-output";
import { PAGE_PATH_LOADER, scriptHash } from "../inline-scripts";

const FILLER = "<p>Ferestre din PVC, montaj inclus.</p>".repeat(20);
const page = (pagePath: string, body: string) =>
  `<!doctype html><html><head><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
  `</head><body>${body}${FILLER}</body></html>`;

describe("finishBuildOutput", () => {
  let root: string;
  let stateFile: string;
  const file = (name: string) => path.join(root, name);
  const write = (name: string, body: string | Buffer) => {
    mkdirSync(path.dirname(file(name)), { recursive: true });
    writeFileSync(file(name), body);
  };
  /** Gatsby writes a file again: new content or not, its mtime moves on. */
  const rewrite = (name: string, body: string) => {
    write(name, body);
    const later = new Date(statSync(file(name)).mtimeMs + 5000);
    utimesSync(file(name), later, later);
  };

  beforeEach(() => {
    const dir = mkdtempSync(path.join(tmpdir(), "build-output-"));
    root = path.join(dir, "public");
    stateFile = path.join(dir, "cache", "state.json");
    write("index.html", page("/", "<h1>Acasă</h1>"));
    // React 18's stray NUL inside a Russian word.
    write("ru/okna/index.html", page("/ru/okna", "<h1>Ок\u0000на</h1>"));
    write("page-data/index/page-data.json", JSON.stringify({ path: "/", filler: FILLER }));
    write("app-0123456789abcdef0123.js", `console.log(${JSON.stringify(FILLER)});`);
    write("app-0123456789abcdef0123.js.map", "{}");
  });
  afterEach(() => rmSync(path.dirname(root), { recursive: true, force: true }));

  it("repairs the HTML, hashes its one constant script and compresses every text file on the first build", async () => {
    const result = await finishBuildOutput(root, [], { stateFile });
    expect(result.repairedNul).toBe(1);
    expect(result.compressed).toBe(4);
    expect(result.removed).toBe(1);
    expect(result.manifest.scriptHashes).toEqual([scriptHash(PAGE_PATH_LOADER)]);
    const okna = readFileSync(file("ru/okna/index.html"), "utf8");
    expect(okna).toContain("<h1>Окна</h1>");
    expect(okna).toContain('data-page-path="/ru/okna"');
    expect(brotliDecompressSync(readFileSync(file("ru/okna/index.html.br"))).toString("utf8")).toBe(okna);
    expect(gunzipSync(readFileSync(file("ru/okna/index.html.gz"))).toString("utf8")).toBe(okna);
  });

  it("on the next build processes only what Gatsby wrote again, and keeps the manifest whole", async () => {
    const first = await finishBuildOutput(root, [], { stateFile });
    const twinWritten = statSync(file("index.html.br")).mtimeMs;

    const unchanged = await finishBuildOutput(root, [], { stateFile });
    expect(unchanged.processed).toBe(1); // the manifest the previous run wrote (a dotfile, never compressed)
    expect(unchanged.compressed).toBe(0);
    expect(unchanged.manifest.scriptHashes).toEqual(first.manifest.scriptHashes);
    expect(statSync(file("index.html.br")).mtimeMs).toBe(twinWritten);

    rewrite("index.html", page("/", "<h1>Acasă, titlu nou</h1>"));
    const oneEdit = await finishBuildOutput(root, [], { stateFile });
    expect(oneEdit.compressed).toBe(1);
    const home = readFileSync(file("index.html"), "utf8");
    expect(home).toContain('data-page-path="/"');
    expect(brotliDecompressSync(readFileSync(file("index.html.br"))).toString("utf8")).toBe(home);
    expect(oneEdit.manifest.scriptHashes).toEqual(first.manifest.scriptHashes);
  });

  it("keeps the twins of a file Gatsby wrote again with the same content, and remakes them when it changed", async () => {
    write("sitemap-0.xml", `<urlset>${"<url><loc>https://example.md/</loc></url>".repeat(50)}</urlset>`);
    await finishBuildOutput(root, [], { stateFile });
    const twinWritten = statSync(file("sitemap-0.xml.br")).mtimeMs;

    rewrite("sitemap-0.xml", readFileSync(file("sitemap-0.xml"), "utf8"));
    // The page comes back from Gatsby in its raw form; repaired, it is what the twins were made from.
    rewrite("index.html", page("/", "<h1>Acasă</h1>"));
    const same = await finishBuildOutput(root, [], { stateFile });
    expect(same.compressed).toBe(0);
    expect(same.sameContent).toBe(2);
    expect(statSync(file("sitemap-0.xml.br")).mtimeMs).toBe(twinWritten);
    expect(readFileSync(file("index.html"), "utf8")).toContain('data-page-path="/"');

    // Same size, other content.
    rewrite("sitemap-0.xml", readFileSync(file("sitemap-0.xml"), "utf8").replace("example.md", "example.ro"));
    const edited = await finishBuildOutput(root, [], { stateFile });
    expect(edited.compressed).toBe(1);
    expect(brotliDecompressSync(readFileSync(file("sitemap-0.xml.br"))).toString("utf8")).toContain("example.ro");
    expect(gunzipSync(readFileSync(file("sitemap-0.xml.gz"))).toString("utf8")).toContain("example.ro");
  });

  it("compresses a file again when its twin is missing and removes twins whose file is gone", async () => {
    await finishBuildOutput(root, [], { stateFile });
    rmSync(file("index.html.gz"));
    rmSync(file("ru/okna/index.html"));
    const result = await finishBuildOutput(root, [], { stateFile });
    expect(result.compressed).toBe(1);
    expect(existsSync(file("index.html.gz"))).toBe(true);
    expect(existsSync(file("ru/okna/index.html.br"))).toBe(false);
    expect(existsSync(file("ru/okna/index.html.gz"))).toBe(false);
  });

  it("notices an inline script a rewritten page gained", async () => {
    await finishBuildOutput(root, [], { stateFile });
    rewrite("index.html", page("/", "<script>window.extra = 1;</script>"));
    const result = await finishBuildOutput(root, [], { stateFile });
    expect(result.manifest.scriptHashes).toEqual(
      [scriptHash(PAGE_PATH_LOADER), scriptHash("window.extra = 1;")].sort(),
    );
  });

  it("processes everything when it has no state", async () => {
    await finishBuildOutput(root, [], { stateFile });
    const result = await finishBuildOutput(root, []);
    expect(result.compressed).toBe(4);
  });
});
