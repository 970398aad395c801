import { dateOf, isoTime, type Storage, type Tx } from '../storage/database.js';
import { fetchOf, holderIsDead, thisHolder, type FetchRow, type ProposalDraft, type RunStart, type SourceState } from './rows.js';

// The monitor's state in the service's database (monitor/schema.ts): one run at a time, each source
// done once per run in one transaction with everything it led to, and the proposals an editor decides.

/** Any fixed number: the advisory lock under which a run is started or taken over. */
const RUN_LOCK = 7_418_093;

/** A run whose heartbeat is older than this is taken over by the next `monitor run`. */
export const RUN_LEASE_MS = 5 * 60_000;

export class MonitorStore {
  constructor(private readonly storage: Storage) {}

  /**
   * Starts a run, or takes over the unfinished one whose holder stopped (killed, or silent past the
   * lease), keeping the sources it finished; refuses while a live run holds it.
   */
  begin(sources: number, now: Date, holder = thisHolder(), isDead = holderIsDead): Promise<RunStart> {
    return this.storage.transaction(async (tx) => {
      await this.storage.takeTurns(tx, RUN_LOCK);
      const open = await tx.selectFrom('monitor_runs').selectAll().where('finished_at', 'is', null).orderBy('id').executeTakeFirst();
      const at = now.toISOString();
      if (open) {
        const silentFor = now.getTime() - dateOf(open.heartbeat_at).getTime();
        if (open.holder !== holder && silentFor < RUN_LEASE_MS && !isDead(open.holder))
          return { busy: `run ${open.id} is in progress (${open.holder}, since ${isoTime(open.started_at)})` };
        await tx.updateTable('monitor_runs').set({ holder, heartbeat_at: at, sources }).where('id', '=', open.id).execute();
        const done = await tx.selectFrom('monitor_run_sources').select('source_id').where('run_id', '=', open.id).execute();
        return { runId: Number(open.id), resumed: true, done: new Set(done.map((row) => row.source_id)) };
      }
      const run = await tx
        .insertInto('monitor_runs')
        .values({ started_at: at, holder, heartbeat_at: at, sources })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { runId: Number(run.id), resumed: false, done: new Set<string>() };
    });
  }

  async heartbeat(runId: number, now: Date): Promise<void> {
    await this.storage.write((db) =>
      db.updateTable('monitor_runs').set({ heartbeat_at: now.toISOString() }).where('id', '=', runId).execute(),
    );
  }

  async finish(runId: number, now: Date, summary: string): Promise<void> {
    await this.storage.write((db) =>
      db
        .updateTable('monitor_runs')
        .set({ finished_at: now.toISOString(), heartbeat_at: now.toISOString(), summary })
        .where('id', '=', runId)
        .execute(),
    );
  }

  async lastRun(): Promise<{ id: number; startedAt: string; finishedAt: string | null; summary: string | null } | null> {
    const row = await this.storage.db.selectFrom('monitor_runs').selectAll().orderBy('id', 'desc').executeTakeFirst();
    return row
      ? { id: Number(row.id), startedAt: isoTime(row.started_at), finishedAt: isoTime(row.finished_at), summary: row.summary }
      : null;
  }

  async sourceState(sourceId: string): Promise<SourceState> {
    const row = await this.storage.db.selectFrom('monitor_sources').selectAll().where('source_id', '=', sourceId).executeTakeFirst();
    if (!row) return { etag: null, lastModified: null, failingSince: null, failures: 0, lastGood: null };
    const good =
      row.last_good_fetch_id === null
        ? undefined
        : await this.storage.db.selectFrom('monitor_fetches').selectAll().where('id', '=', row.last_good_fetch_id).executeTakeFirst();
    return {
      etag: row.etag,
      lastModified: row.last_modified,
      failingSince: row.failing_since === null ? null : dateOf(row.failing_since),
      failures: Number(row.failures),
      lastGood: good ? fetchOf(good) : null,
    };
  }

  /**
   * Everything one source's read led to, in one transaction: the snapshot (kept once per content),
   * the fetch, the source's state, the proposals (one per source and content: a repeat confirms the
   * pending one, never adds a second), and the source marked done in the run. A crash before the
   * commit leaves nothing of it, so the run taken over reads the source again.
   */
  recordRead(
    runId: number,
    read: {
      fetch: FetchRow;
      /** The body as fetched, brotli-compressed, and its size before. */
      snapshot: { compressed: Buffer; size: number } | null;
      validators: { etag: string | null; lastModified: string | null };
      good: boolean;
    },
    drafts: readonly ProposalDraft[],
  ): Promise<{ fetchId: number; proposed: number; confirmed: number }> {
    const { fetch } = read;
    return this.storage.transaction(async (tx) => {
      if (fetch.sha && read.snapshot)
        await tx
          .insertInto('monitor_blobs')
          .values({ sha: fetch.sha, size: read.snapshot.size, body: read.snapshot.compressed })
          .onConflict((oc) => oc.column('sha').doNothing())
          .execute();
      const fetchId = await this.insertFetch(tx, runId, fetch);
      await this.updateSource(tx, fetch, fetchId, read);
      let proposed = 0;
      let confirmed = 0;
      for (const draft of drafts) {
        const outcome = await this.propose(tx, fetch, fetchId, draft);
        if (outcome === 'new') proposed += 1;
        if (outcome === 'confirmed') confirmed += 1;
      }
      await tx.insertInto('monitor_run_sources').values({ run_id: runId, source_id: fetch.sourceId, outcome: fetch.outcome }).execute();
      return { fetchId, proposed, confirmed };
    });
  }

  private async insertFetch(tx: Tx, runId: number, fetch: FetchRow): Promise<number> {
    const row = await tx
      .insertInto('monitor_fetches')
      .values({
        run_id: runId,
        source_id: fetch.sourceId,
        tool_id: fetch.toolId,
        url: fetch.url,
        final_url: fetch.finalUrl,
        outcome: fetch.outcome,
        status: fetch.status,
        headers: JSON.stringify(fetch.headers),
        fetched_at: fetch.at.toISOString(),
        sha: fetch.sha,
        error: fetch.error,
        method: fetch.method,
        plans: fetch.plans ? JSON.stringify(fetch.plans) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  private async updateSource(
    tx: Tx,
    fetch: FetchRow,
    fetchId: number,
    read: { validators: { etag: string | null; lastModified: string | null }; good: boolean },
  ): Promise<void> {
    const before = await tx.selectFrom('monitor_sources').selectAll().where('source_id', '=', fetch.sourceId).executeTakeFirst();
    const failingSince = read.good ? null : before?.failing_since ? isoTime(before.failing_since) : fetch.at.toISOString();
    const values = {
      tool_id: fetch.toolId,
      etag: read.good ? read.validators.etag : (before?.etag ?? null),
      last_modified: read.good ? read.validators.lastModified : (before?.last_modified ?? null),
      last_fetch_id: fetchId,
      last_good_fetch_id: read.good ? fetchId : (before?.last_good_fetch_id ?? null),
      failing_since: failingSince,
      failures: read.good ? 0 : Number(before?.failures ?? 0) + 1,
    };
    if (before) await tx.updateTable('monitor_sources').set(values).where('source_id', '=', fetch.sourceId).execute();
    else
      await tx
        .insertInto('monitor_sources')
        .values({ source_id: fetch.sourceId, ...values })
        .execute();
  }

  /** A new proposal; or, for one already pending with the same content, a second reading that agrees. */
  private async propose(tx: Tx, fetch: FetchRow, fetchId: number, draft: ProposalDraft): Promise<'new' | 'confirmed' | 'known'> {
    const known = await tx
      .selectFrom('monitor_proposals')
      .select(['id', 'status', 'fetch_id', 'confidence'])
      .where('source_id', '=', fetch.sourceId)
      .where('digest', '=', draft.digest)
      .executeTakeFirst();
    if (known) {
      if (known.status !== 'pending' || Number(known.fetch_id) === fetchId) return 'known';
      // Read twice alike: an exact extraction becomes sure.
      await tx
        .updateTable('monitor_proposals')
        .set({ confirmed_fetch_id: fetchId, confidence: draft.confidence === 'low' ? 'low' : 'high' })
        .where('id', '=', known.id)
        .execute();
      return 'confirmed';
    }
    // A newer reading of the same source replaces an older one nobody decided.
    await tx
      .updateTable('monitor_proposals')
      .set({ status: 'superseded', decided_at: fetch.at.toISOString(), reason: 'a later reading of the same source replaced it' })
      .where('source_id', '=', fetch.sourceId)
      .where('kind', '=', draft.kind)
      .where('status', '=', 'pending')
      .execute();
    await tx
      .insertInto('monitor_proposals')
      .values({
        tool_id: fetch.toolId,
        source_id: fetch.sourceId,
        kind: draft.kind,
        digest: draft.digest,
        changes: JSON.stringify(draft.changes),
        entry: JSON.stringify(draft.entry),
        evidence: draft.evidence,
        fetch_id: fetchId,
        confidence: draft.confidence,
        status: 'pending',
        created_at: fetch.at.toISOString(),
      })
      .execute();
    return 'new';
  }
}
