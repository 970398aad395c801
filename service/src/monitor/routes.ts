import { acceptProposal, LIFE_STATUSES, rejectProposal, type LifeStatus } from './accept.js';
import type { MonitorDesk } from './decisions.js';
import { monitorSection } from './page.js';
import type { MonitorStore } from './store.js';

// What the operator page's monitor forms do (operator/routes.ts checks the token first).

export interface MonitorOptions {
  desk: MonitorDesk;
  store: MonitorStore;
  historyFile: string;
}

export async function monitorView(options: MonitorOptions, token: string, now: Date, notice?: string): Promise<string> {
  const [proposals, failures, lastRun] = await Promise.all([
    options.desk.proposals('pending'),
    options.desk.failures(now),
    options.store.lastRun(),
  ]);
  return monitorSection(token, { proposals, failures, lastRun, ...(notice ? { notice } : {}) });
}

const idOf = (raw: string | null) => (raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : null);

/** An accept or reject from the page: the status to answer with and the sentence the page shows. */
export async function monitorDecision(
  options: MonitorOptions,
  action: 'accept' | 'reject',
  form: URLSearchParams,
  now: Date,
): Promise<{ status: number; notice: string }> {
  const id = idOf(form.get('id'));
  if (id === null) return { status: 400, notice: 'That form did not name a proposal.' };
  const status = form.get('status') ?? undefined;
  if (status !== undefined && !LIFE_STATUSES.includes(status as LifeStatus)) return { status: 400, notice: `No status "${status}".` };
  try {
    const decision =
      action === 'accept'
        ? await acceptProposal(options.desk, options.historyFile, id, now, status as LifeStatus | undefined)
        : await rejectProposal(options.desk, id, form.get('why') ?? '', now);
    if (!decision.ok) return { status: 409, notice: decision.message };
    return {
      status: 200,
      notice:
        action === 'accept'
          ? `Accepted #${id}: the entry is in the record of plans for ${decision.proposal.toolId}. The next build publishes it, and its watchers are mailed.`
          : `Rejected #${id}; the reason is recorded.`,
    };
  } catch (error) {
    // The record could not be written (a full disk, a file the service may not write): nothing was decided.
    return { status: 500, notice: `Nothing was decided: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A fetch's snapshot as plain text, its metadata first. */
export async function snapshotAnswer(options: MonitorOptions, raw: string): Promise<{ status: number; body: string }> {
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  const fetch = id === null ? null : await options.desk.fetch(id);
  if (!fetch) return { status: 404, body: 'No such fetch.' };
  const body = fetch.sha ? await options.desk.snapshot(fetch.sha) : null;
  const head = [
    `fetched: ${fetch.at.toISOString()}`,
    `url: ${fetch.url}`,
    `final url: ${fetch.finalUrl}`,
    `status: ${fetch.status ?? '-'} (${fetch.outcome})`,
    ...(fetch.sha ? [`sha256: ${fetch.sha}${body ? '' : ' (pruned)'}`] : []),
    ...Object.entries(fetch.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return { status: 200, body: `${head.join('\n')}\n\n${body ? body.toString('utf8') : ''}` };
}
