import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isAcceptableEmail } from '../email.js';
import { STORE_CLOSED, chunks, isoValue, type Storage, type Tx } from '../storage/database.js';
import { GroupCommit } from '../storage/group-commit.js';
import { isBusy } from '../storage/sqlite.js';
import type { MailGate } from '../mailboxes/gate.js';
import type { ToolFacts } from './facts.js';
import { applyAllWatchRequests, composeDue, drainWatchQueue } from './queue.js';
import type { ManageKey } from './links.js';
import { watchReport } from './report.js';
import {
  changesByWatcher,
  compareFacts,
  readStoredFacts,
  storedFacts,
  toolFactsOf,
  type ChangesComposer,
  type ConfirmationComposer,
  type NotifyOutcome,
  type WatchMailJob,
  type WatchReport,
  type WatchStore,
} from './store.js';

interface QueuedRequest {
  email: string;
  toolId: string;
  at: Date | undefined;
}

/** Any fixed number: the advisory lock that makes runs of notify-changes take turns. */
const NOTIFY_LOCK = 7_418_052;

/** The facts last notified about: stored as JSON text (SQLite) or jsonb (PostgreSQL). */
async function storedToolFacts(tx: Tx): Promise<Map<string, ToolFacts>> {
  const rows = await tx.selectFrom('tool_facts').select(['tool_id', 'facts']).execute();
  return new Map(
    rows.flatMap((row) => {
      const facts = typeof row.facts === 'string' ? readStoredFacts(row.facts) : toolFactsOf(row.facts);
      return facts ? [[row.tool_id, facts] as const] : [];
    }),
  );
}

/**
 * Watches of tools, beside the sign-ups in the same database, written once for SQLite and PostgreSQL.
 * A watch request is one row in the intake queue, whatever the address and tool, committed before
 * `request` resolves (on SQLite, the requests of one turn of the event loop in one transaction: group
 * commit, as for sign-ups); queue.ts applies them afterwards.
 */
export class WatchDatabaseStore implements WatchStore {
  private readonly requests: GroupCommit<QueuedRequest> | undefined;

  constructor(
    private readonly storage: Storage,
    private readonly gate: MailGate,
  ) {
    if (storage.dialect === 'sqlite') {
      this.requests = new GroupCommit(
        (group) => this.enqueue(group),
        (error) => !isBusy(error) && !storage.closed,
      );
    }
  }

  private async enqueue(group: readonly QueuedRequest[]): Promise<void> {
    const rows = group.map(({ email, toolId, at }) => ({
      email,
      tool_id: toolId,
      requested_at: at ? isoValue(at) : this.storage.now(),
    }));
    await this.storage.transaction((tx) => tx.insertInto('watch_requests').values(rows).execute());
  }

  request(email: string, toolId: string, at?: Date): Promise<void> {
    if (this.storage.closed) return Promise.reject(new Error(STORE_CLOSED));
    if (!isAcceptableEmail(email)) return Promise.reject(new TypeError('A watch needs one plain, normalised address'));
    if (this.requests) return this.requests.push({ email, toolId, at });
    return this.enqueue([{ email, toolId, at }]);
  }

  applyRequests(limit: number): Promise<number> {
    return drainWatchQueue(this.storage, this.gate, limit);
  }

  composeConfirmations(compose: ConfirmationComposer, limit: number, now: Date = new Date()): Promise<number> {
    return composeDue(this.storage, compose, limit, now);
  }

  async confirm(watcherId: string, toolId: string, requestedAt: Date): Promise<'confirmed' | 'invalid'> {
    const watch = await this.storage.db
      .selectFrom('watches')
      .select('status')
      .where('watcher_id', '=', (eb) => eb.selectFrom('watchers').select('id').where('public_id', '=', watcherId))
      .where('tool_id', '=', toolId)
      .where('requested_at', '=', requestedAt.toISOString())
      .executeTakeFirst();
    if (!watch) return 'invalid';
    // The same link opened again is a read: no write, no sync to disk, however often.
    if (watch.status === 'confirmed') return 'confirmed';
    const result = await this.storage.write((db) =>
      db
        .updateTable('watches')
        .set({ status: 'confirmed', confirmed_at: sql<string>`coalesce(confirmed_at, ${this.storage.now()})` })
        .where('watcher_id', '=', (eb) => eb.selectFrom('watchers').select('id').where('public_id', '=', watcherId))
        .where('tool_id', '=', toolId)
        .where('requested_at', '=', requestedAt.toISOString())
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) > 0 ? 'confirmed' : 'invalid';
  }

  async list(key: ManageKey): Promise<{ toolId: string; status: 'pending' | 'confirmed' }[] | null> {
    await applyAllWatchRequests(this.storage, this.gate);
    const { db } = this.storage;
    const watcher = await db
      .selectFrom('watchers')
      .select('id')
      .where('public_id', '=', key.watcherId)
      .where('token_version', '=', key.version)
      .executeTakeFirst();
    if (!watcher) return null;
    const rows = await db
      .selectFrom('watches')
      .select(['tool_id', 'status'])
      .where('watcher_id', '=', watcher.id)
      .orderBy('tool_id')
      .execute();
    return rows.map((row) => ({ toolId: row.tool_id, status: row.status as 'pending' | 'confirmed' }));
  }

  async drop(key: ManageKey, toolId: string | null): Promise<{ dropped: number; version: number } | null> {
    const hashKey = await this.gate.key();
    return this.storage.transaction(async (tx) => {
      if (toolId === null) await this.gate.turn(tx);
      // The row is locked, so a stop-all and another drop with the same link take turns.
      const watcher = await this.storage
        .lock(
          tx
            .selectFrom('watchers')
            .select(['id', 'email', 'token_version'])
            .where('public_id', '=', key.watcherId)
            .where('token_version', '=', key.version),
        )
        .executeTakeFirst();
      if (!watcher) return null;
      // Stopping every watch is an opt-out: the form cannot mail the address again at once.
      if (toolId === null) await this.gate.optOut(tx, hashKey, watcher.email);
      let watches = tx.deleteFrom('watches').where('watcher_id', '=', watcher.id);
      if (toolId !== null) watches = watches.where('tool_id', '=', toolId);
      const dropped = Number((await watches.executeTakeFirst()).numDeletedRows);
      if (toolId !== null) return { dropped, version: watcher.token_version };
      await tx.deleteFrom('watch_mail').where('watcher_id', '=', watcher.id).where('status', 'in', ['pending', 'collecting']).execute();
      const version = watcher.token_version + 1;
      await tx.updateTable('watchers').set({ token_version: version }).where('id', '=', watcher.id).execute();
      return { dropped, version };
    });
  }

  async notify(facts: ReadonlyMap<string, ToolFacts>, compose: ChangesComposer, now: Date = new Date()): Promise<NotifyOutcome> {
    const at = now.toISOString();
    return this.storage.transaction(async (tx) => {
      // Two runs at once would each compare against the same baseline: they take turns.
      await this.storage.takeTurns(tx, NOTIFY_LOCK);
      const { changes, baseline } = compareFacts(await storedToolFacts(tx), facts);
      const changedTools = [...new Set(changes.map((change) => change.toolId))];
      const watches = changedTools.length
        ? await tx
            .selectFrom('watches as x')
            .innerJoin('watchers as w', 'w.id', 'x.watcher_id')
            .select(['w.public_id as watcherId', 'w.email', 'x.tool_id as toolId', 'w.id as rowId', 'w.token_version as version'])
            .where('x.status', '=', 'confirmed')
            .where('x.tool_id', 'in', changedTools)
            .orderBy('w.id')
            .orderBy('x.tool_id')
            .execute()
        : [];
      const mails = changesByWatcher(changes, watches);
      const run = await tx
        .insertInto('notify_runs')
        .values({ at, changed_tools: changedTools.length, mails: mails.size })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = new Map(watches.map((watch) => [watch.watcherId, watch]));
      const queued = [...mails].map(([watcherId, { email, changes: theirs }]) => {
        const { rowId: watcherRow, version } = rows.get(watcherId) as (typeof watches)[number];
        const mail = compose(watcherId, email, theirs, version);
        return {
          watcher_id: watcherRow,
          run_id: run.id,
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          unsubscribe_url: mail.unsubscribeUrl,
          next_attempt_at: at,
          message_id: randomUUID(),
        };
      });
      for (const rows of chunks(queued)) await tx.insertInto('watch_mail').values(rows).execute();
      const saved = [...facts].map(([toolId, toolFacts]) => ({ tool_id: toolId, facts: storedFacts(toolFacts), recorded_at: at }));
      for (const rows of chunks(saved)) {
        await tx
          .insertInto('tool_facts')
          .values(rows)
          .onConflict((oc) =>
            oc.column('tool_id').doUpdateSet((eb) => ({ facts: eb.ref('excluded.facts'), recorded_at: eb.ref('excluded.recorded_at') })),
          )
          .execute();
      }
      return {
        run: { id: Number(run.id), at, changedTools: changedTools.length, mails: mails.size, sent: 0, failed: 0 },
        changes,
        baseline,
      };
    });
  }

  async claimMail(limit: number, leaseMs: number): Promise<WatchMailJob[]> {
    const now = this.storage.now();
    const due = this.storage.db
      .selectFrom('watch_mail')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
      .orderBy('id')
      .limit(limit);
    const rows = await this.storage.write((db) =>
      db
        .updateTable('watch_mail')
        .set({ lease_until: this.storage.later(leaseMs) })
        .where('id', 'in', this.storage.lockSkipping(due))
        .returning(['id', 'recipient', 'subject', 'body', 'unsubscribe_url', 'attempts', 'message_id'])
        .execute(),
    );
    return rows
      .map((row) => ({
        id: Number(row.id),
        attempts: row.attempts,
        // The row's random id, never its row number (which SQLite gives again after deletes).
        message: {
          id: `watch-${row.message_id}`,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          unsubscribeUrl: row.unsubscribe_url,
        },
      }))
      .sort((a, b) => a.id - b.id);
  }

  async mailSent(jobId: number): Promise<void> {
    await this.storage.write((db) =>
      db.updateTable('watch_mail').set({ status: 'sent', subject: '', body: '', lease_until: null }).where('id', '=', jobId).execute(),
    );
  }

  async mailFailed(jobId: number, retryAt: Date | null): Promise<void> {
    const changes =
      retryAt === null
        ? ({ status: 'failed', subject: '', body: '', lease_until: null } as const)
        : ({ next_attempt_at: retryAt.toISOString(), lease_until: null } as const);
    await this.storage.write((db) =>
      db
        .updateTable('watch_mail')
        .set((eb) => ({ ...changes, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', jobId)
        .execute(),
    );
  }

  async report(): Promise<WatchReport> {
    await applyAllWatchRequests(this.storage, this.gate);
    return watchReport(this.storage.db);
  }

  async expirePending(cutoff: Date): Promise<number> {
    return this.storage.transaction(async (tx) => {
      const removed = await tx
        .deleteFrom('watches')
        .where('status', '=', 'pending')
        .where('requested_at', '<', cutoff.toISOString())
        .executeTakeFirst();
      const watched = tx.selectFrom('watches').select('watcher_id');
      await tx.deleteFrom('watch_mail').where('watcher_id', 'not in', watched).execute();
      await tx.deleteFrom('watchers').where('id', 'not in', watched).execute();
      return Number(removed.numDeletedRows);
    });
  }

  /** Commits the requests still waiting for their group. */
  async drain(): Promise<void> {
    await this.requests?.drain();
  }
}
