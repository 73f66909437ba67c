import { createHash } from "node:crypto";
import type { GatsbyNode } from "gatsby";

/**
 * Webpack's compilation and chunk hashes are not stable across builds that restore modules from its persistent
 * cache: a no-change build sometimes gets a new hash although every emitted file is byte for byte the same
 * (gatsbyjs/gatsby#31628, #33450). Gatsby keys its incremental work on them: a new browser hash rewrites every
 * page-data file and re-stitches every page; a new renderer chunk hash renders every page again. At 10,000 pages
 * that made about half of the no-change builds several times slower (docs/scale.md).
 *
 * This plugin sets those hashes, once the assets are final and before Gatsby reads them, to a digest of what was
 * emitted: same files, same hash; any change to the code changes a file and so the hash, which is all Gatsby's
 * uses need (the browser reloads when the hash of a page differs from the one it runs; pages are rendered again
 * when their template's chunks change).
 *
 * One thing a page's HTML takes from outside the renderer's own output: the browser build's stylesheet, which Gatsby
 * inlines into every page. The renderer compiles the same CSS imports to nothing, so a change of CSS alone left its
 * files, and so its hashes, as they were, and no page was rendered again: every page kept the old styles inlined.
 * The renderer's hashes therefore include a digest of the browser build's CSS (built first, in the same process).
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

/** Which of Gatsby's two production builds the plugin hashes. */
export type BuildRole = "browser" | "renderer";

/** Shared between the two builds of one `gatsby build`: the browser build runs first. */
export interface BuildLink {
  browserStyles?: string;
}

const link: BuildLink = {};

export class StableCompilationHash {
  constructor(
    private readonly role: BuildRole,
    private readonly shared: BuildLink = link,
  ) {}

  apply(compiler: Compiler): void {
    // At emit: the assets are final and their sources still in memory (webpack drops them once written); Gatsby
    // reads the hashes later, from the stats of the finished compilation.
    compiler.hooks.emit.tap(NAME, (compilation) => {
      const contents = new Map<string, Buffer | undefined>();
      const read = (name: string) => {
        if (!contents.has(name)) contents.set(name, compilation.getAsset(name)?.source.buffer());
        return contents.get(name);
      };
      const names = compilation.getAssets().map((asset) => asset.name);
      let styles = "";
      if (this.role === "browser") {
        this.shared.browserStyles = digestOfFiles(
          names.filter((name) => name.endsWith(".css")),
          read,
        );
      } else {
        // Without the browser build's digest (not expected: Gatsby builds it first) every page is rendered again,
        // rather than risk pages with old styles.
        styles = this.shared.browserStyles ?? `unknown ${Date.now()} ${Math.random()}`;
      }
      for (const chunk of compilation.chunks) {
        // The chunk's identity goes in too, so two chunks with the same files (none, say) keep distinct hashes.
        const identity = `${String(chunk.id)} ${chunk.name ?? ""}`;
        chunk.hash = digestOfFiles(chunk.files, read, styles ? `${identity} ${styles}` : identity);
      }
      compilation.hash = digestOfFiles(names, read, styles);
    });
  }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript" || stage === "build-html") {
    actions.setWebpackConfig({
      plugins: [new StableCompilationHash(stage === "build-javascript" ? "browser" : "renderer")],
    });
  }
};
