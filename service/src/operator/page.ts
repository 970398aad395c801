import { dailyTotals, daysBefore, totalsBy, type ClickCount } from '../clicks/store.js';
import type { WatchReport } from '../watches/store.js';

/** The days the operator page shows. */
export const OPERATOR_DAYS = 30;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#111}
table{border-collapse:collapse;margin:1rem 0}th,td{padding:.25rem .75rem;text-align:left;border-bottom:1px solid #ddd}
td.n{text-align:right;font-variant-numeric:tabular-nums}svg{max-width:100%;height:auto}
button{font:inherit;min-height:44px;padding:.5rem 1.25rem;border:1px solid #111;border-radius:.375rem;background:#111;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}li form{display:inline;margin-left:.5rem}
.proposal{border:1px solid #ccc;border-radius:.5rem;padding:0 1rem 1rem;margin:1rem 0}.proposal form{margin:.5rem 0}
button.quiet{background:#fff;color:#111}pre{white-space:pre-wrap;word-break:break-word;max-height:20rem;overflow:auto}
tr.raised td{background:#fee2e2}input,select{font:inherit;min-height:44px}`;

/** A page of the service: no script, its own small style. */
export function document(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

/** The form that asks for the operator token (posted, never put in the URL). */
export function tokenForm(wrong: boolean): string {
  return document(
    'Toolverse clicks: operator',
    `<h1>Outbound clicks</h1>
${wrong ? '<p role="alert"><strong>That token is not the one this service was started with.</strong></p>' : ''}
<form method="post" action="/operator"><label for="token">Operator token (OPERATOR_TOKEN)</label><br>
<input id="token" name="token" type="password" autocomplete="current-password" required size="48">
<button type="submit">Show the counts</button></form>`,
  );
}

/** Clicks per day as bars, drawn on the server: one <rect> per day, its count in its title. */
export function dailyChart(days: readonly [string, number][]): string {
  const width = 720;
  const height = 200;
  const top = 10;
  const bottom = 24;
  const max = Math.max(1, ...days.map(([, clicks]) => clicks));
  const slot = width / Math.max(1, days.length);
  const bars = days
    .map(([day, clicks], index) => {
      const barHeight = Math.round(((height - top - bottom) * clicks) / max);
      const x = (index * slot + slot * 0.15).toFixed(1);
      const y = height - bottom - barHeight;
      return `<rect x="${x}" y="${y}" width="${(slot * 0.7).toFixed(1)}" height="${barHeight}" fill="#2563eb"><title>${day}: ${clicks}</title></rect>`;
    })
    .join('');
  const first = days[0]?.[0] ?? '';
  const last = days.at(-1)?.[0] ?? '';
  const total = days.reduce((sum, [, clicks]) => sum + clicks, 0);
  return `<svg role="img" aria-labelledby="chart-title" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
<title id="chart-title">Clicks per day from ${first} to ${last}: ${total} in all, at most ${max} in a day</title>
<line x1="0" y1="${height - bottom}" x2="${width}" y2="${height - bottom}" stroke="#999"/>${bars}
<text x="0" y="${height - 6}" font-size="12">${first}</text><text x="${width}" y="${height - 6}" font-size="12" text-anchor="end">${last}</text>
<text x="0" y="${top + 2}" font-size="12" dominant-baseline="hanging">${max}</text></svg>`;
}

function table(caption: string, heading: string, rows: readonly [string, number][], counted = 'Clicks'): string {
  if (rows.length === 0) return `<p>${escapeHtml(caption)}: none yet.</p>`;
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">${heading}</th><th scope="col">${counted}</th></tr></thead><tbody>${rows
    .map(([name, clicks]) => `<tr><td>${escapeHtml(name)}</td><td class="n">${clicks}</td></tr>`)
    .join('')}</tbody></table>`;
}

/** Watchers per tool and the last notify-changes run. */
function watchSection(report: WatchReport): string {
  const run = report.lastRun;
  const last = run
    ? `The last <code>notify-changes</code> run, ${escapeHtml(run.at)}: ${run.changedTools} tool(s) changed, ${run.mails} mail(s) queued, ${run.sent} sent, ${run.failed} failed.`
    : 'No <code>notify-changes</code> run yet.';
  return `<h2>Watched tools</h2>${table('Confirmed watchers per tool', 'Tool', report.watchers.slice(0, 50), 'Watchers')}
<p>${report.pending} watch(es) waiting for confirmation; ${report.queued} watch mail(s) queued or retrying.</p><p>${last}</p>`;
}

/** The operator's report of the last 30 days up to `today`: clicks per day, top tools, page kinds; and the watches. */
export function operatorPage(counts: readonly ClickCount[], today: string, watches: WatchReport | null = null, more = ''): string {
  const from = daysBefore(OPERATOR_DAYS - 1, new Date(`${today}T00:00:00Z`));
  const inWindow = counts.filter((count) => count.day >= from && count.day <= today);
  const total = inWindow.reduce((sum, count) => sum + count.clicks, 0);
  return document(
    'Toolverse clicks: operator',
    `<h1>Outbound clicks</h1>
<p>${total} clicks through /go/ in the ${OPERATOR_DAYS} days from ${from} to ${today} (UTC). Counted: the tool, the kind of page, the day; nothing about the reader.</p>
<h2>Clicks per day</h2>${dailyChart(dailyTotals(inWindow, from, today))}
<h2>Top tools</h2>${table(`Most clicked tools, ${from} to ${today}`, 'Tool', totalsBy(inWindow, 'toolId').slice(0, 20))}
<h2>By kind of page</h2>${table(`Clicks by the kind of page they came from, ${from} to ${today}`, 'Page kind', totalsBy(inWindow, 'pageKind'))}
<p>Every count by day, tool and page kind: <code>newsletter-cli clicks --csv</code>.</p>${watches ? watchSection(watches) : ''}${more}`,
  );
}
