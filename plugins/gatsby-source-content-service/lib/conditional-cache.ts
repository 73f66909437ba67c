/**
 * What conditional requests need between builds: for each URL whose answer carried a validator (ETag, or a
 * Last-Modified that is safe to compare, see `usableLastModified`), that validator and the answer as it passed the
 * contract. The client sends the validator back; on 304 Not Modified it reuses the kept value (no body, no JSON
 * parse, no validation). A service that sends no validators gets plain requests, as before.
 *
 * Kept in the plugin's cache directory (cleared with Gatsby's cache), one file per locale and endpoint, so a build
 * reads a few files instead of one per item, and writes only those in which an answer changed. The files are in V8's
 * serialisation format (`node:v8`), not JSON: a 10,000-page catalogue keeps 60-85 MB of answers, every build reads
 * them all, and V8 reads and writes them about 3 times as fast as JSON (docs/publishing.md). A file Node
 * cannot read (damaged, or written by a newer Node) is started afresh: its URLs are asked for without validators.
 * Every entry carries the fingerprint of the plugin's sources: a deploy that changes the contract or the client never
 * reuses values checked by the code before it.
 */
import { createHash, randomUUID } from "node:crypto";
import { promises as fs, readFileSync, readdirSync } from "node:fs";
import * as path from "node:path";
import { deserialize, serialize } from "node:v8";
import writeFileAtomic from "write-file-atomic";

export interface CachedAnswer {
  etag?: string;
  lastModified?: string;
  /** The value the schema gave for that answer. */
  value: unknown;
}

export interface ConditionalCache {
  lookup(url: string): Promise<CachedAnswer | undefined>;
  remember(url: string, answer: CachedAnswer): Promise<void>;
  forget(url: string): Promise<void>;
}

interface StoredAnswer extends CachedAnswer {
  /** Fingerprint of the code that checked the value (each URL is always checked with the same schema). */
  checkedBy: string;
}

interface Shard {
  entries: Map<string, StoredAnswer>;
  dirty: boolean;
}

const FORMAT = 2;

/** `/ro/api/blog-item/12/?site_url=x` -> `ro-blog-item`: the file an answer is kept in. */
export function shardOf(url: string): string {
  const match = /\/([a-z]{2})\/api\/([^/?]+)/.exec(new URL(url).pathname);
  return match ? `${match[1]}-${match[2]}` : "other";
}

/**
 * A digest of the source files in `dirs` (the plugin's `lib/` and the content contract, tests left out) and of
 * `settings` (the site's options the kept values depend on, such as its routes): the contract, the client and the
 * rules that made the kept values.
 * Gatsby does not clear its cache when a local plugin that has a version in its package.json changes, and it bundles
 * the plugin (so the running file cannot name its own sources); an unreadable folder gives a digest that matches
 * nothing, so nothing is reused.
 */
export function codeFingerprint(dirs: string | readonly string[], settings = ""): string {
  const hash = createHash("sha1");
  try {
    const walk = (dir: string, folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== "__tests__") walk(dir, file);
        } else {
          hash.update(`${path.relative(dir, file)}\0`).update(readFileSync(file));
        }
      }
    };
    for (const dir of typeof dirs === "string" ? [dirs] : dirs) {
      hash.update(`${path.basename(dir)}/\0`);
      walk(dir, dir);
    }
    hash.update(`\0${settings}`);
  } catch {
    return `unreadable-${randomUUID()}`;
  }
  return hash.digest("base64url").slice(0, 16);
}

export class FileConditionalCache implements ConditionalCache {
  private readonly shards = new Map<string, Promise<Shard>>();

  constructor(
    private readonly dir: string,
    /** codeFingerprint() of the code that checks the values. */
    private readonly code: string,
  ) {}

  async lookup(url: string): Promise<CachedAnswer | undefined> {
    const entry = (await this.shard(url)).entries.get(url);
    return entry?.checkedBy === this.code ? entry : undefined;
  }

  async remember(url: string, answer: CachedAnswer): Promise<void> {
    const shard = await this.shard(url);
    shard.entries.set(url, { ...answer, checkedBy: this.code });
    shard.dirty = true;
  }

  async forget(url: string): Promise<void> {
    const shard = await this.shard(url);
    shard.dirty = shard.entries.delete(url) || shard.dirty;
  }

  /** Writes the files whose entries changed (each whole or not at all, so a crash leaves the old one; a cache, so without fsync). */
  async save(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    for (const [name, pending] of this.shards) {
      const shard = await pending;
      if (!shard.dirty) continue;
      const file = this.file(name);
      await writeFileAtomic(file, serialize({ format: FORMAT, entries: [...shard.entries] }), { fsync: false });
      shard.dirty = false;
    }
  }

  private file(name: string) {
    return path.join(this.dir, `conditional-${name}.v8`);
  }

  private shard(url: string): Promise<Shard> {
    const name = shardOf(url);
    let shard = this.shards.get(name);
    if (!shard) {
      shard = this.load(name);
      this.shards.set(name, shard);
    }
    return shard;
  }

  private async load(name: string): Promise<Shard> {
    try {
      const stored = deserialize(await fs.readFile(this.file(name))) as {
        format?: number;
        entries?: Array<[string, StoredAnswer]>;
      } | null;
      if (stored?.format === FORMAT && Array.isArray(stored.entries)) {
        return { entries: new Map(stored.entries), dirty: false };
      }
    } catch {
      // No file yet, or a damaged one: start empty (plain requests), and write it anew.
    }
    return { entries: new Map(), dirty: false };
  }
}
