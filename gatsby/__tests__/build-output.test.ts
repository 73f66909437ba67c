/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { configuredTrackers, finishBuildOutput, type BuiltSite } from "../build-output";
import { PAGE_PATH_LOADER, scriptHash } from "../../server/inline-scripts";

const SITE: BuiltSite = {
  siteUrl: "https://termofort.md",
  contentApiUrl: "https://cms.termofort.md",
  liveChatScriptUrl: "",
  crmFormScriptUrl: "",
  leadDelivery: "gateway",
  analytics: { gtm: false, yandex: false },
};

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

  const changes = () =>
    JSON.parse(readFileSync(path.join(path.dirname(stateFile), "build-output-changes.json"), "utf8")) as {
      from: string;
      to: string;
      written: string[];
      deleted: string[];
    };

  it("repairs the HTML, hashes its one constant script and lists every file as written on the first build", async () => {
    const result = await finishBuildOutput(root, [], { stateFile, site: SITE });
    expect(result.repairedNul).toBe(1);
    expect(result.removed).toBe(1);
    expect(result.manifest.scriptHashes).toEqual([scriptHash(PAGE_PATH_LOADER)]);
    const okna = readFileSync(file("ru/okna/index.html"), "utf8");
    expect(okna).toContain("<h1>Окна</h1>");
    expect(okna).toContain('data-page-path="/ru/okna"');
    // Compression belongs to the release step: public/ holds only what the build writes.
    expect(existsSync(file("ru/okna/index.html.br"))).toBe(false);
    expect(changes()).toMatchObject({
      from: "",
      written: [
        ".server-manifest.json",
        "app-0123456789abcdef0123.js",
        "index.html",
        "page-data/index/page-data.json",
        "ru/okna/index.html",
      ],
      deleted: [],
    });
  });

  it("on the next build lists only what Gatsby wrote with new content, and keeps the manifest whole", async () => {
    const first = await finishBuildOutput(root, [], { stateFile, site: SITE });
    const firstChanges = changes();

    const unchanged = await finishBuildOutput(root, [], { stateFile, site: SITE });
    expect(unchanged.manifest.scriptHashes).toEqual(first.manifest.scriptHashes);
    expect(changes()).toMatchObject({ from: firstChanges.to, written: [], deleted: [] });

    rewrite("index.html", page("/", "<h1>Acasă, titlu nou</h1>"));
    const oneEdit = await finishBuildOutput(root, [], { stateFile, site: SITE });
    expect(changes().written).toEqual(["index.html"]);
    expect(readFileSync(file("index.html"), "utf8")).toContain('data-page-path="/"');
    expect(oneEdit.manifest.scriptHashes).toEqual(first.manifest.scriptHashes);
  });

  it("does not list a file Gatsby wrote again with the same content, and lists it when it changed", async () => {
    write("sitemap-0.xml", `<urlset>${"<url><loc>https://example.md/</loc></url>".repeat(50)}</urlset>`);
    await finishBuildOutput(root, [], { stateFile, site: SITE });

    rewrite("sitemap-0.xml", readFileSync(file("sitemap-0.xml"), "utf8"));
    // The page comes back from Gatsby in its raw form; repaired, it is what was listed before.
    rewrite("index.html", page("/", "<h1>Acasă</h1>"));
    const same = await finishBuildOutput(root, [], { stateFile, site: SITE });
    expect(same.processed).toBe(2);
    expect(changes().written).toEqual([]);
    expect(readFileSync(file("index.html"), "utf8")).toContain('data-page-path="/"');

    // Same size, other content.
    rewrite("sitemap-0.xml", readFileSync(file("sitemap-0.xml"), "utf8").replace("example.md", "example.ro"));
    await finishBuildOutput(root, [], { stateFile, site: SITE });
    expect(changes().written).toEqual(["sitemap-0.xml"]);
  });

  it("lists the files that went, and removes the twins an older build left", async () => {
    write("index.html.gz", "old twin");
    await finishBuildOutput(root, [], { stateFile, site: SITE });
    expect(existsSync(file("index.html.gz"))).toBe(false);
    rmSync(file("ru/okna/index.html"));
    await finishBuildOutput(root, [], { stateFile, site: SITE });
    expect(changes()).toMatchObject({ written: [], deleted: ["ru/okna/index.html"] });
  });

  it("notices an inline script a rewritten page gained", async () => {
    await finishBuildOutput(root, [], { stateFile, site: SITE });
    rewrite("index.html", page("/", "<script>window.extra = 1;</script>"));
    const result = await finishBuildOutput(root, [], { stateFile, site: SITE });
    expect(result.manifest.scriptHashes).toEqual(
      [scriptHash(PAGE_PATH_LOADER), scriptHash("window.extra = 1;")].sort(),
    );
  });

  it("processes everything when it has no state", async () => {
    await finishBuildOutput(root, [], { stateFile, site: SITE });
    const result = await finishBuildOutput(root, [], { site: SITE });
    expect(result.processed).toBe(5);
  });

  it("allows the trackers the content configures, never one a page merely mentions", async () => {
    write(
      "blog/analytics/index.html",
      page("/blog/analytics", "<p>We do not use googletagmanager.com or mc.yandex.ru</p>"),
    );
    const { manifest } = await finishBuildOutput(root, [], { stateFile, site: SITE });
    expect(manifest.analytics).toEqual({ gtm: false, yandex: false });
    const none = { googleTagManager: null, googleId: null, yandexId: null };
    expect(configuredTrackers([none, none])).toEqual({ gtm: false, yandex: false });
    expect(configuredTrackers([none, { ...none, googleId: "G-ABC123" }])).toEqual({ gtm: true, yandex: false });
    expect(configuredTrackers([{ ...none, googleTagManager: "GTM-AB12", yandexId: "12345" }])).toEqual({
      gtm: true,
      yandex: true,
    });
  });
});
