import { sql } from 'kysely';
import { isAcceptableEmail } from '../email.js';
import { STORE_CLOSED, isoValue, type Storage } from '../storage/database.js';
import { GroupCommit } from '../storage/group-commit.js';
import { isBusy } from '../storage/sqlite.js';
import type { MailGate } from '../mailboxes/gate.js';
import type { ToolFacts } from './facts.js';
import { applyAllWatchRequests, composeDue, drainWatchQueue, type QueueSettings } from './queue.js';
import type { ManageKey } from './links.js';
import { notifyRun } from './notify.js';
import { watchReport } from './report.js';
import {
  WATCH_COLLECT_MS,
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

/**
 * Watches of tools, beside the sign-ups in the same database, written once for SQLite and PostgreSQL.
 * A watch request is one row in the intake queue, whatever the address and tool, committed before
 * `request` resolves (on SQLite, the requests of one turn of the event loop in one transaction: group
 * commit, as for sign-ups); queue.ts applies them afterwards.
 */
export class WatchDatabaseStore implements WatchStore {
  private readonly requests: GroupCommit<QueuedRequest> | undefined;

  private collectMs = WATCH_COLLECT_MS;

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

  collectFor(ms: number): void {
    this.collectMs = ms;
  }

  private settings(): QueueSettings {
    return { gate: this.gate, collectMs: this.collectMs };
  }

  applyRequests(limit: number): Promise<number> {
    return drainWatchQueue(this.storage, this.settings(), limit);
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
    await applyAllWatchRequests(this.storage, this.settings());
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

  notify(facts: ReadonlyMap<string, ToolFacts>, compose: ChangesComposer, now: Date = new Date()): Promise<NotifyOutcome> {
    return notifyRun(this.storage, facts, compose, now);
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
    await applyAllWatchRequests(this.storage, this.settings());
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
