import type { CachedAnswer, ConditionalCache } from "../conditional-cache";

/** The conditional cache of the tests: kept in memory for the life of the object. */
export class MemoryConditionalCache implements ConditionalCache {
  readonly entries = new Map<string, CachedAnswer>();

  lookup(url: string): Promise<CachedAnswer | undefined> {
    return Promise.resolve(this.entries.get(url));
  }

  remember(url: string, answer: CachedAnswer): Promise<void> {
    this.entries.set(url, answer);
    return Promise.resolve();
  }

  forget(url: string): Promise<void> {
    this.entries.delete(url);
    return Promise.resolve();
  }
}
