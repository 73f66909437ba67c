/** What finishBuildOutput remembers between builds, so an incremental build processes only the files Gatsby rewrote. */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import * as path from "node:path";

/** How post-processing left a file of the output at the end of the previous build, and what its scan found. */
export interface Seen {
  size: number;
  mtimeMs: number;
  /** Compressible files: sha256 of the content the twins were made from. */
  digest?: string;
  /** HTML only: the hashes of its inline scripts and the analytics it loads. */
  scripts?: string[];
  gtm?: boolean;
  yandex?: boolean;
}
/** By path relative to the output folder. */
export type OutputState = Record<string, Seen>;

export async function readState(file: string | undefined): Promise<OutputState> {
  if (!file) return {};
  try {
    return JSON.parse(await readFile(file, "utf8")) as OutputState;
  } catch {
    return {};
  }
}

export async function writeState(file: string, state: OutputState) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(state));
}
