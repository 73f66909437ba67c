/** @jest-environment node */
import * as http from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startContentService, type ContentService, type FaultRule } from "../../../../content-service/src/server";
import { specShapedInfoPage } from "../../../../content-service/src/spec-shapes";
import { ERROR_CODES, NODE_TYPES } from "../constants";
import { brokenLinks } from "../safety/broken-links";
import { onPostBuild } from "../on-post-build";
import { sourceNodes } from "../source-nodes";
import { NodeStore, gatsbyApi, memoryCache, type CreatedNode } from "./gatsby-api";
import { startRecordingProxy, type RecordingProxy } from "./recording-proxy";

// Each test sources the demo catalogue two or three times through real HTTP; a shared 2-core machine needs more
// than Jest's 5 s.
jest.setTimeout(30_000);

jest.mock("gatsby-source-filesystem", () => ({
  createRemoteFileNode: jest.fn(async ({ url }: { url: string }) => ({ id: `file:${url}` })),
}));

const DEMO_DATA = path.resolve(__dirname, "../../../../content-service/data");

async function source(
  apiUrl: string,
  extra: Record<string, unknown> = {},
  cache = memoryCache(),
  store = new NodeStore(),
) {
  const api = gatsbyApi(cache, store);
  await sourceNodes!(
    api.args,
    { plugins: [], apiUrl, siteId: "termofort", retries: 1, timeoutMs: 2000, ...extra },
    () => {},
  );
  return { ...api, nodes: api.finish() };
}

const ofType = (nodes: CreatedNode[], type: string, locale?: string) =>
  nodes.filter((node) => node.internal.type === type && (!locale || node.locale === locale));

describe("sourceNodes against the embedded service", () => {
  let service: ContentService;
  let dataDir: string;
  let leadsDir: string;

  beforeAll(() => {
    leadsDir = mkdtempSync(path.join(tmpdir(), "leads-"));
  });
  afterAll(() => rmSync(leadsDir, { recursive: true, force: true }));

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "content-"));
    cpSync(DEMO_DATA, dataDir, { recursive: true });
    service = await startContentService({
      port: 0,
      dataDir,
      quiet: true,
      leadsFile: path.join(leadsDir, "leads.jsonl"),
    });
  });
  afterEach(async () => {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates one node per entity and locale, with the demo catalogue", async () => {
    const { nodes, reporter } = await source(service.url);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    for (const locale of ["ro", "ru"]) {
      const menu = JSON.parse(readFileSync(path.join(DEMO_DATA, locale, "menu-item.json"), "utf8")) as unknown[];
      const articles = JSON.parse(readFileSync(path.join(DEMO_DATA, locale, "blog-item.json"), "utf8")) as unknown[];
      expect(ofType(nodes, NODE_TYPES.Category, locale)).toHaveLength(menu.length);
      expect(ofType(nodes, NODE_TYPES.Article, locale)).toHaveLength(articles.length);
      expect(ofType(nodes, NODE_TYPES.Site, locale)).toHaveLength(1);
      expect(ofType(nodes, NODE_TYPES.InfoPage, locale).length).toBeGreaterThan(0);
      expect(ofType(nodes, NODE_TYPES.Product, locale).length).toBeGreaterThan(0);
    }
    const site = ofType(nodes, NODE_TYPES.Site, "ru")[0]!;
    expect(site.phone).toEqual({ display: expect.any(String), number: expect.stringMatching(/^\+\d+$/) });
    expect(site.siteId).toBe("termofort");
    expect(ofType(nodes, NODE_TYPES.Messenger).every((node) => node.name !== "call")).toBe(true);
    const images = ofType(nodes, NODE_TYPES.Image);
    expect(images.length).toBeGreaterThan(10);
    expect(images.every((image) => String(image.url).startsWith(service.url) && image.localFile)).toBe(true);
  });

  it("gives the same ids and digests on every build, and a new digest only to what changed", async () => {
    const first = await source(service.url);
    const articlesFile = path.join(dataDir, "ro", "blog-item.json");
    const articles = JSON.parse(readFileSync(articlesFile, "utf8")) as Array<{ title: string }>;
    articles[0]!.title = "Titlu schimbat";
    writeFileSync(articlesFile, JSON.stringify(articles));
    const second = await source(service.url);

    const byId = (nodes: CreatedNode[]) => new Map(nodes.map((node) => [node.id, node.internal.contentDigest]));
    const before = byId(first.nodes);
    const after = byId(second.nodes);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const changed = [...after].filter(([id, digest]) => before.get(id) !== digest).map(([id]) => id);
    const changedArticle = second.nodes.find((node) => node.title === "Titlu schimbat")!;
    expect(changed).toEqual([changedArticle.id]);
  });

  it("fails the build naming the endpoint, locale and status when a required endpoint keeps failing", async () => {
    service.setFaults([{ path: "/ro/api/menu-item/", status: 503 }]);
    const { reporter } = await source(service.url);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith({
      id: ERROR_CODES.Fetch,
      context: { sourceMessage: expect.stringMatching(/^\/ro\/api\/menu-item\/ \(locale ro\): HTTP 503/) },
    });
  });

  it("recovers from a passing failure through the retries", async () => {
    service.setFaults([{ path: "/ru/api/contacts/", status: 502, times: 1 }]);
    const { reporter } = await source(service.url);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("/ru/api/contacts/"));
  });

  it("asks for every detail with DRF's trailing slash: the service redirects none", async () => {
    const front = await startRecordingProxy(service.url);
    try {
      const requests = front.record();
      const { reporter } = await source(front.url);
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
      const paths = requests.map((request) => new URL(request.url).pathname);
      expect(paths.filter((pathname) => pathname.includes("/info-page/")).length).toBeGreaterThan(2);
      expect(paths.filter((pathname) => !pathname.endsWith("/"))).toEqual([]);
      expect(requests.filter((request) => request.status >= 300 && request.status < 400)).toEqual([]);
    } finally {
      await front.close();
    }
  });

  it("reports the service's redirects once, as a warning naming the paths to fix, and builds", async () => {
    // A service that has moved the info pages (as DRF moves a path without its slash): 301 to the real service for
    // those, every other request passed on.
    const upstream = new URL(service.url);
    const mover = http.createServer((req, res) => {
      if (/\/api\/info-page\/[^/?]+\/(\?|$)/.test(req.url ?? "")) {
        res.writeHead(301, { Location: new URL(req.url ?? "/", service.url).toString() }).end();
        return;
      }
      const options = { host: upstream.hostname, port: upstream.port, path: req.url, headers: req.headers };
      const forward = http.request(options, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on("error", () => res.destroy());
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => mover.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = mover.address() as AddressInfo;
      const { reporter, nodes } = await source(`http://127.0.0.1:${port}`);
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
      expect(ofType(nodes, NODE_TYPES.InfoPage, "ro").length).toBeGreaterThan(0);
      const warnings = reporter.warn.mock.calls
        .map(([message]) => String(message))
        .filter((m) => m.includes("redirected"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/\/ro\/api\/info-page\/[^/ ]+\/ -> /);
    } finally {
      await new Promise<void>((resolve) => mover.close(() => resolve()));
      mover.closeAllConnections();
    }
  });

  it("keeps the last good version of a category that breaks the contract, naming the field", async () => {
    const cache = memoryCache();
    const menuFile = path.join(dataDir, "ru", "menu-item.json");
    const menu = JSON.parse(readFileSync(menuFile, "utf8")) as Array<Record<string, unknown>>;
    const first = await source(service.url, {}, cache);
    const before = ofType(first.nodes, NODE_TYPES.Category, "ru").find((node) => node.remoteId === menu[1]!.id);
    expect(before).toBeDefined();

    delete menu[1]!.slug_ro;
    menu[1]!.theme = "Categorie stricată";
    writeFileSync(menuFile, JSON.stringify(menu));
    const { nodes, reporter } = await source(service.url, {}, cache);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(
      `[content] category ${String(menu[1]!.id)} "Categorie stricată" (ru), field 'slug_ro': slug_ro is a required field. ` +
        `Its last published version stays on the site. To fix: correct 'slug_ro' of this category in the CMS (ru) and save again`,
    );
    const after = ofType(nodes, NODE_TYPES.Category, "ru").find((node) => node.remoteId === menu[1]!.id);
    expect(after?.internal.contentDigest).toBe(before!.internal.contentDigest);
  });

  it("leaves out a new article that breaks the contract and builds the others", async () => {
    const articlesFile = path.join(dataDir, "ro", "blog-item.json");
    const articles = JSON.parse(readFileSync(articlesFile, "utf8")) as Array<Record<string, unknown>>;
    delete articles[0]!.created_at;
    writeFileSync(articlesFile, JSON.stringify(articles));
    const { nodes, reporter } = await source(service.url);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(
      expect.stringContaining(
        `article ${String(articles[0]!.id)} "${String(articles[0]!.title)}" (ro), field 'created_at'`,
      ),
    );
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("This new item is left out of the site"));
    const ro = ofType(nodes, NODE_TYPES.Article, "ro");
    expect(ro).toHaveLength(articles.length - 1);
    expect(ro.some((node) => node.remoteId === articles[0]!.id)).toBe(false);
  });

  describe("conditional requests between builds", () => {
    let cacheDir: string;
    let front: RecordingProxy;
    beforeEach(async () => {
      cacheDir = mkdtempSync(path.join(tmpdir(), "plugin-cache-"));
      front = await startRecordingProxy(service.url);
    });
    afterEach(async () => {
      await front.close();
      rmSync(cacheDir, { recursive: true, force: true });
    });

    /** Records each content request's status and whether it carried a validator, as they went over the wire. */
    const recordRequests = (rewrite?: (headers: IncomingHttpHeaders) => void) => front.record(rewrite);
    const digests = (nodes: CreatedNode[]) =>
      Object.fromEntries(nodes.map((node) => [node.id, node.internal.contentDigest]));
    const editArticle = (locale: string, index: number, edit: (article: Record<string, unknown>) => void) => {
      const file = path.join(dataDir, locale, "blog-item.json");
      const articles = JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
      edit(articles[index]!);
      writeFileSync(file, JSON.stringify(articles));
      return articles[index]!;
    };

    /** Deletes an article from the service's data; returns it, and the file's text before, to put it back. */
    const removeArticle = (locale: string, index: number) => {
      const file = path.join(dataDir, locale, "blog-item.json");
      const original = readFileSync(file, "utf8");
      const articles = JSON.parse(original) as Array<{ id: number }>;
      const [removed] = articles.splice(index, 1);
      writeFileSync(file, JSON.stringify(articles));
      return { removed: removed!, restore: () => writeFileSync(file, original) };
    };

    it("answers unchanged items from the cache (304) and builds exactly what a full fetch builds", async () => {
      const cache = memoryCache(cacheDir);
      const first = await source(front.url, {}, cache);
      const requests = recordRequests();
      const second = await source(front.url, {}, cache);
      expect(second.reporter.panicOnBuild).not.toHaveBeenCalled();
      expect(digests(second.nodes)).toEqual(digests(first.nodes));
      // Every answer of the service carries an ETag, so every request of the rebuild is conditional and unchanged.
      expect(requests.length).toBeGreaterThan(20);
      expect(requests.filter((request) => !request.conditional || request.status !== 304)).toEqual([]);
    });

    it("shows an edited article after a rebuild, never the cached version", async () => {
      const cache = memoryCache(cacheDir);
      await source(front.url, {}, cache);
      const article = editArticle("ro", 1, (row) => {
        row.content = `${String(row.content)}<p>Edited after the first build.</p>`;
      });
      const requests = recordRequests();
      const second = await source(front.url, {}, cache);
      const node = ofType(second.nodes, NODE_TYPES.Article, "ro").find((item) => item.remoteId === article.id)!;
      expect(String(node.content)).toContain("Edited after the first build.");
      const changed = requests.filter((request) => request.status === 200).map((request) => new URL(request.url));
      expect(changed.map((url) => url.pathname)).toEqual([`/ro/api/blog-item/${String(article.id)}/`]);
      // The same content sourced without any cache gives the same nodes.
      const fresh = await source(front.url);
      expect(digests(second.nodes)).toEqual(digests(fresh.nodes));
    });

    describe("Gatsby's nodes between builds", () => {
      const byId = (nodes: CreatedNode[]) =>
        new Map(nodes.map((node) => [node.id, `${node.internal.type} ${node.internal.contentDigest}`]));

      it("keeps every node on a rebuild with no change, creating and deleting none", async () => {
        const cache = memoryCache(cacheDir);
        const store = new NodeStore();
        const first = await source(front.url, {}, cache, store);
        const second = await source(front.url, {}, cache, store);
        expect(second.reporter.panicOnBuild).not.toHaveBeenCalled();
        expect(second.args.actions.enableStatefulSourceNodes).toHaveBeenCalled();
        expect(second.created).toEqual([]);
        expect(second.deleted).toEqual([]);
        // A stateful source plugin: Gatsby keeps what it does not delete, so nothing needs a touch.
        expect(second.touched).toEqual([]);
        expect(byId(second.nodes)).toEqual(byId(first.nodes));
        expect(ofType(second.nodes, NODE_TYPES.Article).length).toBeGreaterThan(4);
      });

      /** The rest of a successful build, as far as the plugin is concerned. */
      const finishBuild = async (api: Awaited<ReturnType<typeof source>>) => {
        await onPostBuild!(
          { reporter: api.reporter } as unknown as Parameters<NonNullable<typeof onPostBuild>>[0],
          { plugins: [] },
          () => {},
        );
      };

      it("after a completed build, keeps its unchanged nodes without reading them back", async () => {
        const cache = memoryCache(cacheDir);
        const store = new NodeStore();
        const first = await source(front.url, {}, cache, store);
        await finishBuild(first);
        const second = await source(front.url, {}, cache, store);
        expect(second.reporter.panicOnBuild).not.toHaveBeenCalled();
        // One node, to see that the store still holds what the list says.
        expect(second.nodesRead()).toHaveLength(1);
        expect(second.getNodesByTypeCalls()).toBe(0);
        expect(second.created).toEqual([]);
        expect(second.deleted).toEqual([]);
        expect(byId(second.nodes)).toEqual(byId(first.nodes));
        // The second build did not finish: the third reads every node back again.
        const third = await source(front.url, {}, cache, store);
        expect(third.nodesRead()).toHaveLength(first.nodes.length);
        expect(third.deleted).toEqual([]);
        expect(byId(third.nodes)).toEqual(byId(first.nodes));
      });

      it("after a completed build, reads back and creates again only an edited article", async () => {
        const cache = memoryCache(cacheDir);
        const store = new NodeStore();
        await finishBuild(await source(front.url, {}, cache, store));
        const article = editArticle("ro", 2, (row) => {
          row.title = "Editat după o construcție reușită";
        });
        const second = await source(front.url, {}, cache, store);
        expect(second.created.map((node) => [node.internal.type, node.locale, node.remoteId, node.title])).toEqual([
          [NODE_TYPES.Article, "ro", article.id, "Editat după o construcție reușită"],
        ]);
        expect(second.nodesRead().slice(1)).toEqual([second.created[0]!.id]);
      });

      it("after a completed build, deletes the node of a deleted article and reads no other back", async () => {
        const cache = memoryCache(cacheDir);
        const store = new NodeStore();
        const first = await source(front.url, {}, cache, store);
        await finishBuild(first);
        const { removed: removed } = removeArticle("ru", 2);
        const second = await source(front.url, {}, cache, store);
        const gone = ofType(first.nodes, NODE_TYPES.Article, "ru").find((node) => node.remoteId === removed.id)!;
        expect(second.deleted).toContain(gone.id);
        expect(store.nodes.has(gone.id)).toBe(false);
        expect(ofType(second.nodes, NODE_TYPES.Article, "ru")).toHaveLength(
          ofType(first.nodes, NODE_TYPES.Article, "ru").length - 1,
        );
        // Read back: the sample, and the nodes that list articles (the blog's, the home page's), made again.
        expect(second.nodesRead().length).toBeLessThan(10);
      });

      it("with no list from a completed build, finds the nodes to delete in the store", async () => {
        const cache = memoryCache(cacheDir);
        const store = new NodeStore();
        const first = await source(front.url, {}, cache, store);
        const { removed: removed } = removeArticle("ro", 0);
        const second = await source(front.url, {}, cache, store);
        const gone = ofType(first.nodes, NODE_TYPES.Article, "ro").find((node) => node.remoteId === removed.id)!;
        expect(second.getNodesByTypeCalls()).toBeGreaterThan(0);
        expect(second.deleted).toContain(gone.id);
        expect(store.nodes.has(gone.id)).toBe(false);
      });

      it("does not trust the list when the store no longer holds its nodes", async () => {
        const cache = memoryCache(cacheDir);
        const first = await source(front.url, {}, cache, new NodeStore());
        await finishBuild(first);
        // Gatsby's node store emptied, the plugin's cache kept.
        const second = await source(front.url, {}, cache, new NodeStore());
        expect(second.reporter.panicOnBuild).not.toHaveBeenCalled();
        expect(byId(second.created)).toEqual(byId(first.nodes));
      });

      it("creates a node again that a build which did not finish deleted, although it is unchanged", async () => {
        const cache = memoryCache(cacheDir);
        const store = new NodeStore();
        const first = await source(front.url, {}, cache, store);
        await finishBuild(first);
        const { removed, restore } = removeArticle("ro", 1);
        // Sourced, so Gatsby deletes the removed article's node, then the build fails before onPostBuild.
        await source(front.url, {}, cache, store);
        const gone = ofType(first.nodes, NODE_TYPES.Article, "ro").find((node) => node.remoteId === removed.id)!;
        expect(store.nodes.has(gone.id)).toBe(false);
        restore();
        const third = await source(front.url, {}, cache, store);
        // NodeStore's touchNode throws for a node that is not in the store, which would fail the build.
        expect(third.reporter.panicOnBuild).not.toHaveBeenCalled();
        expect(third.created.map((node) => node.id)).toContain(gone.id);
        expect(byId(third.nodes)).toEqual(byId(first.nodes));
      });

      it("creates again exactly the node of an edited article, with the edit", async () => {
        const cache = memoryCache(cacheDir);
        const store = new NodeStore();
        const first = await source(front.url, {}, cache, store);
        const article = editArticle("ru", 2, (row) => {
          row.content = `${String(row.content)}<p>Правка после первой сборки.</p>`;
        });
        const second = await source(front.url, {}, cache, store);
        expect(second.created.map((node) => [node.internal.type, node.locale, node.remoteId])).toEqual([
          [NODE_TYPES.Article, "ru", article.id],
        ]);
        expect(String(second.created[0]!.content)).toContain("Правка после первой сборки.");
        expect(second.deleted).toEqual([]);
        expect([...byId(second.nodes).keys()].sort()).toEqual([...byId(first.nodes).keys()].sort());
      });

      it("lets the node of a deleted article go, and keeps the others", async () => {
        const cache = memoryCache(cacheDir);
        const store = new NodeStore();
        const first = await source(front.url, {}, cache, store);
        const { removed: deleted } = removeArticle("ro", 3);
        const second = await source(front.url, {}, cache, store);
        const gone = ofType(first.nodes, NODE_TYPES.Article, "ro").find((node) => node.remoteId === deleted.id)!;
        expect(store.nodes.has(gone.id)).toBe(false);
        // Everything else stays; what goes with it: its entry on the home page and an image only it showed.
        const ids = (nodes: CreatedNode[]) =>
          nodes
            .filter((node) => node.internal.type !== NODE_TYPES.Image)
            .filter((node) => node.id !== gone.id && node.article !== gone.id)
            .map((node) => `${node.internal.type} ${node.id}`);
        expect(ids(second.nodes).sort()).toEqual(ids(first.nodes).sort());
        expect(ids(second.nodes).length).toBeGreaterThan(20);
        // The blog's list changed, so nodes that list articles were made again; no article was.
        expect(ofType(second.created, NODE_TYPES.Article)).toEqual([]);
      });

      it("keeps the last good node of an article that fails, and creates it again once it is fixed", async () => {
        const cache = memoryCache(cacheDir);
        const store = new NodeStore();
        const first = await source(front.url, {}, cache, store);
        const article = editArticle("ro", 0, (row) => {
          row.title = "Schimbat cât serviciul cade";
        });
        const before = ofType(first.nodes, NODE_TYPES.Article, "ro").find((node) => node.remoteId === article.id)!;
        service.setFaults([{ path: `/ro/api/blog-item/${String(article.id)}/`, status: 500 }]);
        const failed = await source(front.url, {}, cache, store);
        expect(failed.reporter.warn).toHaveBeenCalledWith(
          expect.stringContaining("Its last published version stays on the site"),
        );
        expect(failed.created).toEqual([]);
        expect(store.nodes.get(before.id)?.internal.contentDigest).toBe(before.internal.contentDigest);
        service.setFaults([]);
        const fixed = await source(front.url, {}, cache, store);
        expect(fixed.created.map((node) => node.title)).toEqual(["Schimbat cât serviciul cade"]);
      });
    });

    describe("sanitised texts between builds", () => {
      const statusOf = (api: Awaited<ReturnType<typeof source>>) =>
        String(
          (api.reporter.activityTimer.mock.results[0]!.value as { setStatus: jest.Mock }).setStatus.mock.calls.at(
            -1,
          )?.[0],
        );
      const articleNode = (nodes: CreatedNode[], id: unknown) =>
        ofType(nodes, NODE_TYPES.Article, "ro").find((node) => node.remoteId === id)!;

      it("reuses them on a rebuild with no change: same nodes, same reports, same broken links", async () => {
        const target = editArticle("ro", 1, () => {});
        const holder = editArticle("ro", 0, (row) => {
          row.content =
            `${String(row.content)}<p><a href="/ru/blog/${String(target.slug_ru)}">next</a> ` +
            `<a href="/blog/no-such-article">gone</a></p><script>alert(1)</script>`;
        });
        const cache = memoryCache(cacheDir);
        const first = await source(front.url, {}, cache);
        const firstBroken = brokenLinks().map((link) => `${link.locale} ${String(link.id)} ${link.href}`);
        const second = await source(front.url, {}, cache);
        const content = String(articleNode(second.nodes, holder.id).content);
        expect(content).toContain(`<a href="/blog/${String(target.slug_ro)}">next</a>`);
        expect(content).not.toContain("<script");
        expect(digests(second.nodes)).toEqual(digests(first.nodes));
        expect(second.reporter.warn.mock.calls).toEqual(first.reporter.warn.mock.calls);
        expect(second.reporter.warn).toHaveBeenCalledWith(expect.stringContaining("<script> element"));
        expect(brokenLinks().map((link) => `${link.locale} ${String(link.id)} ${link.href}`)).toEqual(firstBroken);
        expect(firstBroken).toContain(`ro ${String(holder.id)} /blog/no-such-article`);
        // Every text came from the first build: the number of texts (one per article, info page, product, home info).
        const texts = Number(/(\d+) texts sanitised in an earlier build/.exec(statusOf(second))?.[1]);
        expect(texts).toBeGreaterThan(10);
        expect(statusOf(first)).toContain(" 0 texts sanitised in an earlier build");
      });

      it("sanitises again when a linked page's slug changes, so the link follows it", async () => {
        // Written with the other language's slug, the link is resolved to the page's Romanian URL.
        const target = editArticle("ro", 1, () => {});
        const holder = editArticle("ro", 0, (row) => {
          row.content = `${String(row.content)}<p><a href="/ru/blog/${String(target.slug_ru)}">next</a></p>`;
        });
        const cache = memoryCache(cacheDir);
        const first = await source(front.url, {}, cache);
        expect(String(articleNode(first.nodes, holder.id).content)).toContain(
          `<a href="/blog/${String(target.slug_ro)}">next</a>`,
        );
        // The slug changes in both locales' files (each locale's list carries slug_ro); the holder's text does not.
        for (const locale of ["ro", "ru"]) {
          const file = path.join(dataDir, locale, "blog-item.json");
          const rows = JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
          const row = rows.find((item) => item.id === target.id)!;
          row.slug_ro = `${String(target.slug_ro)}-nou`;
          if (locale === "ro") row.slug = row.slug_ro;
          writeFileSync(file, JSON.stringify(rows));
        }
        const second = await source(front.url, {}, cache);
        expect(String(articleNode(second.nodes, holder.id).content)).toContain(
          `<a href="/blog/${String(target.slug_ro)}-nou">next</a>`,
        );
        expect(statusOf(second)).toContain(" 0 texts sanitised in an earlier build");
      });

      it("sanitises an edited text again and reuses the others", async () => {
        const cache = memoryCache(cacheDir);
        const first = await source(front.url, {}, cache);
        const before = Number(/(\d+) texts sanitised/.exec(statusOf(await source(front.url, {}, cache)))?.[1]);
        const holder = editArticle("ro", 2, (row) => {
          row.content = `${String(row.content)}<p onclick="steal()">Editat</p>`;
        });
        const third = await source(front.url, {}, cache);
        expect(String(articleNode(third.nodes, holder.id).content)).toContain("<p>Editat</p>");
        expect(third.reporter.warn).toHaveBeenCalledWith(expect.stringContaining("'onclick' event handler on <p>"));
        expect(Number(/(\d+) texts sanitised/.exec(statusOf(third))?.[1])).toBe(before - 1);
        expect(first.reporter.warn).not.toHaveBeenCalledWith(expect.stringContaining("onclick"));
      });
    });

    it("falls back to the last good article on a 500 or a malformed answer, with a warning", async () => {
      const cache = memoryCache(cacheDir);
      const first = await source(front.url, {}, cache);
      await source(front.url, {}, cache); // the article is now answered from the conditional cache
      const article = editArticle("ru", 0, (row) => {
        row.title = "Changed while the service fails";
      });
      const before = ofType(first.nodes, NODE_TYPES.Article, "ru").find((node) => node.remoteId === article.id)!;
      const itemPath = `/ru/api/blog-item/${String(article.id)}/`;
      const faults: FaultRule[] = [
        { path: itemPath, status: 500 },
        { path: itemPath, malformed: true },
      ];
      for (const fault of faults) {
        service.setFaults([fault]);
        const { nodes, reporter } = await source(front.url, {}, cache);
        expect(reporter.panicOnBuild).not.toHaveBeenCalled();
        expect(reporter.warn).toHaveBeenCalledWith(
          expect.stringMatching(
            new RegExp(`article ${String(article.id)} .*\\(ru\\).*Its last published version stays on the site`),
          ),
        );
        const after = ofType(nodes, NODE_TYPES.Article, "ru").find((node) => node.remoteId === article.id)!;
        expect(after.internal.contentDigest).toBe(before.internal.contentDigest);
      }
      service.setFaults([]);
      const { nodes } = await source(front.url, {}, cache);
      const fixed = ofType(nodes, NODE_TYPES.Article, "ru").find((node) => node.remoteId === article.id)!;
      expect(fixed.title).toBe("Changed while the service fails");
    });

    it("fetches again without validators when a 304 answers a request that sent none", async () => {
      const id = (
        JSON.parse(readFileSync(path.join(dataDir, "ro", "blog-item.json"), "utf8")) as Array<{ id: number }>
      )[2]!.id;
      service.setFaults([{ path: `/ro/api/blog-item/${id}/`, status: 304, times: 1 }]);
      const requests = recordRequests();
      const { nodes, reporter } = await source(front.url, {}, memoryCache(cacheDir));
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
      expect(reporter.warn).toHaveBeenCalledWith(
        expect.stringContaining("304 Not Modified to a request without validators"),
      );
      expect(ofType(nodes, NODE_TYPES.Article, "ro").some((node) => node.remoteId === id)).toBe(true);
      const item = requests.filter((request) => new URL(request.url).pathname === `/ro/api/blog-item/${id}/`);
      expect(item.map((request) => [request.status, request.conditional])).toEqual([
        [304, false],
        [200, false],
      ]);
    });

    it("works as before against a service that sends no validators", async () => {
      const withoutValidators = (headers: IncomingHttpHeaders) => {
        delete headers.etag;
      };
      const cache = memoryCache(cacheDir);
      const requests = recordRequests(withoutValidators);
      const first = await source(front.url, {}, cache);
      const article = editArticle("ro", 0, (row) => {
        row.title = "Titlu nou";
      });
      const second = await source(front.url, {}, cache);
      expect(requests.every((request) => !request.conditional && request.status === 200)).toBe(true);
      const changed = Object.entries(digests(second.nodes)).filter(
        ([id, digest]) => digests(first.nodes)[id] !== digest,
      );
      expect(changed.map(([id]) => second.nodes.find((node) => node.id === id)?.title)).toContain("Titlu nou");
      expect(ofType(second.nodes, NODE_TYPES.Article, "ro").find((node) => node.remoteId === article.id)?.title).toBe(
        "Titlu nou",
      );
    });
  });

  describe("an optional section that keeps failing", () => {
    it("is built from its last good data, with a warning", async () => {
      const cache = memoryCache();
      const first = await source(service.url, { sectionBudgetMs: 0 }, cache);
      service.setFaults([{ path: "/ro/api/partners/", status: 503 }]);
      const { nodes, reporter } = await source(service.url, { sectionBudgetMs: 0 }, cache);
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
      expect(ofType(nodes, NODE_TYPES.Partner, "ro")).toHaveLength(
        ofType(first.nodes, NODE_TYPES.Partner, "ro").length,
      );
      expect(reporter.warn).toHaveBeenCalledWith(
        expect.stringContaining("section /ro/api/partners/ (ro): it could not be read"),
      );
    });

    it("fails the build when it has no last good data", async () => {
      service.setFaults([{ path: "/ro/api/partners/", status: 503 }]);
      const { reporter } = await source(service.url, { sectionBudgetMs: 0 });
      expect(reporter.panicOnBuild).toHaveBeenCalledWith({
        id: ERROR_CODES.Fetch,
        context: { sourceMessage: expect.stringContaining("/ro/api/partners/ (locale ro): HTTP 503") },
      });
    });
  });

  it("fails the build when the service does not know the site id", async () => {
    const { reporter } = await source(service.url, { siteId: "unknown-site" });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith({
      id: ERROR_CODES.Fetch,
      context: { sourceMessage: expect.stringMatching(/HTTP 404, .*Unknown site: unknown-site/) },
    });
  });

  it("leaves out an absent optional section with a warning", async () => {
    rmSync(path.join(dataDir, "ro", "partners.json"));
    const { nodes, reporter } = await source(service.url);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(ofType(nodes, NODE_TYPES.Partner, "ro")).toHaveLength(0);
    expect(ofType(nodes, NODE_TYPES.Partner, "ru").length).toBeGreaterThan(0);
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("/ro/api/partners/ is absent (404)"));
  });

  const readJson = <T>(locale: string, file: string) =>
    JSON.parse(readFileSync(path.join(dataDir, locale, file), "utf8")) as T;
  const writeJson = (locale: string, file: string, value: unknown) =>
    writeFileSync(path.join(dataDir, locale, file), JSON.stringify(value));

  it("gives every node its locale's own slug, whatever the service put in `slug`", async () => {
    const menu = readJson<Array<Record<string, unknown> & { subThemes: Array<Record<string, unknown>> }>>(
      "ro",
      "menu-item.json",
    );
    menu[0]!.slug = "service-slug";
    menu[0]!.subThemes[0]!.slug = "service-sub-slug";
    writeJson("ro", "menu-item.json", menu);
    const { nodes, reporter } = await source(service.url);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const category = ofType(nodes, NODE_TYPES.Category, "ro").find((node) => node.remoteId === menu[0]!.id)!;
    expect(category.slug).toBe(menu[0]!.slug_ro);
    const sub = ofType(nodes, NODE_TYPES.Subcategory, "ro").find(
      (node) => node.remoteId === menu[0]!.subThemes[0]!.id,
    )!;
    expect(sub.slug).toBe(menu[0]!.subThemes[0]!.slug_ro);
    for (const node of ofType(nodes, NODE_TYPES.Category, "ru")) expect(node.slug).toBe(node.slugRu);
  });

  it("builds from the spec's info-page shapes: list entries {slug, title}, details without id or slugs", async () => {
    const bySlug = new Map<string, Record<string, unknown>>();
    for (const locale of ["ro", "ru"]) {
      const pages = readJson<Array<Record<string, unknown>>>(locale, "info-page.json");
      const specShaped = pages.map(specShapedInfoPage);
      for (const page of specShaped) bySlug.set(`${locale}:${String(page.slug)}`, page);
      writeJson(locale, "info-page.json", specShaped);
    }
    const { nodes, reporter } = await source(service.url);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const ro = ofType(nodes, NODE_TYPES.InfoPage, "ro");
    const ru = ofType(nodes, NODE_TYPES.InfoPage, "ru");
    expect(ro.length).toBeGreaterThan(0);
    for (const [locale, pages] of [
      ["ro", ro],
      ["ru", ru],
    ] as const) {
      for (const page of pages) {
        expect(page.title).toBe(bySlug.get(`${locale}:${String(page.slug)}`)!.title);
        expect(locale === "ro" ? page.slugRo : page.slugRu).toBe(page.slug);
      }
    }
    // Twins pair by list position when the service gives no ids.
    expect(ro.map((page) => page.remoteId)).toEqual(ru.map((page) => page.remoteId));
  });

  it("leaves an offer's missing button text empty (the site translates the credit default) and keeps the gift image", async () => {
    for (const locale of ["ro", "ru"]) {
      for (const file of ["credit-offer-section.json", "gift-offer-section.json"]) {
        const offer = readJson<{ button: { text: string } }>(locale, file);
        offer.button.text = "";
        writeJson(locale, file, offer);
      }
    }
    const { nodes } = await source(service.url);
    const offers = ofType(nodes, NODE_TYPES.Offer);
    expect(offers).toHaveLength(4);
    for (const offer of offers) expect((offer.button as { text: unknown }).text).toBeNull();
    const gift = ofType(nodes, NODE_TYPES.Offer, "ro").find((offer) => offer.kind === "gift")!;
    expect(gift.image).toEqual(expect.any(String));
  });
});
