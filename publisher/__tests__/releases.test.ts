/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { newRelease, type Release } from "../release";
import { ReleaseStore, KEEP, releasesDir } from "../releases";
import { renderReleasesPage } from "../report-page";

const FILLER = "<p>Ferestre din PVC, montaj inclus.</p>".repeat(20);

function record(id: string): Release {
  return { ...newRelease(id, "hook"), status: "building" };
}

describe("release store", () => {
  let work: string;
  let site: string;
  let store: ReleaseStore;

  const write = (file: string, text: string, time: number) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
    utimesSync(path.join(site, file), time, time);
  };
  /** Each release made of a build that lists its changes since the one before (as the build output step does). */
  let generation = 0;
  const release = async (id: string, written?: string[], deleted: string[] = []) => {
    store.upsert(record(id));
    const changes = written && { from: `g${generation}`, to: `g${generation + 1}`, written, deleted };
    generation += 1;
    const { pagesWritten } = await store.create(
      id,
      site,
      changes ?? { from: "", to: `g${generation}`, written: [], deleted: [] },
    );
    store.switchTo(id);
    store.markLive(id, { kept: true, pagesWritten });
    store.prune();
    return pagesWritten;
  };
  const ino = (file: string) => statSync(path.join(store.dir, file)).ino;

  beforeEach(() => {
    generation = 0;
    work = mkdtempSync(path.join(tmpdir(), "releases-"));
    site = path.join(work, "public");
    store = new ReleaseStore(path.join(work, "releases"));
    write("index.html", `home v1 ${FILLER}`, 1000);
    write("blog/a/index.html", `a v1 ${FILLER}`, 1000);
    write("app.js", "js", 1000);
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it("copies and compresses only the files the build wrote, and links the rest with their twins", async () => {
    expect(await release("r1")).toBe(2);
    expect(gunzipSync(readFileSync(path.join(store.dir, "r1/index.html.gz"))).toString()).toBe(`home v1 ${FILLER}`);
    write("blog/a/index.html", `a v2 ${FILLER}`, 2000);
    write("blog/b/index.html", `b v1 ${FILLER}`, 2000);
    expect(await release("r2", ["blog/a/index.html", "blog/b/index.html"])).toBe(2);
    expect(readlinkSync(store.live)).toBe("r2");
    expect(readFileSync(path.join(store.live, "blog/a/index.html"), "utf8")).toBe(`a v2 ${FILLER}`);
    expect(brotliDecompressSync(readFileSync(path.join(store.live, "blog/a/index.html.br"))).toString()).toBe(
      `a v2 ${FILLER}`,
    );
    expect(gunzipSync(readFileSync(path.join(store.live, "blog/b/index.html.gz"))).toString()).toBe(`b v1 ${FILLER}`);
    expect(readFileSync(path.join(store.dir, "r1/blog/a/index.html"), "utf8")).toBe(`a v1 ${FILLER}`);
    for (const file of ["index.html", "index.html.gz", "index.html.br", "app.js"]) {
      expect(ino(`r2/${file}`)).toBe(ino(`r1/${file}`));
    }
    expect(ino("r2/blog/a/index.html.br")).not.toBe(ino("r1/blog/a/index.html.br"));
    // Too small to gain from compression.
    expect(existsSync(path.join(store.dir, "r2/app.js.gz"))).toBe(false);
    // public/ is copied, never linked: Gatsby rewrites it in place.
    expect(statSync(path.join(site, "index.html")).ino).not.toBe(ino("r2/index.html"));
    expect(store.list().map((entry) => [entry.id, entry.status])).toEqual([
      ["r2", "live"],
      ["r1", "superseded"],
    ]);
  });

  it("leaves out the files the build deleted", async () => {
    await release("r1");
    rmSync(path.join(site, "blog/a/index.html"));
    expect(await release("r2", [], ["blog/a/index.html"])).toBe(0);
    expect(existsSync(path.join(store.dir, "r2/blog/a/index.html"))).toBe(false);
    expect(existsSync(path.join(store.dir, "r2/blog/a/index.html.gz"))).toBe(false);
    expect(ino("r2/index.html")).toBe(ino("r1/index.html"));
  });

  it("copies everything when the build's changes start from an output no release was made of", async () => {
    await release("r1");
    write("index.html", `home v2 ${FILLER}`, 3000);
    store.upsert(record("r2"));
    const { pagesWritten } = await store.create("r2", site, { from: "unknown", to: "g9", written: [], deleted: [] });
    expect(pagesWritten).toBe(2);
    expect(readFileSync(path.join(store.dir, "r2/index.html"), "utf8")).toBe(`home v2 ${FILLER}`);
    expect(ino("r2/blog/a/index.html")).not.toBe(ino("r1/blog/a/index.html"));
  });

  it(`keeps the files of the last ${KEEP} releases only`, async () => {
    for (let n = 1; n <= KEEP + 2; n += 1) {
      write("index.html", `home v${n}`, 1000 + n);
      await release(`r${n}`, n === 1 ? undefined : ["index.html"]);
    }
    const kept = store
      .list()
      .filter((entry) => entry.kept)
      .map((entry) => entry.id);
    expect(kept).toEqual(["r7", "r6", "r5", "r4", "r3"]);
    expect(() => store.switchTo("r1")).toThrow("release r1 is not on disk");
    store.switchTo("r3");
    expect(readFileSync(path.join(store.live, "index.html"), "utf8")).toBe("home v3");
  });
});

describe("release report page", () => {
  it("escapes every text that comes from content", () => {
    const html = renderReleasesPage([
      {
        id: "r1",
        status: "live",
        trigger: "hook",
        startedAt: "2026-01-01T10:00:00.000Z",
        finishedAt: "2026-01-01T10:00:20.000Z",
        durationMs: 20_000,
        pagesWritten: 4,
        warnings: [`article 1 "<script>alert(1)</script>" (ro), field 'title': bad & wrong`],
        errors: [],
      },
    ]);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;");
    expect(html).toContain("bad &amp; wrong");
    expect(html).toContain("Live: this is the site visitors see");
  });

  it("shows what the full check's launch check found, blocking first, and says when nothing blocks", () => {
    const row = {
      id: "r2",
      status: "live" as const,
      trigger: "full check",
      startedAt: "2026-01-02T10:00:00.000Z",
      finishedAt: "2026-01-02T10:00:20.000Z",
      durationMs: 20_000,
      pagesWritten: 4,
      warnings: [],
      errors: [],
    };
    const blocked = renderReleasesPage([
      {
        ...row,
        launch: {
          blocking: ["[alerts] no alert channel is configured. To fix: set LEAD_ALERT_SMTP_URL"],
          warnings: ["[content] no analytics ids. To fix: enter the GA4 id"],
        },
      },
    ]);
    expect(blocked).toContain("<h3>Not ready for launch (npm run launch-check) (1)</h3>");
    expect(blocked).toContain("<li>[alerts] no alert channel is configured. To fix: set LEAD_ALERT_SMTP_URL</li>");
    expect(blocked).toContain("<h3>Launch check warnings (1)</h3>");
    expect(renderReleasesPage([{ ...row, launch: { blocking: [], warnings: [] } }])).toContain(
      "Launch check: nothing blocks the launch",
    );
    expect(renderReleasesPage([row])).not.toContain("Launch check");
  });
});

describe("releases folder", () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), "releases-dir-"));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it("is beside the checkout by default, out of the folder Gatsby's compile step reads on every build", () => {
    const checkout = path.join(work, "site");
    mkdirSync(checkout);
    expect(releasesDir({}, checkout)).toBe(path.join(work, "site-releases"));
    expect(statSync(path.join(work, "site-releases")).isDirectory()).toBe(true);
  });

  it("is RELEASES_DIR when set, a relative one taken from the working directory", () => {
    expect(releasesDir({ RELEASES_DIR: "/srv/site/releases" }, path.join(work, "site"))).toBe("/srv/site/releases");
    expect(releasesDir({ RELEASES_DIR: "out/releases" }, path.join(work, "site"))).toBe(
      path.resolve(process.cwd(), "out/releases"),
    );
  });

  it("falls back to var/releases inside the checkout when the folder beside it cannot be made", () => {
    // A file where the checkout's parent folder would be: nothing can be made beside the checkout.
    writeFileSync(path.join(work, "not-a-folder"), "");
    const checkout = path.join(work, "not-a-folder", "site");
    expect(releasesDir({}, checkout)).toBe(path.join(checkout, "var", "releases"));
  });
});
