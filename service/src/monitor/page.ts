import { escapeHtml } from '../operator/page.js';
import { LIFE_STATUSES } from './accept.js';
import type { Failure } from './decisions.js';
import { describeChanges } from './evaluate.js';
import type { Proposal } from './rows.js';

// The monitor's part of the operator page: what waits for a decision, what could not be read, the
// last run. Forms only (the page has no script); each carries the token, as the page's own form does.

export interface MonitorView {
  proposals: Proposal[];
  failures: Failure[];
  lastRun: { id: number; startedAt: string; finishedAt: string | null; summary: string | null } | null;
  /** What the last decision did, in a sentence. */
  notice?: string;
}

const hidden = (token: string) => `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
const when = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

function snapshotButton(token: string, fetchId: number, label: string): string {
  return `<form method="post" action="/operator/monitor/snapshot" target="_blank">${hidden(token)}<input type="hidden" name="fetch" value="${fetchId}"><button type="submit" class="quiet">${escapeHtml(label)}</button></form>`;
}

function proposalCard(token: string, proposal: Proposal): string {
  const life = proposal.kind === 'may-be-gone' || proposal.kind === 'moved';
  const statusChoice = life
    ? `<label>Record as <select name="status">${LIFE_STATUSES.map((status) => `<option value="${status}">${status}</option>`).join('')}</select></label> `
    : '';
  const changes = describeChanges(proposal.kind, proposal.changes)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('');
  return `<article class="proposal" aria-labelledby="p${proposal.id}">
<h3 id="p${proposal.id}">#${proposal.id} ${escapeHtml(proposal.toolId)}: ${escapeHtml(proposal.kind)}</h3>
<p>Source <code>${escapeHtml(proposal.sourceId)}</code>, first read ${escapeHtml(proposal.createdAt.slice(0, 16).replace('T', ' '))} UTC; confidence <strong>${proposal.confidence}</strong>${proposal.confirmedFetchId ? ' (read twice alike)' : ''}.</p>
<ul>${changes}</ul>
<details><summary>Evidence</summary><pre>${escapeHtml(proposal.evidence)}</pre></details>
${snapshotButton(token, proposal.fetchId, 'Open the snapshot')}
<form method="post" action="/operator/monitor/accept">${hidden(token)}<input type="hidden" name="id" value="${proposal.id}">${statusChoice}<button type="submit">Accept #${proposal.id}</button></form>
<form method="post" action="/operator/monitor/reject">${hidden(token)}<input type="hidden" name="id" value="${proposal.id}">
<label for="why${proposal.id}">Why reject</label> <input id="why${proposal.id}" name="why" required minlength="3" maxlength="500" size="30"> <button type="submit" class="quiet">Reject #${proposal.id}</button></form>
</article>`;
}

function failureRow(token: string, failure: Failure): string {
  const good = failure.lastGood ? `${when(failure.lastGood.at)} ${snapshotButton(token, failure.lastGood.id, 'snapshot')}` : 'never read';
  return `<tr${failure.raised ? ' class="raised"' : ''}><td><code>${escapeHtml(failure.sourceId)}</code></td><td>${when(failure.failingSince)}${failure.raised ? ' <strong>(for days)</strong>' : ''}</td><td>${escapeHtml(failure.last?.error ?? failure.last?.outcome ?? '')}</td><td>${good}</td></tr>`;
}

export function monitorSection(token: string, view: MonitorView): string {
  const run = view.lastRun
    ? `The last run (#${view.lastRun.id}) started ${escapeHtml(view.lastRun.startedAt)}${view.lastRun.finishedAt ? `: ${escapeHtml(view.lastRun.summary ?? '')}` : ', not finished (the next run takes it over)'}.`
    : 'The monitor has not run yet: <code>newsletter-cli monitor run</code>.';
  const raised = view.failures.filter((failure) => failure.raised).length;
  return `<h2 id="monitor">Price monitor</h2>
${view.notice ? `<p role="status"><strong>${escapeHtml(view.notice)}</strong></p>` : ''}<p>${run}</p>
<h3>Proposals waiting for a decision (${view.proposals.length})</h3>
${view.proposals.length ? view.proposals.map((proposal) => proposalCard(token, proposal)).join('\n') : '<p>None.</p>'}
<h3>Sources that could not be read (${view.failures.length}${raised ? `, ${raised} for days` : ''})</h3>
${
  view.failures.length
    ? `<p>A source that cannot be read keeps its last good reading: nothing is removed from the site.</p><table><thead><tr><th scope="col">Source</th><th scope="col">Failing since (UTC)</th><th scope="col">Last problem</th><th scope="col">Last good reading</th></tr></thead><tbody>${view.failures.map((failure) => failureRow(token, failure)).join('')}</tbody></table>`
    : '<p>None: every source was read at its last try.</p>'
}`;
}
