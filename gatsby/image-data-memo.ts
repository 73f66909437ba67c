import type { GatsbyNode } from "gatsby";

interface ImageNode {
  id: string;
  parent?: string | null;
  internal: { contentDigest: string };
}

interface FileNode extends ImageNode {
  absolutePath?: string;
}

interface ResolverContext {
  nodeModel: { getNodeById(args: { id: string }): unknown };
}

interface Info {
  originalResolver(source: ImageNode, args: unknown, context: ResolverContext, info: Info): unknown;
}

export type ImageDataResolver = (
  source: ImageNode,
  args: unknown,
  context: ResolverContext,
  info: Info,
) => Promise<unknown>;

/** The arguments as JSON with object keys sorted, so the same arguments give the same key whatever their order. */
function stableJson(value: unknown): string {
  if (value === undefined) return "undefined";
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * `ImageSharp.gatsbyImageData`, resolved once per image variant and process instead of once per page.
 *
 * gatsby-plugin-sharp's resolver creates every transform's job again for each page that shows the image and, in a
 * query worker, sends each to the main process over IPC, where Gatsby finds it already has it (by the job's digest):
 * with a few dozen images shown on thousands of pages, most of the query workers' CPU (docs/scale.md). Its result depends
 * only on the image's file (path and bytes), the arguments and the plugin options (fixed for a process), so the key
 * is the ImageSharp node's id and digest, its File's id, digest and path, and the arguments.
 *
 * What the memo must not change:
 * - Page dependencies: the original records the page's dependency on the File (`getNodeAndSavePathDependency`);
 *   every call here reads the File through `context.nodeModel`, which records it for the calling page, hit or miss.
 * - Jobs: the first call in a process creates them as before; Gatsby keeps finished jobs by digest, so later
 *   calls' jobs were no-ops. A new process (each build, each query worker) starts empty.
 * - Callers get their own copy: the stored value is never handed out, so no caller can change another's.
 * - Failures are not kept: a rejected or empty result is dropped, so the next page tries again as it did.
 */
export function createImageDataMemo(limit = 10_000): ImageDataResolver {
  const memo = new Map<string, Promise<unknown>>();
  return async (source, args, context, info) => {
    const { originalResolver } = info;
    const file = source.parent
      ? ((await context.nodeModel.getNodeById({ id: source.parent })) as FileNode | null | undefined)
      : undefined;
    if (!file) return originalResolver(source, args, context, info);
    const key = stableJson([
      source.id,
      source.internal.contentDigest,
      file.id,
      file.internal.contentDigest,
      file.absolutePath,
      args,
    ]);
    let result = memo.get(key);
    if (!result) {
      result = Promise.resolve(originalResolver(source, args, context, info)).then(
        (value) => {
          if (value === null || value === undefined) memo.delete(key);
          return value;
        },
        (error: unknown) => {
          memo.delete(key);
          throw error;
        },
      );
      memo.set(key, result);
      // Insertion order: in `gatsby develop`, a long-lived process, edited images leave old keys behind.
      if (memo.size > limit) memo.delete(memo.keys().next().value!);
    }
    const value = await result;
    return value === null || value === undefined ? value : structuredClone(value);
  };
}

/** The site's resolvers for gatsby-transformer-sharp's `ImageSharp` type (see `createImageDataMemo`). */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({ ImageSharp: { gatsbyImageData: { resolve: createImageDataMemo() } } });
};
