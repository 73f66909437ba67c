/** A mocked Gatsby API for calling `sourceNodes` in tests: it records the nodes created and what was reported. */
import { createHash } from "node:crypto";
import * as path from "node:path";
import type { SourceNodesArgs } from "gatsby";

export interface CreatedNode {
  id: string;
  locale?: string;
  internal: { type: string; contentDigest: string };
  [field: string]: unknown;
}

/**
 * Gatsby's plugin cache, kept between builds, in memory: pass the same one to two `sourceNodes` calls. With a
 * `directory`, like Gatsby's own, the plugin keeps its conditional-request files there.
 */
export function memoryCache(directory?: string) {
  const values = new Map<string, unknown>();
  return {
    directory,
    get: async (key: string) => values.get(key),
    set: async (key: string, value: unknown) => values.set(key, value),
  };
}

/**
 * Gatsby's node store between builds, as far as a source plugin sees it: `getNode` reads the last build's nodes, and
 * after a build only the nodes created or touched in it are kept (Gatsby deletes the others), unless the plugin made
 * itself a stateful source plugin: then Gatsby keeps every node the plugin did not delete (and keeps the setting).
 */
export class NodeStore {
  readonly nodes = new Map<string, CreatedNode>();
  stateful = false;
  /** Starts a build: what it creates, touches or deletes. */
  build() {
    const created: CreatedNode[] = [];
    const touched: CreatedNode[] = [];
    const deleted: string[] = [];
    return {
      created,
      touched,
      deleted,
      getNode: (id: string) => this.nodes.get(id),
      getNodesByType: (type: string) => [...this.nodes.values()].filter((node) => node.internal.type === type),
      createNode: (node: CreatedNode) => void created.push(node),
      touchNode: (node: CreatedNode) => {
        if (!this.nodes.has(node.id)) throw new Error(`touchNode of a node that does not exist: ${node.id}`);
        touched.push(this.nodes.get(node.id)!);
      },
      deleteNode: (node: { id: string }) => {
        if (!this.nodes.has(node.id)) throw new Error(`deleteNode of a node that does not exist: ${node.id}`);
        deleted.push(node.id);
      },
      enableStatefulSourceNodes: () => {
        this.stateful = true;
      },
      /** Ends it: the nodes the store keeps; the list of them is this build's nodes. */
      finish: () => {
        const kept = this.stateful
          ? new Map([...this.nodes].filter(([id]) => !deleted.includes(id)))
          : new Map(touched.map((node) => [node.id, node]));
        for (const node of created) kept.set(node.id, node);
        this.nodes.clear();
        for (const [id, node] of kept) this.nodes.set(id, node);
        return [...kept.values()];
      },
    };
  }
}

export function gatsbyApi(cache = memoryCache(), store = new NodeStore()) {
  const build = store.build();
  const reporter = {
    activityTimer: jest.fn(() => ({ start: jest.fn(), end: jest.fn(), setStatus: jest.fn() })),
    warn: jest.fn(),
    info: jest.fn(),
    error: jest.fn(),
    panicOnBuild: jest.fn(),
  };
  const args = {
    actions: {
      createNode: jest.fn(build.createNode),
      touchNode: jest.fn(build.touchNode),
      deleteNode: jest.fn(build.deleteNode),
      enableStatefulSourceNodes: jest.fn(build.enableStatefulSourceNodes),
    },
    getNode: jest.fn(build.getNode),
    getNodesByType: jest.fn(build.getNodesByType),
    createNodeId: (input: string) => createHash("md5").update(input).digest("hex"),
    createContentDigest: (input: unknown) => createHash("md5").update(JSON.stringify(input)).digest("hex"),
    getCache: jest.fn(),
    cache,
    reporter,
    // What sourceNodes reads of Gatsby's state: where the plugin's sources are (for the conditional cache).
    store: {
      getState: () => ({
        flattenedPlugins: [{ name: "gatsby-source-content-service", resolve: path.resolve(__dirname, "..", "..") }],
      }),
    },
  };
  return {
    args: args as unknown as SourceNodesArgs,
    reporter,
    /** The ids the plugin read back from the store. */
    nodesRead: () => args.getNode.mock.calls.map(([id]) => id),
    getNodesByTypeCalls: () => args.getNodesByType.mock.calls.length,
    /** The nodes created in this build: with a new store (a cold build), every node. */
    nodes: build.created,
    created: build.created,
    touched: build.touched,
    deleted: build.deleted,
    /** Call once sourceNodes is done: the nodes the build ends with. */
    finish: build.finish,
  };
}
