import { brotliDecompressSync } from 'node:zlib';
import type { Selectable } from 'kysely';
import { dateOf, isoTime, type Storage } from '../storage/database.js';
import type { MonitorTables } from './schema.js';
import { fetchOf, json, type Proposal, type ProposalStatus, type StoredFetch } from './rows.js';

// What an editor sees and decides: the proposals, the sources that could not be read, the snapshots
// behind both; and what the monitor forgets (the stated prune policy).

/** A source failing since this long before a run (three daily runs running) is raised: the operator page and the CLI's exit code. */
export const RAISE_AFTER_MS = 2 * 86_400_000;

/** Snapshots kept without a reason: a month. Cited ones (a proposal's, a source's last and last good) stay. */
export const SNAPSHOT_KEEP_DAYS = 30;

export interface Failure {
  sourceId: string;
  toolId: string;
  failingSince: Date;
  failures: number;
  raised: boolean;
  last: StoredFetch | null;
  lastGood: StoredFetch | null;
}

type ProposalRow = Selectable<MonitorTables['monitor_proposals']>;

const proposalOf = (row: ProposalRow): Proposal => ({
  id: Number(row.id),
  toolId: row.tool_id,
  sourceId: row.source_id,
  kind: row.kind as Proposal['kind'],
  digest: row.digest,
  changes: json(row.changes),
  entry: json(row.entry) as Record<string, unknown>,
  evidence: row.evidence,
  fetchId: Number(row.fetch_id),
  confirmedFetchId: row.confirmed_fetch_id === null ? null : Number(row.confirmed_fetch_id),
  confidence: row.confidence as Proposal['confidence'],
  status: row.status as ProposalStatus,
  createdAt: isoTime(row.created_at),
  decidedAt: isoTime(row.decided_at),
  reason: row.reason,
});

export class MonitorDesk {
  constructor(private readonly storage: Storage) {}

  async proposals(status: ProposalStatus | 'all' = 'pending'): Promise<Proposal[]> {
    let query = this.storage.db.selectFrom('monitor_proposals').selectAll();
    if (status !== 'all') query = query.where('status', '=', status);
    return (await query.orderBy('tool_id').orderBy('id').execute()).map(proposalOf);
  }

  async proposal(id: number): Promise<Proposal | null> {
    const row = await this.storage.db.selectFrom('monitor_proposals').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? proposalOf(row) : null;
  }

  /** Records an editor's decision on a pending proposal; false when it was no longer pending (decided elsewhere). */
  async decide(id: number, status: 'accepted' | 'rejected', reason: string | null, now: Date): Promise<boolean> {
    const result = await this.storage.write((db) =>
      db
        .updateTable('monitor_proposals')
        .set({ status, reason, decided_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) === 1;
  }

  async fetch(id: number): Promise<StoredFetch | null> {
    const row = await this.storage.db.selectFrom('monitor_fetches').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fetchOf(row) : null;
  }

  /** A snapshot's bytes as they were fetched, or null when it was pruned or never kept. */
  async snapshot(sha: string): Promise<Buffer | null> {
    const row = await this.storage.db.selectFrom('monitor_blobs').select('body').where('sha', '=', sha).executeTakeFirst();
    return row ? brotliDecompressSync(row.body) : null;
  }

  /** Every source whose last read failed, with its streak and its last good reading. */
  async failures(now: Date): Promise<Failure[]> {
    const rows = await this.storage.db
      .selectFrom('monitor_sources')
      .selectAll()
      .where('failures', '>', 0)
      .orderBy('failing_since')
      .orderBy('source_id')
      .execute();
    return Promise.all(
      rows.map(async (row) => {
        const failingSince = dateOf(row.failing_since ?? now);
        return {
          sourceId: row.source_id,
          toolId: row.tool_id,
          failingSince,
          failures: Number(row.failures),
          raised: now.getTime() - failingSince.getTime() >= RAISE_AFTER_MS,
          last: row.last_fetch_id === null ? null : await this.fetch(Number(row.last_fetch_id)),
          lastGood: row.last_good_fetch_id === null ? null : await this.fetch(Number(row.last_good_fetch_id)),
        };
      }),
    );
  }

  /**
   * The prune policy: a fetch older than SNAPSHOT_KEEP_DAYS goes unless a proposal cites it or it is
   * its source's last or last good one; a snapshot goes when no fetch left cites it.
   */
  async prune(now: Date): Promise<{ fetches: number; snapshots: number }> {
    const cutoff = new Date(now.getTime() - SNAPSHOT_KEEP_DAYS * 86_400_000).toISOString();
    return this.storage.transaction(async (tx) => {
      const fetches = await tx
        .deleteFrom('monitor_fetches')
        .where('fetched_at', '<', cutoff)
        .where((eb) =>
          eb.and([
            eb('id', 'not in', eb.selectFrom('monitor_proposals').select('fetch_id')),
            eb('id', 'not in', eb.selectFrom('monitor_proposals').select('confirmed_fetch_id').where('confirmed_fetch_id', 'is not', null)),
            eb('id', 'not in', eb.selectFrom('monitor_sources').select('last_fetch_id').where('last_fetch_id', 'is not', null)),
            eb('id', 'not in', eb.selectFrom('monitor_sources').select('last_good_fetch_id').where('last_good_fetch_id', 'is not', null)),
          ]),
        )
        .executeTakeFirst();
      const snapshots = await tx
        .deleteFrom('monitor_blobs')
        .where('sha', 'not in', (eb) => eb.selectFrom('monitor_fetches').select('sha').where('sha', 'is not', null))
        .executeTakeFirst();
      return { fetches: Number(fetches.numDeletedRows), snapshots: Number(snapshots.numDeletedRows) };
    });
  }
}
