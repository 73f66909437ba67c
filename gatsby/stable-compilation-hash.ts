import { createHash } from "node:crypto";
import type { GatsbyNode } from "gatsby";

/**
 * Webpack's compilation and chunk hashes are not stable across builds that restore modules from its persistent
 * cache: a no-change build sometimes gets a new hash although every emitted file is byte for byte the same
 * (gatsbyjs/gatsby#31628, #33450). Gatsby keys its incremental work on them: a new browser hash rewrites every
 * page-data file and re-stitches every page; a new renderer chunk hash renders every page again. At 10,000 pages
 * that turned a ~30 s no-change build into 150-300 s in about half the builds measured (docs/scale.md).
 *
 * This plugin sets those hashes, once the assets are final and before Gatsby reads them, to a digest of what was
 * emitted: same files, same hash; any change to the code changes a file and so the hash, which is all Gatsby's
 * uses need (the browser reloads when the hash of a page differs from the one it runs; pages are rendered again
 * when their template's chunks change).
 */

interface EmittedAsset {
  source: { buffer(): Buffer };
}

interface HashedChunk {
  id: string | number | null;
  name?: string | null;
  hash?: string;
  files: Iterable<string>;
}

export interface HashedCompilation {
  hash?: string;
  chunks: Iterable<HashedChunk>;
  getAsset(name: string): EmittedAsset | undefined;
  getAssets(): ReadonlyArray<{ name: string }>;
}

interface Compiler {
  hooks: { emit: { tap(name: string, fn: (compilation: HashedCompilation) => void): void } };
}

const NAME = "StableCompilationHash";
/** Webpack's default hash length (output.hashDigestLength). */
const LENGTH = 20;

export function digestOfFiles(
  names: Iterable<string>,
  read: (name: string) => Buffer | undefined,
  identity = "",
): string {
  const hash = createHash("sha256").update(identity).update("\0");
  for (const name of [...names].sort()) {
    hash.update(name).update("\0");
    hash.update(read(name) ?? "(not emitted)").update("\0");
  }
  return hash.digest("hex").slice(0, LENGTH);
}

export class StableCompilationHash {
  apply(compiler: Compiler): void {
    // At emit: the assets are final and their sources still in memory (webpack drops them once written); Gatsby
    // reads the hashes later, from the stats of the finished compilation.
    compiler.hooks.emit.tap(NAME, (compilation) => {
      const contents = new Map<string, Buffer | undefined>();
      const read = (name: string) => {
        if (!contents.has(name)) contents.set(name, compilation.getAsset(name)?.source.buffer());
        return contents.get(name);
      };
      for (const chunk of compilation.chunks) {
        // The chunk's identity goes in too, so two chunks with the same files (none, say) keep distinct hashes.
        chunk.hash = digestOfFiles(chunk.files, read, `${String(chunk.id)} ${chunk.name ?? ""}`);
      }
      compilation.hash = digestOfFiles(
        compilation.getAssets().map((asset) => asset.name),
        read,
      );
    });
  }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript" || stage === "build-html") {
    actions.setWebpackConfig({ plugins: [new StableCompilationHash()] });
  }
};
