import { randomUUID } from 'node:crypto';
import type { MailGate } from '../mailboxes/gate.js';
import { dateOf, type Storage, type Tx } from '../storage/database.js';
import { applyQueuedUpToNow } from '../storage/intake.js';
import { WATCH_REQUEST_BATCH, watchRequestAction, type ConfirmationComposer } from './store.js';

type RowId = number | string;

/** The watcher of `email`, stored if new, its row locked: one address's requests are applied one at a time. */
async function lockedWatcher(storage: Storage, tx: Tx, email: string, at: string): Promise<{ id: RowId; public_id: string }> {
  await tx
    .insertInto('watchers')
    .values({ public_id: randomUUID(), email, created_at: at })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const watcher = await storage.lock(tx.selectFrom('watchers').select(['id', 'public_id']).where('email', '=', email)).executeTakeFirst();
  if (!watcher) throw new Error('The watcher was not stored');
  return watcher;
}

/** What applying requests needs beside the database: the mail gate, and how long a confirmation mail collects tools. */
export interface QueueSettings {
  gate: MailGate;
  /** WATCH_COLLECT_MS unless the operator set NEWSLETTER_WATCH_COLLECT_SECONDS. */
  collectMs: number;
}

/** The settings as a batch of requests uses them, with the gate's key read before the batch's transaction. */
interface Gate extends QueueSettings {
  key: string;
}

/** The watcher's confirmation mail still collecting tools, or a new one if admitted; null when refused. */
async function collectingMail(storage: Storage, tx: Tx, gate: Gate, watcherId: RowId, email: string, at: Date): Promise<RowId | null> {
  // Locked: an instance writing this mail meanwhile (composeDue) has either listed this watch or
  // finished, and then the mail is no longer collecting and the watch goes in the next one.
  const open = await storage
    .lock(tx.selectFrom('watch_mail').select('id').where('watcher_id', '=', watcherId).where('status', '=', 'collecting'))
    .executeTakeFirst();
  if (open) return open.id;
  // The one place that decides "a new confirmation mail for this watcher": the mail gate's caps per
  // mailbox, domain and hour (shared with the newsletter's mails) and its opt-outs.
  if (!(await gate.gate.admit(tx, gate.key, email, at))) return null;
  const opened = await tx
    .insertInto('watch_mail')
    .values({
      watcher_id: watcherId,
      recipient: email,
      subject: '',
      body: '',
      unsubscribe_url: '',
      status: 'collecting',
      // Written and sent when the window ends (composeConfirmations).
      next_attempt_at: new Date(at.getTime() + gate.collectMs).toISOString(),
      created_at: at.toISOString(),
      message_id: randomUUID(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return opened.id;
}

/** Applies one queued request as of `at`, when it was made. */
async function apply(storage: Storage, tx: Tx, gate: Gate, email: string, toolId: string, at: Date): Promise<void> {
  const when = at.toISOString();
  const watcher = await lockedWatcher(storage, tx, email, when);
  const watch = await tx
    .selectFrom('watches')
    .select(['status', 'mailed_at'])
    .where('watcher_id', '=', watcher.id)
    .where('tool_id', '=', toolId)
    .executeTakeFirst();
  const current = watch && { status: watch.status, mailedAt: watch.mailed_at === null ? null : dateOf(watch.mailed_at) };
  if (watchRequestAction(current, at) === 'none') return;
  const mailId = await collectingMail(storage, tx, gate, watcher.id, email, at);
  if (mailId === null) {
    // No mail: a new watch is stored pending (a later request may mail it); a pending one keeps the
    // request its link was signed for, so that link still works.
    if (!watch) {
      await tx
        .insertInto('watches')
        .values({ watcher_id: watcher.id, tool_id: toolId, status: 'pending', requested_at: when, mailed_at: null })
        .execute();
    }
    return;
  }
  await tx
    .insertInto('watches')
    .values({ watcher_id: watcher.id, tool_id: toolId, status: 'pending', requested_at: when, mailed_at: when, mail_id: mailId })
    .onConflict((oc) =>
      oc.columns(['watcher_id', 'tool_id']).doUpdateSet((eb) => ({
        requested_at: eb.ref('excluded.requested_at'),
        mailed_at: eb.ref('excluded.mailed_at'),
        mail_id: eb.ref('excluded.mail_id'),
      })),
    )
    .execute();
}

/**
 * Takes up to `limit` queued requests, oldest first, and applies them in one transaction, removing
 * them from the queue in it. The worker skips requests another instance is applying (SKIP LOCKED); a
 * read (`upTo`: the newest request when it began) waits for them instead. Resolves how many it applied.
 */
export async function drainWatchQueue(storage: Storage, settings: QueueSettings, limit: number, upTo?: RowId): Promise<number> {
  const { gate } = settings;
  // Read before the transaction: on SQLite a read of the stored key inside it would wait for its one connection.
  const key = await gate.key();
  return storage.transaction(async (tx) => {
    // First thing: every transaction that admits mail takes its turn before any row lock (mailboxes/throttle.ts).
    await gate.turn(tx);
    let oldest = tx.selectFrom('watch_requests').select('id').orderBy('id').limit(limit);
    if (upTo !== undefined) oldest = oldest.where('id', '<=', upTo);
    const taken = upTo === undefined ? storage.lockSkipping(oldest) : storage.lock(oldest);
    const rows = await tx
      .deleteFrom('watch_requests')
      .where('id', 'in', taken)
      .returning(['id', 'email', 'tool_id', 'requested_at'])
      .execute();
    // Watchers are locked in the order of their addresses, so two instances whose batches share
    // addresses never wait on each other in a circle; one address's requests keep their order.
    rows.sort((a, b) => (a.email === b.email ? Number(a.id) - Number(b.id) : a.email < b.email ? -1 : 1));
    for (const row of rows) await apply(storage, tx, { ...settings, key }, row.email, row.tool_id, dateOf(row.requested_at));
    return rows.length;
  });
}

/** Applies every queued request: what a read does first, so it sees every acknowledged one. */
export function applyAllWatchRequests(storage: Storage, settings: QueueSettings): Promise<void> {
  return applyQueuedUpToNow(storage, 'watch_requests', (newest) => drainWatchQueue(storage, settings, WATCH_REQUEST_BATCH, newest));
}

/**
 * Writes up to `limit` confirmation mails whose window ended by `now`: each lists the watcher's pending
 * watches it collected and becomes due; one whose tools were all dropped meanwhile is deleted. Mails
 * another instance is writing are skipped. Resolves how many it looked at.
 */
export function composeDue(storage: Storage, compose: ConfirmationComposer, limit: number, now: Date): Promise<number> {
  return storage.transaction(async (tx) => {
    const due = await storage
      .lockSkipping(
        tx
          .selectFrom('watch_mail')
          .select(['id', 'watcher_id'])
          .where('status', '=', 'collecting')
          .where('next_attempt_at', '<=', now.toISOString())
          .orderBy('id')
          .limit(limit),
      )
      .execute();
    for (const mail of due) {
      const watcher = await tx
        .selectFrom('watchers')
        .select(['public_id', 'email', 'token_version'])
        .where('id', '=', mail.watcher_id)
        .executeTakeFirst();
      const asked = await tx
        .selectFrom('watches')
        .select(['tool_id', 'requested_at'])
        .where('mail_id', '=', mail.id)
        .where('status', '=', 'pending')
        .orderBy('tool_id')
        .execute();
      if (!watcher || asked.length === 0) {
        await tx.deleteFrom('watch_mail').where('id', '=', mail.id).execute();
        continue;
      }
      const written = compose(
        watcher.public_id,
        watcher.email,
        asked.map((watch) => ({ toolId: watch.tool_id, requestedAt: dateOf(watch.requested_at) })),
        watcher.token_version,
      );
      await tx
        .updateTable('watch_mail')
        .set({
          status: 'pending',
          recipient: written.to,
          subject: written.subject,
          body: written.text,
          unsubscribe_url: written.unsubscribeUrl,
          next_attempt_at: storage.now(),
        })
        .where('id', '=', mail.id)
        .execute();
    }
    return due.length;
  });
}

/** Deletes an address's queued requests, watcher, watches and mail (erase), in the caller's transaction; resolves whether there was any. */
export async function eraseWatcher(tx: Tx, email: string): Promise<boolean> {
  const requests = await tx.deleteFrom('watch_requests').where('email', '=', email).executeTakeFirst();
  const watcher = await tx.selectFrom('watchers').select('id').where('email', '=', email).executeTakeFirst();
  if (!watcher) return Number(requests.numDeletedRows) > 0;
  await tx.deleteFrom('watch_mail').where('watcher_id', '=', watcher.id).execute();
  await tx.deleteFrom('watches').where('watcher_id', '=', watcher.id).execute();
  await tx.deleteFrom('watchers').where('id', '=', watcher.id).execute();
  return true;
}
