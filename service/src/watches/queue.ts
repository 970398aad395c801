import { randomUUID } from 'node:crypto';
import { dateOf, type Storage, type Tx } from '../storage/database.js';
import { WATCH_COLLECT_MS, WATCH_MAILS_PER_HOUR, WATCH_REQUEST_BATCH, watchRequestAction, type ConfirmationComposer } from './store.js';

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

/**
 * The one place that decides "queue a confirmation mail for this watcher now". The mail gate
 * (throttle and suppression, keyed on the canonical mailbox) is called here, in this transaction,
 * when it lands: `admitMail(tx, storage, secret, email, at) === 'send'`. Until then the rule is at most
 * WATCH_MAILS_PER_HOUR confirmation mails opened for this watcher in the hour before the request.
 */
async function admitConfirmation(tx: Tx, watcherId: RowId, at: Date): Promise<boolean> {
  const recent = await tx
    .selectFrom('watch_mail')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('watcher_id', '=', watcherId)
    .where('run_id', 'is', null)
    .where('created_at', '>', new Date(at.getTime() - 3_600_000).toISOString())
    .executeTakeFirst();
  return Number(recent?.n ?? 0) < WATCH_MAILS_PER_HOUR;
}

/** The watcher's confirmation mail still collecting tools, or a new one if admitted; null when refused. */
async function collectingMail(storage: Storage, tx: Tx, watcherId: RowId, email: string, at: Date): Promise<RowId | null> {
  // Locked: an instance writing this mail meanwhile (composeDue) has either listed this watch or
  // finished, and then the mail is no longer collecting and the watch goes in the next one.
  const open = await storage
    .lock(tx.selectFrom('watch_mail').select('id').where('watcher_id', '=', watcherId).where('status', '=', 'collecting'))
    .executeTakeFirst();
  if (open) return open.id;
  if (!(await admitConfirmation(tx, watcherId, at))) return null;
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
      next_attempt_at: new Date(at.getTime() + WATCH_COLLECT_MS).toISOString(),
      created_at: at.toISOString(),
      message_id: randomUUID(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return opened.id;
}

/** Applies one queued request as of `at`, when it was made. */
async function apply(storage: Storage, tx: Tx, email: string, toolId: string, at: Date): Promise<void> {
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
  const mailId = await collectingMail(storage, tx, watcher.id, email, at);
  if (mailId === null) return;
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
export function drainWatchQueue(storage: Storage, limit: number, upTo?: RowId): Promise<number> {
  return storage.transaction(async (tx) => {
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
    for (const row of rows) await apply(storage, tx, row.email, row.tool_id, dateOf(row.requested_at));
    return rows.length;
  });
}

/** Applies every queued request: what a read does first, so it sees every acknowledged one. */
export async function applyAllWatchRequests(storage: Storage): Promise<void> {
  const { db } = storage;
  const newest = (
    await db
      .selectFrom('watch_requests')
      .select((eb) => eb.fn.max('id').as('newest'))
      .executeTakeFirst()
  )?.newest;
  if (newest === null || newest === undefined) return;
  // As for sign-ups: FOR UPDATE with LIMIT may return fewer rows than are left once a locked batch commits.
  for (;;) {
    await drainWatchQueue(storage, WATCH_REQUEST_BATCH, newest);
    const left = await db.selectFrom('watch_requests').select('id').where('id', '<=', newest).limit(1).executeTakeFirst();
    if (!left) return;
  }
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
