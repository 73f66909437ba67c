/** One release as the publisher records it in the history the report page and `npm run rollback` read. */
import type { ChangedItem } from "../plugins/gatsby-source-content-service/public";

export type ReleaseStatus = "queued" | "building" | "live" | "failed" | "superseded";

export interface Release {
  id: string;
  status: ReleaseStatus;
  /** What asked for it: "hook", "start" (the publisher's first build), ... */
  trigger: string;
  /** How many hooks this build answers (hooks during a build are coalesced into one follow-up build). */
  hooks: number;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  /** HTML files the build wrote (new or changed) compared with the release before it. */
  pagesWritten: number | null;
  warnings: string[];
  errors: string[];
  /** False once its files are deleted (only the last KEEP releases are kept). */
  kept: boolean;
  /** The items the hooks named (docs/publishing.md); null: every item is checked. */
  changes?: ChangedItem[] | null;
  /** Whether the build checked every item (a hook without a body, or a full check that was due). */
  fullCheck?: boolean;
  /**
   * Where the time went: Gatsby's build, writing the release and switching to it (both before `finishedAt`, when
   * the release is live), and deleting the releases it replaces (after).
   */
  steps?: { buildMs: number; releaseMs: number; pruneMs?: number };
  /** After a full check: what the launch check found (launch/), blocking first; null or absent: not judged. */
  launch?: { blocking: string[]; warnings: string[] } | null;
}

/** A release as the publisher first records it: queued, nothing measured yet. */
export function newRelease(id: string, trigger: string): Release {
  return {
    id,
    status: "queued",
    trigger,
    hooks: 1,
    queuedAt: new Date().toISOString(),
    startedAt: null,
    finishedAt: null,
    durationMs: null,
    pagesWritten: null,
    warnings: [],
    errors: [],
    kept: false,
  };
}
