/**
 * Room on the disks that hold the state: the lead journal (a full disk refuses leads: the browser keeps them, but
 * nobody is called) and the releases (a full disk fails every publish). A folder not made yet is judged by the disk
 * it will be made on.
 */
import { existsSync, statfsSync } from "node:fs";
import * as path from "node:path";
import { readPositive, type Environment } from "../contract";
import { blocking, warning, type Finding } from "./findings";

const MB = 1024 * 1024;

function nearestExisting(dir: string): string {
  let current = path.resolve(dir);
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

export function freeBytes(dir: string): number {
  const stats = statfsSync(nearestExisting(dir));
  return stats.bavail * stats.bsize;
}

export interface StateFolders {
  /** The lead gateway's journal folder (LEAD_GATEWAY_DIR). */
  journal?: string;
  /** The publisher's releases (RELEASES_DIR). */
  releases?: string;
}

/**
 * Below LAUNCH_MIN_FREE_MB (1 GiB: ten releases of the demo, and years of leads) a launch is blocked; below four
 * times that, a warning.
 */
export function diskFindings(env: Environment, folders: StateFolders): Finding[] {
  const minimum = readPositive(env, "LAUNCH_MIN_FREE_MB", 1024) * MB;
  const findings: Finding[] = [];
  for (const [what, dir] of [
    ["the lead journal", folders.journal],
    ["the releases", folders.releases],
  ] as const) {
    if (!dir) continue;
    const free = freeBytes(dir);
    const line = `${what} (${dir}) is on a disk with ${Math.floor(free / MB)} MB free`;
    const fix = `give ${what} a disk with at least ${Math.round((minimum * 4) / MB)} MB free (LAUNCH_MIN_FREE_MB sets the floor)`;
    if (free < minimum) findings.push(blocking("disk", `${line}, below ${Math.round(minimum / MB)} MB`, fix));
    else if (free < minimum * 4) findings.push(warning("disk", line, fix));
  }
  return findings;
}
