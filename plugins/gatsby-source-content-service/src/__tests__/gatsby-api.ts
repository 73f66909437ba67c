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

export function gatsbyApi(cache = memoryCache()) {
  const nodes: CreatedNode[] = [];
  const reporter = {
    activityTimer: () => ({ start: jest.fn(), end: jest.fn(), setStatus: jest.fn() }),
    warn: jest.fn(),
    error: jest.fn(),
    panicOnBuild: jest.fn(),
  };
  const args = {
    actions: { createNode: jest.fn((node: CreatedNode) => nodes.push(node)) },
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
  return { args: args as unknown as SourceNodesArgs, nodes, reporter };
}
