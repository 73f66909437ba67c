/**
 * The company's page of the gateway (behind its token): the last leads, what became of each at the CMS and of its
 * alerts, and the oldest undelivered lead's age. Every text of a lead is the visitor's: escaped.
 */
import { escapeHtml, localTime, telHref } from "./messages";
import type { GatewayStatus, LeadRow } from "./status";

function age(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return `${Math.max(0, Math.round(ms / 1000))} s`;
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days ${hours % 24} h`;
}

function delivery(row: LeadRow): [string, string] {
  const d = row.delivery;
  if (d.state === "waiting") {
    const tried = d.attempts ? `, ${d.attempts} attempt(s), last error: ${d.lastError ?? "–"}` : "";
    return ["waiting", `Waiting for the CMS${tried}`];
  }
  if (d.state === "delivered") return ["delivered", `Delivered ${localTime(d.at)} (HTTP ${d.status})`];
  return ["refused", `REFUSED by the CMS (HTTP ${d.status}): ${d.detail.slice(0, 300)}. Kept here: call the customer.`];
}

function alerts(row: LeadRow): string {
  const entries = Object.entries(row.alerts);
  if (entries.length === 0) return "no alert channel configured";
  return entries
    .map(([channel, state]) => {
      if (state.state === "sent") return `${channel}: sent ${localTime(state.at)}`;
      if (state.state === "failing") return `${channel}: FAILING (${state.attempts} attempts): ${state.error}`;
      return `${channel}: ${state.state}`;
    })
    .join("; ");
}

function leadRow(row: LeadRow): string {
  const [state, text] = delivery(row);
  const phone = row.phone ? `<a href="${escapeHtml(telHref(row.phone))}">${escapeHtml(row.phone)}</a>` : "–";
  return (
    `<tr class="${state}"><td>${escapeHtml(localTime(row.acceptedAt))}</td><td>${escapeHtml(row.kind)}</td>` +
    `<td>${escapeHtml(row.name ?? "(details dropped to free space)")}</td><td class="phone">${phone}</td>` +
    `<td>${escapeHtml(row.page ?? "–")}</td><td>${escapeHtml(text)}</td><td>${escapeHtml(alerts(row))}</td></tr>`
  );
}

export function renderGatewayPage(status: GatewayStatus, now: number): string {
  const facts: Array<[string, string]> = [
    ["Taking leads", status.accepting ? "yes" : `NO: ${status.refusing}`],
    ["Waiting for the CMS", String(status.waiting)],
    ["Oldest undelivered lead", status.oldestWaitingAt === null ? "none" : `${age(now - status.oldestWaitingAt)} old`],
    [
      "CMS delivery",
      status.cmsFailingSince === null
        ? "working"
        : `failing since ${localTime(status.cmsFailingSince)}: ${status.lastError ?? "–"}`,
    ],
    ["Refused by the CMS (kept here)", String(status.refused)],
    ["Alerts", status.alertChannels.length ? status.alertChannels.join(", ") : "none configured (only logged)"],
    ["Journal", `${(status.journalBytes / 1048576).toFixed(1)} of ${(status.maxJournalBytes / 1048576).toFixed(0)} MB`],
  ];
  const notices = status.notices
    .map((notice) => `<li>${escapeHtml(localTime(notice.at))}: ${escapeHtml(notice.subject)}</li>`)
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="refresh" content="30">
<title>Leads on the gateway</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem; color: #1a1a1a; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
@media (max-width: 40rem) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 0.5rem; } }
.leads { overflow-x: auto; }
.phone { white-space: nowrap; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
tr.refused { background: #fde8e8; }
tr.waiting { background: #fff6d6; }
</style>
</head>
<body>
<main>
<h1>Leads on the gateway</h1>
<p>The newest ${status.leads.length} leads first; this page refreshes every 30 seconds.</p>
<dl>${facts.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>
${notices ? `<h2>Notices</h2><ul>${notices}</ul>` : ""}
<h2>Leads</h2>
<div class="leads">
<table>
<thead><tr><th scope="col">Received</th><th scope="col">Kind</th><th scope="col">Name</th><th scope="col">Phone</th><th scope="col">Page</th><th scope="col">CMS</th><th scope="col">Alerts</th></tr></thead>
<tbody>${status.leads.map(leadRow).join("")}</tbody>
</table>
</div>
</main>
</body>
</html>
`;
}
