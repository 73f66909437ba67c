import { promises as fs, statSync } from "node:fs";
import * as path from "node:path";
import { CONTRACT_LOCALES, type Locale as ContentLocale } from "../../contract";
import { HttpError } from "./http";

export type Locale = ContentLocale;

export const isLocale = (value: string): value is Locale => (CONTRACT_LOCALES as readonly string[]).includes(value);

interface CacheEntry {
  stamp: string;
  value: unknown;
}

/**
 * Reads `<dir>/<locale>/<name>.json`. Parsed files are cached, but every read re-stats the file because
 * content managers edit the data while the service runs and a change must show on the next request.
 */
export class DataStore {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(private readonly dir: string) {}

  /** The parsed file, or undefined when it does not exist. */
  async read(locale: Locale, name: string): Promise<unknown> {
    const file = path.join(this.dir, locale, `${name}.json`);
    const stamp = fileStamp(file);
    if (stamp === undefined) {
      this.cache.delete(file);
      return undefined;
    }
    const cached = this.cache.get(file);
    if (cached?.stamp === stamp) return cached.value;
    // Bytes decoded at once: readFile's "utf8" decodes a 25 MB catalogue file in 64 KB pieces, several times slower.
    const value = parseDataFile((await fs.readFile(file)).toString("utf8"), `${locale}/${name}.json`);
    this.cache.set(file, { stamp, value });
    return value;
  }
}

/**
 * Synchronous on purpose: a build of a large catalogue asks for thousands of items, each request
 * stats two files, and a promise stat (a thread-pool round trip) costs several times the CPU of a synchronous stat
 * of a local file.
 */
function fileStamp(file: string): string | undefined {
  try {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() ? `${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}:${stat.ino}` : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") return undefined;
    throw error;
  }
}

function parseDataFile(text: string, label: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    // Usually a content manager's half-saved edit: report it instead of crashing.
    throw new HttpError(500, {
      detail: `Data file ${label} is not valid JSON: ${(error as Error).message}`,
    });
  }
}
