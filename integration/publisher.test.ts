/** @jest-environment node */
/**
 * The publisher as a content manager uses it, with real processes: `npm run publisher`, real incremental gatsby
 * builds, the site served from the live release, `npm run rollback`. One walk through a sequence of edits, so the
 * builds after the first are incremental. It runs on a copy of the checkout: one test deploys a stylesheet change.
 */
import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startContentService, type ContentService } from "../content-service/src/server";
import { E2E } from "../playwright.config";
import { DEFAULT_PUBLISH_PORT } from "../publisher";
import { ROOT, copyCheckout } from "./processes";

const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
/** The checkout the publisher builds and the scripts run in: a copy, made once for the file. */
let checkout = ROOT;
const PUBLISH_PORT = Number(process.env.PUBLISH_PORT) || DEFAULT_PUBLISH_PORT;
const PUBLISHER = `http://localhost:${PUBLISH_PORT}`;
const SITE = `http://localhost:${E2E.port}`;
const TOKEN = "integration-secret";

interface ReleaseRow {
  id: string;
  status: string;
  trigger: string;
  pagesWritten: number | null;
  fullCheck: boolean;
  warnings: string[];
  errors: string[];
}

jest.setTimeout(900_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(TSX, [script], {
    cwd: checkout,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => process.env.VERBOSE && process.stdout.write(chunk));
  child.stderr!.on("data", (chunk: Buffer) => process.env.VERBOSE && process.stderr.write(chunk));
  return child;
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function releases(): Promise<ReleaseRow[]> {
  return (await (await fetch(`${PUBLISHER}/api/releases`)).json()) as ReleaseRow[];
}

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 600_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(1000);
  }
}

/** Waits until the release has finished (live, failed, or already replaced by the next) and returns it. */
const finished = (id: string) =>
  until(`release ${id}`, async () =>
    (await releases()).find((row) => row.id === id && ["live", "failed", "superseded"].includes(row.status)),
  );

function hook(token = TOKEN, body?: string) {
  return fetch(`${PUBLISHER}/hooks/publish`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body,
  });
}

async function publish(changes?: unknown): Promise<ReleaseRow> {
  const response = await hook(TOKEN, changes === undefined ? undefined : JSON.stringify(changes));
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  return finished(id);
}

/**
 * Status and headers of a GET with the given Accept-Encoding, and the body as sent (not decompressed). Each request
 * opens its own connection: a release switch reloads nginx, whose old workers close their idle keep-alive
 * connections, and a client reusing one at that moment gets "socket hang up" (browsers retry such a request; Node's
 * clients do not).
 */
function rawGet(pathname: string, encoding = "identity") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const options = { headers: { "Accept-Encoding": encoding }, agent: false };
    const request = httpRequest(`${SITE}${pathname}`, options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** Files of a release, compressed twins left out, relative to it. */
function releaseFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;

async function page(pathname: string): Promise<string> {
  const response = await rawGet(pathname);
  expect({ pathname, status: response.status }).toEqual({ pathname, status: 200 });
  return response.body.toString("utf8");
}

describe("publishing from the CMS", () => {
  let service: ContentService;
  let dataDir: string;
  let releasesDir: string;
  let publisher: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  /** Releases the rollback goes back to. */
  let withKeptArticle = "";
  let firstOfBurst = "";
  const env = () => ({
    CONTENT_PORT: String(E2E.contentPort),
    PORT: String(E2E.port),
    SITE_URL: `http://localhost:${E2E.port}`,
    PUBLISH_PORT: String(PUBLISH_PORT),
    PUBLISH_TOKEN: TOKEN,
    RELEASES_DIR: releasesDir,
    SITE_ROOT: path.join(releasesDir, "live"),
    GATSBY_TELEMETRY_DISABLED: "1",
  });
  const articlesFile = () => path.join(dataDir, "ro", "blog-item.json");
  const readArticles = () => JSON.parse(readFileSync(articlesFile(), "utf8")) as Array<Record<string, unknown>>;
  const writeArticles = (articles: Array<Record<string, unknown>>, locale = "ro") =>
    writeFileSync(path.join(dataDir, locale, "blog-item.json"), JSON.stringify(articles));
  const readArticlesOf = (locale: string) =>
    JSON.parse(readFileSync(path.join(dataDir, locale, "blog-item.json"), "utf8")) as Array<Record<string, unknown>>;
  /** An article edited in the CMS whose save no hook named: it waits for the next full check. */
  let unnamed: Record<string, unknown> = {};

  beforeAll(async () => {
    checkout = copyCheckout();
    dataDir = mkdtempSync(path.join(tmpdir(), "publish-content-"));
    releasesDir = mkdtempSync(path.join(tmpdir(), "publish-releases-"));
    cpSync(path.join(ROOT, "content-service", "data"), dataDir, { recursive: true });
    service = await startContentService({
      port: E2E.contentPort,
      dataDir,
      quiet: true,
      leadsFile: path.join(dataDir, "leads.jsonl"),
    });
    publisher = start("scripts/publisher.ts", env());
  });
  afterAll(async () => {
    await Promise.all([stop(publisher), stop(server)]);
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
    rmSync(checkout, { recursive: true, force: true });
  });

  it("publishes once at start when nothing is live, and serves that release", async () => {
    const first = await until("the first release", async () => (await releases())[0]);
    expect(first.trigger).toBe("start");
    expect(await finished(first.id)).toMatchObject({ status: "live", errors: [] });
    server = start("scripts/serve.ts", env());
    const article = readArticles()[0]!;
    await until("the site", async () => ((await fetch(SITE)).ok ? true : undefined), 60_000);
    expect(await page(`/blog/${String(article.slug_ro)}`)).toContain(String(article.title));
  });

  it("answers 401 without the right token, and builds nothing", async () => {
    const before = (await releases()).length;
    expect((await fetch(`${PUBLISHER}/hooks/publish`, { method: "POST" })).status).toBe(401);
    expect((await hook("wrong")).status).toBe(401);
    expect(await releases()).toHaveLength(before);
  });

  it("publishes an edited article title, rewriting only a few pages", async () => {
    // Seen here: the first build after a cold one rewrites every page once (Gatsby's webpack compilation hash in
    // each HTML file changes); from then on only the pages of what changed are written.
    expect(await publish()).toMatchObject({ status: "live", warnings: [], errors: [] });
    const articles = readArticles();
    articles[0]!.title = "Titlu publicat din CMS";
    writeArticles(articles);
    const release = await publish();
    expect(release).toMatchObject({ status: "live", errors: [] });
    expect(release.pagesWritten).toBeGreaterThan(0);
    expect(release.pagesWritten).toBeLessThanOrEqual(6);
    expect(await page(`/blog/${String(articles[0]!.slug_ro)}`)).toContain("Titlu publicat din CMS");
  });

  it("publishes the others when an article breaks the contract, keeping its last published version", async () => {
    const articles = readArticles();
    articles[0]!.title = "Titlu care nu trebuie publicat";
    delete articles[0]!.created_at;
    articles[1]!.title = "Alt articol, publicat";
    writeArticles(articles);
    const release = await publish();
    withKeptArticle = release.id;
    expect(release.status).toBe("live");
    expect(release.warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(`^article ${String(articles[0]!.id)} .*\\(ro\\), field 'created_at'.*last published version stays`),
      ),
    );
    expect(await page(`/blog/${String(articles[0]!.slug_ro)}`)).toContain("Titlu publicat din CMS");
    expect(await page(`/blog/${String(articles[1]!.slug_ro)}`)).toContain("Alt articol, publicat");
    const report = await (await fetch(PUBLISHER)).text();
    expect(report).toContain("field &#39;created_at&#39;");
  });

  it("fails the release on broken menu data, and the site still serves the previous one", async () => {
    const live = readlinkSync(path.join(releasesDir, "live"));
    const menuFile = path.join(dataDir, "ro", "menu-item.json");
    const menu = readFileSync(menuFile, "utf8");
    writeFileSync(menuFile, JSON.stringify({ detail: "not a menu" }));
    const release = await publish();
    writeFileSync(menuFile, menu);
    expect(release.status).toBe("failed");
    expect(release.errors.join("\n")).toContain("/ro/api/menu-item/");
    expect(readlinkSync(path.join(releasesDir, "live"))).toBe(live);
    expect(await page(`/blog/${String(readArticles()[1]!.slug_ro)}`)).toContain("Alt articol, publicat");
  });

  it("coalesces hooks that arrive during a build into exactly one follow-up build", async () => {
    const articles = readArticles();
    articles[0]!.created_at = "2024-01-01T00:00:00Z";
    articles[0]!.title = "Prima salvare";
    writeArticles(articles);
    const first = (await (await hook()).json()) as { id: string };
    firstOfBurst = first.id;
    await until("the build to start", async () =>
      (await releases()).some((row) => row.id === first.id && row.status === "building") ? true : undefined,
    );
    articles[0]!.title = "A doua salvare";
    writeArticles(articles);
    const second = (await (await hook()).json()) as { id: string };
    articles[0]!.title = "A treia salvare";
    writeArticles(articles);
    const third = (await (await hook()).json()) as { id: string };
    expect(second.id).not.toBe(first.id);
    expect(third.id).toBe(second.id);
    expect(await finished(first.id)).toMatchObject({ status: expect.stringMatching(/live|superseded/) });
    expect(await finished(second.id)).toMatchObject({ status: "live" });
    const rows = await releases();
    expect(rows.filter((row) => row.trigger === "hook" && [first.id, second.id].includes(row.id))).toHaveLength(2);
    expect(rows[0]!.id).toBe(second.id);
    expect(rows.find((row) => row.id === first.id)!.status).toBe("superseded");
    expect(await page(`/blog/${String(articles[0]!.slug_ro)}`)).toContain("A treia salvare");
  });

  it("rolls back to the previous release in one step, or to a given one", async () => {
    const rollback = (...args: string[]) =>
      new Promise<number | null>((resolve) =>
        spawn(TSX, ["scripts/rollback.ts", ...args], { cwd: checkout, env: { ...process.env, ...env() } }).on(
          "exit",
          (code) => resolve(code),
        ),
      );
    const live = path.join(releasesDir, "live");
    const slug = String(readArticles()[0]!.slug_ro);
    const served = (release: string) =>
      readFileSync(path.join(releasesDir, release, "blog", slug, "index.html"), "utf8");

    expect(await rollback()).toBe(0);
    expect(readlinkSync(live)).toBe(firstOfBurst);
    expect(await page(`/blog/${slug}`)).toBe(served(firstOfBurst));
    expect((await releases()).find((row) => row.status === "live")?.id).toBe(firstOfBurst);

    expect(await rollback(withKeptArticle)).toBe(0);
    expect(await page(`/blog/${slug}`)).toContain("Titlu publicat din CMS");
  });

  it("publishes only the named article for a hook naming it, leaving an unnamed edit for the next full check", async () => {
    const articles = readArticles();
    const named = articles[2]!;
    unnamed = articles[3]!;
    named.title = "Titlu numit de hook";
    unnamed.title = "Titlu pe care nu l-a numit niciun hook";
    writeArticles(articles);
    const previous = (await releases()).find((row) => row.status === "live" || row.status === "superseded")!;
    const release = await publish({ changes: [{ type: "article", id: named.id, locale: "ro" }] });
    expect(release).toMatchObject({ status: "live", fullCheck: false, errors: [] });
    expect(release.pagesWritten).toBeLessThanOrEqual(6);
    expect(await page(`/blog/${String(named.slug_ro)}`)).toContain("Titlu numit de hook");
    expect(await page(`/blog/${String(unnamed.slug_ro)}`)).not.toContain("Titlu pe care nu l-a numit niciun hook");

    // The release compressed exactly the files whose content changed and linked the rest with their twins.
    const before = path.join(releasesDir, previous.id);
    const after = path.join(releasesDir, release.id);
    const changed: string[] = [];
    for (const file of releaseFiles(after)) {
      const here = path.join(after, file);
      const there = path.join(before, file);
      const body = readFileSync(here);
      const linked = existsSync(there) && statSync(there).ino === statSync(here).ino;
      const same = existsSync(there) && readFileSync(there).equals(body);
      expect({ file, linked }).toEqual({ file, linked: same });
      const twins = COMPRESSIBLE.test(file) && !path.basename(file).startsWith(".") && body.length >= 256;
      for (const suffix of [".br", ".gz"]) {
        expect({ file: file + suffix, exists: existsSync(here + suffix) }).toEqual({
          file: file + suffix,
          exists: twins,
        });
        if (!twins) continue;
        if (linked) expect(statSync(here + suffix).ino).toBe(statSync(there + suffix).ino);
        else {
          const unpacked =
            suffix === ".br"
              ? brotliDecompressSync(readFileSync(here + suffix))
              : gunzipSync(readFileSync(here + suffix));
          expect(unpacked.equals(body)).toBe(true);
        }
      }
      if (!linked) changed.push(file);
    }
    expect(changed).toContain(path.join("blog", String(named.slug_ro), "index.html"));
    expect(changed.filter((file) => file.endsWith(".html")).length).toBe(release.pagesWritten);

    // What visitors get: the release's brotli twin, or its gzip twin.
    const br = await rawGet(`/blog/${String(named.slug_ro)}`, "gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString("utf8")).toContain("Titlu numit de hook");
    const gz = await rawGet("/", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it("removes the page of an article a hook names as deleted", async () => {
    const articles = readArticles();
    const gone = articles.find((article) => article !== articles[0] && article.id !== unnamed.id && article.slug_ro)!;
    writeArticles(articles.filter((article) => article.id !== gone.id));
    writeArticles(
      readArticlesOf("ru").filter((article) => article.id !== gone.id),
      "ru",
    );
    expect(await page(`/blog/${String(gone.slug_ro)}`)).toContain("<h1");
    const release = await publish({ changes: [{ type: "article", id: gone.id, deleted: true }] });
    expect(release).toMatchObject({ status: "live", fullCheck: false, errors: [] });
    expect((await rawGet(`/blog/${String(gone.slug_ro)}`)).status).toBe(404);
    expect(await page(`/blog/${String(unnamed.slug_ro)}`)).not.toContain("Titlu pe care nu l-a numit niciun hook");
  });

  it("refuses a malformed body, an unknown type and an id the content service does not have, building nothing", async () => {
    const before = (await releases()).length;
    const refused = async (body: string, reason: string) => {
      const response = await hook(TOKEN, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { detail: string }).detail).toContain(reason);
    };
    await refused("{not json", "JSON parse error");
    await refused(JSON.stringify({ changes: [{ type: "page", id: 1 }] }), "type must be one of");
    await refused(JSON.stringify({ changes: [{ type: "article", id: "1" }] }), "id");
    await refused(JSON.stringify({ changes: [{ type: "article", id: 987654, locale: "ro" }] }), "does not exist");
    // A hook that is taken queues its release before it answers 202: after a refusal the list is already final.
    expect(await releases()).toHaveLength(before);
  });

  it("picks up an edit no hook named at the next scheduled full check", async () => {
    // The interval is a day in production; here a few seconds, so the restarted publisher finds a check due.
    await stop(publisher);
    publisher = start("scripts/publisher.ts", { ...env(), PUBLISH_FULL_CHECK_SECONDS: "20" });
    const check = await until("a full check", async () =>
      (await releases()).find((row) => row.trigger === "full check"),
    );
    expect(await finished(check.id)).toMatchObject({ status: "live", fullCheck: true, errors: [] });
    expect(await page(`/blog/${String(unnamed.slug_ro)}`)).toContain("Titlu pe care nu l-a numit niciun hook");
    await stop(publisher);
    publisher = start("scripts/publisher.ts", env());
    await until("the publisher", async () => ((await fetch(`${PUBLISHER}/api/releases`)).ok ? true : undefined));
  });

  it("publishes a deploy that changes only the stylesheet into every page", async () => {
    // Gatsby inlines the stylesheet into every page's HTML; a code deploy that touches CSS alone must render every
    // page again (the build keeps its cache, as on a real deploy). The copy's stylesheet is edited, never the suite's.
    const stylesheet = path.join(checkout, "src", "styles", "base.css");
    const original = readFileSync(stylesheet, "utf8");
    const slug = String(readArticles()[1]!.slug_ro);
    const styles = (html: string) => /data-href="(\/styles\.[^"]+\.css)"/.exec(html)?.[1];
    const before = styles(await page("/"));
    expect(before).toBeDefined();
    try {
      writeFileSync(stylesheet, `${original}\n.integration-stylesheet-probe {\n  outline: 1px solid red;\n}\n`);
      const release = await publish();
      expect(release).toMatchObject({ status: "live", errors: [] });
      for (const pathname of ["/", "/ru", `/blog/${slug}`, "/contacts"]) {
        const html = await page(pathname);
        // Compared as a summary: a failure names the page instead of printing its 75 KB.
        expect({
          pathname,
          probeInlined: html.includes(".integration-stylesheet-probe{outline:1px solid red}"),
        }).toEqual({ pathname, probeInlined: true });
        expect(styles(html)).not.toBe(before);
      }
    } finally {
      writeFileSync(stylesheet, original);
    }
  });
});
