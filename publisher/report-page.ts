/**
 * The publisher's page for content managers: every release, newest first, with what the build said about the content
 * in plain words. Warnings and errors quote content (titles, field values), so every text is escaped.
 */
import type { Release, ReleaseStatus } from "./release";

/** What the page shows of a release (the API's fields). */
type ReleaseRow = Pick<
  Release,
  "id" | "status" | "trigger" | "startedAt" | "finishedAt" | "durationMs" | "pagesWritten" | "warnings" | "errors"
> &
  Partial<Pick<Release, "changes" | "fullCheck" | "launch">>;

/** What the build read again: every item, or the items the hooks named. */
function checked(row: ReleaseRow): string {
  if (row.fullCheck || !row.changes) return "every item (a full check)";
  return row.changes
    .map(
      (change) =>
        `${change.type} ${change.id}${change.locale ? ` (${change.locale})` : ""}${change.deleted ? " deleted" : ""}`,
    )
    .join(", ");
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

const STATUS_TEXT: Record<ReleaseStatus, string> = {
  queued: "Waiting for the build before it",
  building: "Building now",
  live: "Live: this is the site visitors see",
  failed: "Failed: the site was not changed",
  superseded: "Replaced by a newer release",
};

const time = (iso: string | null) => (iso ? iso.replace("T", " ").replace(/\.\d+Z$/, " UTC") : "–");

function list(title: string, items: string[]): string {
  if (items.length === 0) return "";
  const entries = items.map((item) => `<li>${escapeHtml(item)}</li>`).join("");
  return `<h3>${title} (${items.length})</h3><ul>${entries}</ul>`;
}

function release(row: ReleaseRow): string {
  const facts = [
    ["Status", STATUS_TEXT[row.status]],
    ["Asked for by", row.trigger],
    ["Checked", checked(row)],
    ["Started", time(row.startedAt)],
    ["Finished", time(row.finishedAt)],
    ["Took", row.durationMs === null ? "–" : `${(row.durationMs / 1000).toFixed(1)} s`],
    ["Pages written", row.pagesWritten === null ? "–" : String(row.pagesWritten)],
  ]
    .map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value!)}</dd>`)
    .join("");
  return (
    `<section class="${row.status}" aria-labelledby="r-${escapeHtml(row.id)}">` +
    `<h2 id="r-${escapeHtml(row.id)}">Release ${escapeHtml(row.id)}</h2><dl>${facts}</dl>` +
    list("Errors", row.errors) +
    list("Warnings: published, but check these items", row.warnings) +
    (row.launch
      ? list("Not ready for launch (npm run launch-check)", row.launch.blocking) +
        list("Launch check warnings", row.launch.warnings) +
        (row.launch.blocking.length ? "" : "<h3>Launch check: nothing blocks the launch</h3>")
      : "") +
    `</section>`
  );
}

export function renderReleasesPage(rows: ReleaseRow[]): string {
  const body = rows.length ? rows.map(release).join("") : "<p>Nothing has been published yet.</p>";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="15">
<title>Site releases</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 1rem auto; padding: 0 1rem; color: #1a1a1a; }
section { border: 1px solid #767676; border-left-width: 6px; padding: 0 1rem 1rem; margin: 1rem 0; }
section.live { border-left-color: #0a6b2d; }
section.failed { border-left-color: #b00020; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
</style>
</head>
<body>
<main>
<h1>Site releases</h1>
<p>Newest first. Each save in the CMS asks for a release; this page refreshes every 15 seconds.</p>
${body}
</main>
</body>
</html>
`;
}
