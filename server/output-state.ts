/**
 * What finishBuildOutput remembers between builds, so an incremental build processes only the files Gatsby rewrote,
 * and what it tells the release step: the files whose content changed and the files that went (build-changes).
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import * as path from "node:path";
import writeFileAtomic from "write-file-atomic";

/** How post-processing left a file of the output at the end of the previous build, and what its scan found. */
export interface Seen {
  size: number;
  mtimeMs: number;
  /** sha256 of the content as the build left it: a file Gatsby wrote again with the same content is not changed. */
  digest?: string;
  /** HTML only: the hashes of its inline scripts. */
  scripts?: string[];
}

export interface OutputState {
  /** Names the output this state describes; each finished build makes a new one. */
  generation: string;
  /** By path relative to the output folder. */
  files: Record<string, Seen>;
}

/**
 * The output's changes since the output of generation `from` (the previous finished build): the release step copies
 * `written` from public/, leaves out `deleted`, and hard-links everything else from the release made of `from`.
 */
export interface BuildChanges {
  from: string;
  to: string;
  written: string[];
  deleted: string[];
}

const FORMAT = 2;

export const newGeneration = () => randomUUID();

export async function readState(file: string | undefined): Promise<OutputState> {
  const none = { generation: "", files: {} };
  if (!file) return none;
  try {
    const stored = JSON.parse(await readFile(file, "utf8")) as OutputState & { format?: number };
    return stored.format === FORMAT && stored.files ? stored : none;
  } catch {
    return none;
  }
}

async function writeJson(file: string, value: unknown) {
  await mkdir(path.dirname(file), { recursive: true });
  // A build's cache: a crash may lose it (the next build starts over), so no fsync; never half of it.
  await writeFileAtomic(file, JSON.stringify(value), { fsync: false });
}

export const writeState = (file: string, state: OutputState) => writeJson(file, { format: FORMAT, ...state });

/** Beside the state file: what the release step reads after the build. */
export const changesFileOf = (stateFile: string) => path.join(path.dirname(stateFile), "build-output-changes.json");

export const writeChanges = (file: string, changes: BuildChanges) => writeJson(file, changes);

export async function readChanges(file: string): Promise<BuildChanges | undefined> {
  try {
    const changes = JSON.parse(await readFile(file, "utf8")) as BuildChanges;
    return Array.isArray(changes.written) && Array.isArray(changes.deleted) ? changes : undefined;
  } catch {
    return undefined;
  }
}
