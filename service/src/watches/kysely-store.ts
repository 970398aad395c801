import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { MailGate } from '../mailboxes/gate.js';
import { chunks, type Storage, type Tx } from '../storage/database.js';
import type { ToolFacts } from './facts.js';
import { watchReport } from './report.js';
import {
  changesByWatcher,
  compareFacts,
  readStoredFacts,
  storedFacts,
  toolFactsOf,
  watchRequestAction,
  type ChangesComposer,
  type ConfirmationComposer,
  type NotifyOutcome,
  type WatchMailJob,
  type WatchReport,
  type WatchStore,
} from './store.js';

/** Any fixed number: the advisory lock that makes runs of notify-changes take turns. */
const NOTIFY_LOCK = 7_418_052;

/** Deletes an address's watcher, watches and mail (erase), in the caller's transaction; resolves whether there was one. */
export async function eraseWatcher(tx: Tx, email: string): Promise<boolean> {
  const watcher = await tx.selectFrom('watchers').select('id').where('email', '=', email).executeTakeFirst();
  if (!watcher) return false;
  await tx.deleteFrom('watch_mail').where('watcher_id', '=', watcher.id).execute();
  await tx.deleteFrom('watches').where('watcher_id', '=', watcher.id).execute();
  await tx.deleteFrom('watchers').where('id', '=', watcher.id).execute();
  return true;
}

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

/** Watches of tools, beside the sign-ups in the same database, written once for SQLite and PostgreSQL. */
export class WatchDatabaseStore implements WatchStore {
  constructor(
    private readonly storage: Storage,
    private readonly gate: MailGate,
  ) {}

  async request(email: string, toolId: string, compose: ConfirmationComposer, now: Date = this.gate.now()): Promise<void> {
    const at = now.toISOString();
    const key = await this.gate.key();
    await this.storage.transaction(async (tx) => {
      await this.gate.turn(tx);
      await tx
        .insertInto('watchers')
        .values({ public_id: randomUUID(), email, created_at: at })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      const watcher = await tx.selectFrom('watchers').select(['id', 'public_id']).where('email', '=', email).executeTakeFirst();
      if (!watcher) throw new Error('The watcher was not stored');
      // Two requests for one watch at once take turns on its row.
      const watch = await this.storage
        .lock(tx.selectFrom('watches').select(['status', 'mailed_at']).where('watcher_id', '=', watcher.id).where('tool_id', '=', toolId))
        .executeTakeFirst();
      const current = watch && { status: watch.status, mailedAt: watch.mailed_at === null ? null : new Date(watch.mailed_at) };
      if (watchRequestAction(current, now) === 'none') return;
      if (!(await this.gate.admit(tx, key, email))) {
        // No mail: a new watch is stored pending (a later request mails it); a pending one keeps the
        // request time its link was signed with, so that link still works.
        if (!watch) {
          await tx
            .insertInto('watches')
            .values({ watcher_id: watcher.id, tool_id: toolId, status: 'pending', requested_at: at, mailed_at: null })
            // Another request for the same new watch may have stored it meanwhile (there was no row to lock).
            .onConflict((oc) => oc.columns(['watcher_id', 'tool_id']).doNothing())
            .execute();
        }
        return;
      }
      await tx
        .insertInto('watches')
        .values({ watcher_id: watcher.id, tool_id: toolId, status: 'pending', requested_at: at, mailed_at: at })
        .onConflict((oc) =>
          oc
            .columns(['watcher_id', 'tool_id'])
            .doUpdateSet((eb) => ({ requested_at: eb.ref('excluded.requested_at'), mailed_at: eb.ref('excluded.mailed_at') })),
        )
        .execute();
      const mail = compose(watcher.public_id, now);
      await tx
        .insertInto('watch_mail')
        .values({
          watcher_id: watcher.id,
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          unsubscribe_url: mail.unsubscribeUrl,
          // Due now by the clock that sends it, whatever clock the request was timed by.
          next_attempt_at: this.storage.now(),
        })
        .execute();
    });
  }

  async confirm(watcherId: string, toolId: string, requestedAt: Date): Promise<'confirmed' | 'invalid'> {
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

  async list(watcherId: string): Promise<{ toolId: string; status: 'pending' | 'confirmed' }[] | null> {
    const { db } = this.storage;
    const watcher = await db.selectFrom('watchers').select('id').where('public_id', '=', watcherId).executeTakeFirst();
    if (!watcher) return null;
    const rows = await db
      .selectFrom('watches')
      .select(['tool_id', 'status'])
      .where('watcher_id', '=', watcher.id)
      .orderBy('tool_id')
      .execute();
    return rows.map((row) => ({ toolId: row.tool_id, status: row.status as 'pending' | 'confirmed' }));
  }

  async drop(watcherId: string, toolId: string | null): Promise<number> {
    const key = await this.gate.key();
    return this.storage.transaction(async (tx) => {
      if (toolId === null) await this.gate.turn(tx);
      const watcher = await tx.selectFrom('watchers').select(['id', 'email']).where('public_id', '=', watcherId).executeTakeFirst();
      if (!watcher) return 0;
      // Stopping every watch is an opt-out: the form cannot mail the address again at once.
      if (toolId === null) await this.gate.optOut(tx, key, watcher.email);
      let watches = tx.deleteFrom('watches').where('watcher_id', '=', watcher.id);
      if (toolId !== null) watches = watches.where('tool_id', '=', toolId);
      const dropped = Number((await watches.executeTakeFirst()).numDeletedRows);
      if (toolId === null) await tx.deleteFrom('watch_mail').where('watcher_id', '=', watcher.id).where('status', '=', 'pending').execute();
      return dropped;
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
            .select(['w.public_id as watcherId', 'w.email', 'x.tool_id as toolId', 'w.id as rowId'])
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
      const rowIds = new Map(watches.map((watch) => [watch.watcherId, watch.rowId]));
      const queued = [...mails].map(([watcherId, { email, changes: theirs }]) => {
        const mail = compose(watcherId, email, theirs);
        const watcherRow = rowIds.get(watcherId) as number | string;
        return {
          watcher_id: watcherRow,
          run_id: run.id,
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          unsubscribe_url: mail.unsubscribeUrl,
          next_attempt_at: at,
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
        .returning(['id', 'recipient', 'subject', 'body', 'unsubscribe_url', 'attempts'])
        .execute(),
    );
    return rows
      .map((row) => ({
        id: Number(row.id),
        attempts: row.attempts,
        message: { id: `watch-${row.id}`, to: row.recipient, subject: row.subject, text: row.body, unsubscribeUrl: row.unsubscribe_url },
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

  report(): Promise<WatchReport> {
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
}
