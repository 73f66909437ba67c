import * as path from "node:path";
import type { GatsbyNode, NodePluginArgs, SourceNodesArgs } from "gatsby";
import { createRemoteFileNode } from "gatsby-source-filesystem";
import { buildNodes, type NodeIds } from "./build-nodes";
import { clientForChanges } from "./changed-items";
import { readChangedItems } from "./changed-items-file";
import { createContentClient, describeRedirects } from "./client";
import { FileConditionalCache, codeFingerprint } from "./conditional-cache";
import { ERROR_CODES, NODE_TYPES } from "./constants";
import { ContentReport } from "./content-report";
import { ContentContractError, ContentFetchError } from "./errors";
import { fetchAllLocales } from "./fetch-content";
import { withDefaults } from "./normalise";
import { LastGood } from "./last-good";
import { withPrices } from "./prices";
import { keepNodeDigests, nodeStamp, takeNodeDigests } from "./node-digests";
import type { ImageFields } from "./node-fields";
import { resolveOptions, siteFingerprint, type ContentServiceOptions } from "./plugin-options";
import { setBrokenLinks } from "./safety/broken-links";
import { checkImageDownload, imageHostAllowed, type ImagePolicy } from "./safety/image-hosts";
import { createLinkResolver } from "./safety/internal-links";
import { createSiteUrls } from "./safety/site-urls";
import { FileSanitiseMemo } from "./safety/sanitise-memo";
import { secureContent } from "./safety/secure-content";

const PLUGIN_NAME = "gatsby-source-content-service";

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, pluginOptions) => {
  const { cache, createNodeId, reporter, store } = args;
  const options = resolveOptions(pluginOptions);
  const activity = reporter.activityTimer(`Sourcing content from ${options.apiUrl} (site ${options.siteId})`);
  activity.start();
  const report = new ContentReport((issue, line) =>
    issue.severity === "error" ? reporter.error(`[content] ${line}`) : reporter.warn(`[content] ${line}`),
  );
  let closeClient = () => {};
  try {
    const code = pluginCode(cache, store, options);
    // Taken (and its file removed) before any node changes: see node-digests.ts.
    const nodes = openNodeBook(args, code ? takeNodeDigests(code.dir) : new Map());
    const conditional = code && new FileConditionalCache(code.dir, code.fingerprint);
    const allClient = createContentClient({
      baseUrl: options.apiUrl,
      siteId: options.siteId,
      timeoutMs: options.timeoutMs,
      retries: options.retries,
      concurrency: options.concurrency,
      onRetry: (message) => reporter.warn(`[content] ${message}`),
      conditional,
    });
    // A build for named changes takes the other items from the last build (changed-items.ts).
    const changes = readChangedItems(options.changedItemsFile);
    const client = clientForChanges(allClient, { changes, conditional, lastGood: cache });
    closeClient = client.close;
    const lastGood = new LastGood(cache, report, {
      unchanged: client.isReused,
      sectionBudgetMs: options.sectionBudgetMs,
    });
    const fetched = await fetchAllLocales(client, options, {
      warn: (message) => reporter.warn(`[content] ${message}`),
      info: (message) => reporter.info(`[content] ${message}`),
      lastGood,
    });
    await conditional?.save();
    const redirected = describeRedirects(client.redirects);
    if (redirected) reporter.warn(`[content] ${redirected}`);

    const imagePolicy: ImagePolicy = { serviceOrigin: options.apiUrl, allowedHosts: options.imageHosts };
    const resolveLink = createLinkResolver(fetched, createSiteUrls(options), options.locales);
    // Everything a sanitised text depends on besides itself and its locale (sanitise-memo.ts).
    const memo =
      code &&
      (await new FileSanitiseMemo(
        path.join(code.dir, "sanitised-html.json"),
        JSON.stringify([code.fingerprint, resolveLink.digest, options.siteUrl, imagePolicy]),
      ).load());
    const secured = fetched.map((content) =>
      secureContent(content, {
        report,
        resolveLink,
        siteOrigin: options.siteUrl,
        imageAllowed: (url) => imageHostAllowed(url, imagePolicy).ok,
        memo,
      }),
    );
    await memo?.save();
    const contents = secured.map((result) =>
      withPrices(withDefaults(result.content, new Set(result.brokenLinks.map((link) => link.href))), report),
    );
    setBrokenLinks(secured.flatMap((result) => result.brokenLinks));

    const imageUrls = new Map<string, string>();
    const ids: NodeIds = {
      node: (type, locale, key) => createNodeId(`${type}:${locale}:${key}`),
      image: (url) => {
        if (!url) return null;
        const absolute = client.absoluteUrl(url);
        const nodeId = createNodeId(`${NODE_TYPES.Image}:${absolute}`);
        imageUrls.set(absolute, nodeId);
        return nodeId;
      },
    };

    const counts = { nodes: 0, unchanged: 0, deleted: 0 };
    for (const content of contents) {
      for (const { type, key, fields } of buildNodes(content, ids)) {
        if (upsertNode(args, nodes, ids.node(type, content.locale, key), type, fields)) counts.unchanged += 1;
        counts.nodes += 1;
      }
    }
    await createImageNodes(args, nodes, imageUrls, imagePolicy, report);
    counts.deleted = deleteGoneNodes(args, nodes);
    if (code) keepNodeDigests(code.dir, nodes.upserted);
    activity.setStatus(
      `${counts.nodes} content nodes (${counts.unchanged} unchanged, ${counts.deleted} deleted), ` +
        `${imageUrls.size} images; ` +
        `${client.counts.requests} requests, ` +
        `${client.counts.notModified} not modified; ${memo?.hits ?? 0} texts sanitised in an earlier build; ` +
        (changes ? `${changes.length} named changes, other details from the last build` : "full check"),
    );
  } catch (error) {
    // The publisher's release report shows it next to the item warnings.
    report.add({
      severity: "error",
      type: "content",
      problem: (error as Error).message,
      outcome: "The build stopped, so the live site was not changed",
      fix: "correct it in the CMS (or bring the content service back) and publish again",
    });
    if (error instanceof ContentContractError) {
      reporter.panicOnBuild({ id: ERROR_CODES.Contract, context: { sourceMessage: error.message } });
    } else if (error instanceof ContentFetchError) {
      reporter.panicOnBuild({ id: ERROR_CODES.Fetch, context: { sourceMessage: error.message } });
    } else {
      reporter.panicOnBuild(`Sourcing the content service failed: ${(error as Error).message}`, error as Error);
    }
  } finally {
    closeClient();
    report.write(options.reportFile);
    activity.end();
  }
};

/** What the last completed build left in the node store (node-digests.ts), and what this build upserts. */
interface NodeBook {
  known: Map<string, string>;
  upserted: Map<string, string>;
  /** Gatsby deletes none of the plugin's nodes (stateful source plugin): `deleteGoneNodes` does, and touches are moot. */
  stateful: boolean;
}

type AnyNode = Parameters<SourceNodesArgs["actions"]["touchNode"]>[0];

/**
 * The plugin is a stateful source plugin (Gatsby 5.12+): Gatsby no longer reads every one of its nodes after sourcing
 * to find the untouched ones (a read of every node in "Clean up stale nodes", slow once `getNode` no longer has
 * them in LMDB's cache), and the plugin deletes what it no longer makes. Gatsby keeps the setting with its
 * state, so it holds for every build from the first that sets it.
 */
function openNodeBook(args: SourceNodesArgs, known: Map<string, string>): NodeBook {
  const enable = args.actions.enableStatefulSourceNodes;
  const stateful = typeof enable === "function";
  if (stateful) enable();
  // A store that lost its nodes since (Gatsby clears the plugin's cache with its own, so only by hand): one node read
  // back tells.
  const [sampleId, sampleStamp] = known.entries().next().value ?? [];
  const sample = sampleId === undefined ? undefined : args.getNode(sampleId);
  const trusted = sample && nodeStamp(sample.internal.type, sample.internal.contentDigest) === sampleStamp;
  return { known: trusted ? known : new Map(), upserted: new Map(), stateful };
}

/**
 * Deletes the plugin's nodes that this build did not make (a deleted item, an image no longer shown), when Gatsby
 * leaves that to the plugin. Which nodes the store holds: the last completed build's list, else (no list, or a build
 * that did not finish since) every node of the plugin's types, read from the store. Returns how many went.
 */
function deleteGoneNodes(args: SourceNodesArgs, nodes: NodeBook): number {
  if (!nodes.stateful) return 0;
  const stored =
    nodes.known.size > 0
      ? [...nodes.known.keys()]
      : Object.values(NODE_TYPES).flatMap((type) => args.getNodesByType(type).map((node) => node.id));
  let deleted = 0;
  for (const id of stored) {
    if (nodes.upserted.has(id)) continue;
    // Gatsby's deleteNode reads the node from its store by id (and deletes its children with it).
    args.actions.deleteNode({ id } as AnyNode);
    deleted += 1;
  }
  return deleted;
}

/**
 * Creates the node, unless the node of the last build has the same type and content digest: that one is left as it
 * is, which skips what createNode does even for an unchanged node (Joi validation, sanitising a copy, onCreateNode).
 * Only where Gatsby still collects the plugin's stale nodes itself (not a stateful plugin) is it touched, so it stays.
 * The last build's node is known from `nodes.known` when it lists it, else read back with `getNode`.
 * True when it was unchanged.
 */
function upsertNode(args: SourceNodesArgs, nodes: NodeBook, id: string, type: string, fields: object): boolean {
  const contentDigest = args.createContentDigest(fields);
  const stamp = nodeStamp(type, contentDigest);
  nodes.upserted.set(id, stamp);
  if (nodes.known.get(id) === stamp) {
    // Gatsby's touchNode reads only the id and the type.
    if (!nodes.stateful) args.actions.touchNode({ id, internal: { type } } as AnyNode);
    return true;
  }
  const existing = args.getNode(id);
  if (existing && existing.internal.type === type && existing.internal.contentDigest === contentDigest) {
    if (!nodes.stateful) args.actions.touchNode(existing);
    return true;
  }
  void args.actions.createNode({ ...fields, id, parent: null, children: [], internal: { type, contentDigest } });
  return false;
}

/**
 * Where the plugin keeps what it reuses between builds (validators of earlier answers, sanitised texts): the plugin
 * cache's own directory (cleared with the rest of Gatsby's cache), tied to a digest of what made it: the plugin's
 * sources and the site's options (locales, routes). Without either (tests with a memory cache), nothing is reused.
 */
function pluginCode(cache: SourceNodesArgs["cache"], store: SourceNodesArgs["store"], options: ContentServiceOptions) {
  const dir = (cache as { directory?: unknown }).directory;
  const state = store?.getState() as { flattenedPlugins?: Array<{ name: string; resolve: string }> } | undefined;
  const plugin = state?.flattenedPlugins?.find((entry) => entry.name === PLUGIN_NAME);
  if (typeof dir !== "string" || !plugin) return undefined;
  // The contract is the repository's `contract/` package, two folders above the plugin (its imports say so too).
  const contract = path.resolve(plugin.resolve, "../../contract");
  const fingerprint = codeFingerprint([path.join(plugin.resolve, "lib"), contract], siteFingerprint(options));
  return { dir, fingerprint };
}

/** Downloads each distinct image once into a File node (cached between builds) for gatsby-plugin-image. */
async function createImageNodes(
  args: SourceNodesArgs,
  nodes: NodeBook,
  imageUrls: Map<string, string>,
  policy: ImagePolicy,
  report: ContentReport,
) {
  const { actions, createNodeId, getCache, reporter } = args;
  await Promise.all(
    [...imageUrls].map(async ([url, id]) => {
      let localFile: string | null = null;
      const allowed = await checkImageDownload(url, policy);
      if (!allowed.ok) {
        report.add({
          severity: "warning",
          type: "image",
          id: url,
          problem: `it was not downloaded: ${allowed.reason}`,
          outcome: "The image is left out",
          fix: "upload the image to the content service, or ask the developers to add its host to CONTENT_IMAGE_HOSTS",
        });
      } else {
        try {
          const file = await createRemoteFileNode({
            url,
            parentNodeId: id,
            getCache: getCache as NodePluginArgs["getCache"],
            createNode: actions.createNode,
            createNodeId,
          });
          localFile = file.id;
        } catch (error) {
          reporter.warn(`[content] image ${url} could not be downloaded (${(error as Error).message}); it is left out`);
        }
      }
      upsertNode(args, nodes, id, NODE_TYPES.Image, { url, localFile } satisfies ImageFields);
    }),
  );
}
