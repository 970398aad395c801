import { appendHistory } from './history-file.js';
import type { MonitorDesk } from './decisions.js';
import type { Proposal } from './rows.js';

// An editor's decision, the same from the operator page and the CLI: accepting appends the
// proposal's entry to the record of plans, dated the day of the decision; rejecting records why.

/** The statuses an editor may give a "may be gone" or "moved" proposal instead of the one proposed. */
export const LIFE_STATUSES = ['may-be-gone', 'hijacked', 'discontinued'] as const;
export type LifeStatus = (typeof LIFE_STATUSES)[number];

export type Decision = { ok: true; proposal: Proposal; added: boolean } | { ok: false; message: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function acceptProposal(
  desk: MonitorDesk,
  historyFile: string,
  id: number,
  now: Date,
  status?: LifeStatus,
): Promise<Decision> {
  const proposal = await desk.proposal(id);
  if (!proposal) return { ok: false, message: `There is no proposal ${id}.` };
  if (proposal.status !== 'pending') return { ok: false, message: `Proposal ${id} is ${proposal.status} already.` };
  const life = proposal.kind === 'may-be-gone' || proposal.kind === 'moved';
  if (status && !life) return { ok: false, message: `Proposal ${id} is about plans: a status cannot be chosen for it.` };
  const entry = { on: day(now), ...proposal.entry, ...(status ? { status } : {}) };
  // The file first: a crash between the two leaves the proposal pending, and accepting it again finds the entry there.
  const added = appendHistory(historyFile, proposal.toolId, entry);
  await desk.decide(id, 'accepted', status && status !== 'may-be-gone' ? `accepted as ${status}` : null, now);
  return { ok: true, proposal, added };
}

export async function rejectProposal(desk: MonitorDesk, id: number, why: string, now: Date): Promise<Decision> {
  const reason = why.trim();
  if (reason.length < 3) return { ok: false, message: 'Say why the proposal is rejected (a few words).' };
  const proposal = await desk.proposal(id);
  if (!proposal) return { ok: false, message: `There is no proposal ${id}.` };
  if (!(await desk.decide(id, 'rejected', reason.slice(0, 500), now)))
    return { ok: false, message: `Proposal ${id} is ${proposal.status} already.` };
  return { ok: true, proposal, added: false };
}
