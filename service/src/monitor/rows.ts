import { hostname } from 'node:os';
import type { Selectable } from 'kysely';
import { dateOf } from '../storage/database.js';
import type { MonitorTables } from './schema.js';
import type { PlanFigure } from './types.js';

// The rows of the monitor's tables as the rest of the monitor sees them.

export type Confidence = 'high' | 'medium' | 'low';
export type ProposalStatus = 'pending' | 'accepted' | 'rejected' | 'superseded';

/** A proposal as a run writes it: what changed, the history entry accepting appends, the evidence and how sure. */
export interface ProposalDraft {
  kind: 'plans' | 'fresh' | 'may-be-gone' | 'moved' | 'owner';
  digest: string;
  changes: unknown;
  entry: Record<string, unknown>;
  evidence: string;
  confidence: Confidence;
}

export interface Proposal extends Omit<ProposalDraft, 'changes' | 'entry'> {
  id: number;
  toolId: string;
  sourceId: string;
  changes: unknown;
  entry: Record<string, unknown>;
  fetchId: number;
  confirmedFetchId: number | null;
  status: ProposalStatus;
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
}

/** One fetch as stored: what came back, and the snapshot of its body when there was one. */
export interface FetchRow {
  sourceId: string;
  toolId: string;
  url: string;
  finalUrl: string;
  outcome: string;
  status: number | null;
  headers: Record<string, string>;
  at: Date;
  sha: string | null;
  error: string | null;
  method: string | null;
  plans: PlanFigure[] | null;
}

export interface StoredFetch extends FetchRow {
  id: number;
}

export interface SourceState {
  etag: string | null;
  lastModified: string | null;
  failingSince: Date | null;
  failures: number;
  lastGood: StoredFetch | null;
}

export type RunStart = { runId: number; resumed: boolean; done: Set<string> } | { busy: string };

export const thisHolder = (): string => `${hostname()}:${process.pid}`;

/** A holder on this machine whose process is gone (killed) holds nothing. */
export function holderIsDead(holder: string): boolean {
  const [host, pid] = holder.split(':');
  if (host !== hostname() || !pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export const json = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function fetchOf(row: Selectable<MonitorTables['monitor_fetches']>): StoredFetch {
  return {
    id: Number(row.id),
    sourceId: row.source_id,
    toolId: row.tool_id,
    url: row.url,
    finalUrl: row.final_url,
    outcome: row.outcome,
    status: row.status === null ? null : Number(row.status),
    headers: json(row.headers) as Record<string, string>,
    at: dateOf(row.fetched_at),
    sha: row.sha,
    error: row.error,
    method: row.method,
    plans: json(row.plans) as PlanFigure[] | null,
  };
}
