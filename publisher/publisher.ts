/**
 * The publisher: the CMS calls `POST /hooks/publish` when content is saved, optionally naming what changed; each
 * call becomes a release (one build at a time, hooks that arrive during a build coalesced into one follow-up build)
 * that goes live atomically when the build succeeds. A build for named changes takes every other item from the last
 * build; a full check (every item asked for again) runs for a hook without a body, at least once per
 * `fullCheckIntervalMs`, after a full check that failed and after a code change (full-check.ts).
 * `GET /api/releases` and `GET /` report what happened in plain words.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import * as path from "node:path";
import { describeIssue, type ChangedItem, type ContentIssue } from "../plugins/gatsby-source-content-service/public";
import { changesFileOf, readChanges } from "../server/output-state";
import { ServiceError, createService, listenOn, sameSecret } from "../service-kit";
import { FullChecks } from "./full-check";
import { HOOK_BODY_MAX_BYTES, readHookChanges } from "./hook-body";
import { runGatsbyBuild, type BuildResult } from "./gatsby-build";
import { newRelease, type Release } from "./release";
import { ReleaseStore } from "./releases";
import { renderReleasesPage } from "./report-page";
import { gatewayAlerts, type GatewayAlerts } from "./lead-alerts";
import { findingLine, runLaunchCheck } from "../launch";
import type { Environment } from "../contract";

export interface PublisherOptions {
  port: number;
  /** The address to listen on; every interface when absent. */
  host?: string;
  token: string;
  /** The content service the builds read. */
  contentApiUrl: string;
  /** The site's folder (gatsby-config.ts, .cache/, public/). */
  root: string;
  store: ReleaseStore;
  log?: (line: string) => void;
  /** Echo the build's output (default true; the benchmark prints only its figures). */
  echoBuild?: boolean;
  /** Sent as site_url when the hook's named items are looked up (SITE_ID). */
  siteId: string;
  /** A full check runs at least this long after the last one finished (default a day; PUBLISH_FULL_CHECK_SECONDS). */
  fullCheckIntervalMs?: number;
  /** The lead gateway, asked before each build whether the thank-you may promise a call-back time. */
  leadGatewayUrl?: string;
  /** LEAD_ALERTS as the environment names it; null or absent: the gateway's answer. */
  leadAlerts?: string | null;
  /** The environment the launch check judges after each full check; absent: no launch check (tests of the queue). */
  environment?: Environment;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the build output step leaves its list of changes (gatsby/post-build.ts). */
const buildChangesFile = (root: string) => changesFileOf(path.join(root, ".cache", "build-output-state.json"));

function readIssues(file: string): ContentIssue[] {
  try {
    return (JSON.parse(readFileSync(file, "utf8")) as { issues: ContentIssue[] }).issues;
  } catch {
    return [];
  }
}

/** A random token for development, where nothing was configured. */
export const randomToken = () => randomBytes(18).toString("base64url");

export class Publisher {
  readonly store: ReleaseStore;
  private building: Release | null = null;
  private next: Release | null = null;
  private app: ReturnType<typeof createService> | null = null;
  private idle: Promise<void> = Promise.resolve();
  private readonly log: (line: string) => void;
  private readonly fullChecks: FullChecks;
  private timer: NodeJS.Timeout | undefined;
  private child: ChildProcess | undefined;
  /**
   * Replaced in tests of the queue; the real one runs `gatsby build`, for the changes `changesFile` names when it
   * exists, else a full check.
   */
  build: (reportFile: string, changesFile: string, settings: Record<string, string>) => Promise<BuildResult>;

  constructor(private readonly options: PublisherOptions) {
    this.store = options.store;
    this.log = options.log ?? ((line) => console.log(`[publisher] ${line}`));
    this.fullChecks = new FullChecks(this.store.dir, options.root, options.fullCheckIntervalMs ?? DAY_MS);
    this.build = (reportFile, changesFile, settings) =>
      runGatsbyBuild(
        options.root,
        options.contentApiUrl,
        reportFile,
        changesFile,
        options.echoBuild ?? true,
        (child) => (this.child = child),
        settings,
      );
    // A publisher that stopped mid-build left records that will never finish.
    this.store.update((releases) => {
      for (const entry of releases) {
        if (entry.status === "queued" || entry.status === "building") {
          entry.status = "failed";
          entry.errors.push("The publisher stopped before this build finished; publish again.");
        }
      }
    });
  }

  /**
   * Asks for a build, for the named `changes` or (without) a full check. With none running it starts now; during a
   * build every request joins the one follow-up build (returned again), so a burst of saves costs at most one build
   * more; that build is for the named changes of all of them, or a full check when one of them asked for it.
   */
  request(trigger: string, changes?: ChangedItem[]): Release {
    if (this.next) {
      this.next.hooks += 1;
      this.next.changes = this.next.changes && changes ? [...this.next.changes, ...changes] : null;
      this.store.upsert(this.next);
      return this.next;
    }
    const release = { ...newRelease(this.store.newId(), trigger), changes: changes ?? null };
    this.store.upsert(release);
    if (this.building) {
      this.next = release;
    } else {
      this.idle = this.run(release);
    }
    return release;
  }

  /** Resolves when no build is running or queued. */
  async settled(): Promise<void> {
    while (this.building || this.next) await this.idle;
  }

  private async run(release: Release): Promise<void> {
    this.building = release;
    const started = Date.now();
    Object.assign(release, { status: "building", startedAt: new Date(started).toISOString() });
    this.store.upsert(release);
    this.log(`release ${release.id}: building (${release.trigger})`);
    // The same two paths for every build (gatsby-build.ts says why); one build runs at a time.
    const reportFile = path.join(this.store.dir, "reports", "build.json");
    const changesFile = path.join(this.store.dir, "reports", "build-changes.json");
    // A full check when asked for, or when one is due (a day since the last, the last failed, the code changed).
    const due = release.changes ? this.fullChecks.due() : null;
    release.fullCheck = !release.changes || due !== null;
    if (due) this.log(`release ${release.id}: a full check instead of the named changes (${due})`);
    const code = this.fullChecks.codeVersion();
    let alerts: GatewayAlerts | null = null;
    try {
      mkdirSync(path.dirname(changesFile), { recursive: true });
      rmSync(reportFile, { force: true });
      rmSync(changesFile, { force: true });
      if (!release.fullCheck) writeFileSync(changesFile, JSON.stringify({ changes: release.changes }));
      rmSync(buildChangesFile(this.options.root), { force: true });
      alerts = await this.gatewayAlerts();
      if (alerts.unreachable) this.log(`release ${release.id}: ${alerts.unreachable}`);
      const result = await this.build(reportFile, changesFile, { LEAD_ALERTS: alerts.leadAlerts });
      const built = Date.now();
      release.steps = { buildMs: built - started, releaseMs: 0 };
      const issues = readIssues(reportFile);
      release.warnings = issues.filter((issue) => issue.severity === "warning").map(describeIssue);
      release.errors = issues.filter((issue) => issue.severity === "error").map(describeIssue);
      if (result.ok) {
        const { pagesWritten } = await this.store.create(
          release.id,
          path.join(this.options.root, "public"),
          await readChanges(buildChangesFile(this.options.root)),
        );
        release.pagesWritten = pagesWritten;
        release.kept = true;
        this.store.switchTo(release.id);
        release.steps.releaseMs = Date.now() - built;
      } else {
        release.errors.push("The build failed, so the site was not changed: the previous release is still live.");
        // Without a content error the cause is elsewhere (code, images): the build's own last words say it.
        if (release.errors.length === 1) {
          release.errors.push(...result.tail.filter((line) => /error|fail/i.test(line)).slice(-10));
        }
      }
      rmSync(reportFile, { force: true });
      rmSync(changesFile, { force: true });
    } catch (error) {
      release.errors.push(`Publishing failed: ${(error as Error).message}. The previous release is still live.`);
    }
    const finished = Date.now();
    const live = release.kept && this.store.liveId() === release.id;
    Object.assign(release, {
      finishedAt: new Date(finished).toISOString(),
      durationMs: finished - started,
      status: live ? "live" : "failed",
    });
    if (live) {
      this.store.markLive(release.id, release);
      this.store.prune();
      if (release.steps) release.steps.pruneMs = Date.now() - finished;
      this.store.upsert(release);
    } else {
      this.store.upsert(release);
    }
    if (release.fullCheck) {
      this.fullChecks.record({ finishedAt: finished, ok: live, code });
      release.launch = await this.launchCheck(alerts);
      this.store.upsert(release);
    }
    this.log(
      `release ${release.id}: ${release.fullCheck ? "full check" : `${release.changes!.length} named changes`}, ` +
        `${release.status} in ${(release.durationMs! / 1000).toFixed(1)} s` +
        (live ? `, ${release.pagesWritten} pages written` : "") +
        (release.warnings.length ? `, ${release.warnings.length} warnings` : ""),
    );
    this.building = null;
    this.child = undefined;
    const next = this.next;
    this.next = null;
    if (next) this.idle = this.run(next);
  }

  private gatewayAlerts(): Promise<GatewayAlerts> {
    if (!this.options.leadGatewayUrl) {
      const leadAlerts = this.options.leadAlerts === "tested" ? "tested" : "none";
      return Promise.resolve({ leadAlerts, facts: null, unreachable: null });
    }
    return gatewayAlerts(this.options.leadGatewayUrl, this.options.leadAlerts ?? null);
  }

  /** What still stands between the site and its launch (launch/), judged after each full check; null without it. */
  private async launchCheck(alerts: GatewayAlerts | null): Promise<Release["launch"]> {
    const env = this.options.environment;
    if (!env) return null;
    try {
      const findings = await runLaunchCheck({
        env,
        alerts: alerts?.facts ?? {
          channels: [],
          tested: [],
          cmsOnly: false,
          unreadable: "the lead gateway did not answer",
        },
        folders: { journal: env.LEAD_GATEWAY_DIR?.trim() || undefined, releases: this.store.dir },
        root: this.options.root,
        contentApiUrl: this.options.contentApiUrl,
      });
      return {
        blocking: findings.filter((finding) => finding.blocks).map(findingLine),
        warnings: findings.filter((finding) => !finding.blocks).map(findingLine),
      };
    } catch (error) {
      return { blocking: [`The launch check failed: ${(error as Error).message}`], warnings: [] };
    }
  }

  /** Starts a full check when one is due and nothing is building or waiting. */
  private checkDue(): void {
    if (this.building || this.next) return;
    const due = this.fullChecks.due();
    if (due) {
      this.log(`a full check is due: ${due}`);
      this.request("full check");
    }
  }

  /** The history as the report shows it: newest first, without the publisher's bookkeeping. */
  releases() {
    return this.store.list().map((release) => ({
      id: release.id,
      status: release.status,
      trigger: release.trigger,
      startedAt: release.startedAt,
      finishedAt: release.finishedAt,
      durationMs: release.durationMs,
      steps: release.steps ?? null,
      pagesWritten: release.pagesWritten,
      fullCheck: release.fullCheck ?? !release.changes,
      changes: release.changes ?? null,
      warnings: release.warnings,
      errors: release.errors,
      launch: release.launch ?? null,
    }));
  }

  /**
   * The HTTP service (service-kit): `POST /hooks/publish` with the token as a Bearer (the CMS's webhook), its optional
   * JSON body naming the changes; `GET /api/releases` and `GET /`, the report, without one: the publisher listens on
   * the machine's loopback (PUBLISH_HOST) and the report holds no personal data.
   */
  async listen(): Promise<{ url: string }> {
    const app = createService({ bodyLimit: HOOK_BODY_MAX_BYTES, log: this.log, emptyBody: "absent" });
    this.app = app;
    const bearer = async (request: { headers: { authorization?: string } }) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
      if (!sameSecret(given, this.options.token)) {
        throw new ServiceError(401, { detail: "Missing or wrong token: send Authorization: Bearer <PUBLISH_TOKEN>." });
      }
    };
    // The token is checked before the body is read: a caller without it never has its body parsed.
    app.post("/hooks/publish", { onRequest: bearer }, async (request, reply) => {
      const hook = await readHookChanges(request.body, {
        apiUrl: this.options.contentApiUrl,
        siteId: this.options.siteId,
      });
      if ("reason" in hook) throw new ServiceError(hook.status, { detail: hook.reason });
      const release = this.request("hook", hook.changes);
      return reply.code(202).send({ id: release.id, status: release.status, fullCheck: !hook.changes });
    });
    app.route({
      method: ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"],
      url: "/hooks/publish",
      exposeHeadRoute: false,
      handler: async (_request, reply) => reply.code(405).header("Allow", "POST").send({ detail: "Use POST." }),
    });
    app.get("/api/releases", async () => this.releases());
    app.get("/", async (_request, reply) =>
      reply
        .type("text/html; charset=utf-8")
        .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(renderReleasesPage(this.releases())),
    );
    const interval = this.options.fullCheckIntervalMs ?? DAY_MS;
    // Checked often enough that a due check starts within a tenth of the interval (at most every 10 minutes).
    this.timer = setInterval(() => this.checkDue(), Math.max(1000, Math.min(interval / 10, 10 * 60_000)));
    this.timer.unref();
    return { url: `http://localhost:${await listenOn(app, this.options.port, this.options.host)}` };
  }

  /** Stops the service and a build it is running (the release stays failed: "stopped before this build finished"). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.child?.kill("SIGTERM");
    await this.app?.close();
  }
}
