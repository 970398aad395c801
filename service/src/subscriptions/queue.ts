import { randomUUID } from 'node:crypto';
import { dateOf, isoTime, type Storage, type Tx } from '../storage/database.js';
import { decideSignUp, type MailJob } from './store.js';

type QueuedRequest = { email: string; source: string; requested_at: string | Date };

/**
 * The mail gate (mailboxes/gate.ts) as the queue uses it: `turn` begins each transaction, `admit`
 * says whether a confirmation mail to `email` may be queued in it.
 */
export interface AdmitMail {
  turn(tx: Tx): Promise<void>;
  admit(tx: Tx, email: string): Promise<boolean>;
}

/**
 * Applies one queued request as of `at`, when it was made: a new row, a renewed consent, a mail
 * queued, or nothing. A mail the gate refuses is not queued, and the row is left as a reader could
 * still confirm it: a new or renewed sign-up is stored with no mail sent (a later request mails it),
 * a resend changes nothing (the link already sent keeps working).
 */
async function apply(storage: Storage, tx: Tx, gate: AdmitMail, pendingTtlMs: number, request: QueuedRequest): Promise<void> {
  const { email, source, requested_at: at } = request;
  const when = isoTime(at);
  const inserted = await tx
    .insertInto('signups')
    .values({ public_id: randomUUID(), email, source, status: 'pending', created_at: when, consented_at: when, confirm_mailed_at: when })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  let signupId = inserted?.id;
  let admitted: boolean;
  if (signupId === undefined) {
    // Known address: lock its row so two instances applying requests for it agree.
    const row = await storage.lock(tx.selectFrom('signups').selectAll().where('email', '=', email)).executeTakeFirst();
    if (!row) throw new Error('The sign-up row vanished while it was being updated');
    const existing = {
      status: row.status,
      consentedAt: dateOf(row.consented_at),
      confirmMailedAt: row.confirm_mailed_at === null ? null : dateOf(row.confirm_mailed_at),
    };
    const action = decideSignUp(existing, dateOf(at), pendingTtlMs);
    if (action === 'none') return;
    admitted = await gate.admit(tx, email);
    if (action === 'resend' && !admitted) return;
    signupId = row.id;
    const mailedAt = admitted ? when : null;
    const changes =
      action === 'renew'
        ? { status: 'pending' as const, source, consented_at: when, confirm_mailed_at: mailedAt, confirmed_at: null }
        : { confirm_mailed_at: when };
    await tx.updateTable('signups').set(changes).where('id', '=', signupId).execute();
    // One confirmation mail in the outbox per address at a time: the newest.
    if (admitted) await tx.deleteFrom('mail_outbox').where('signup_id', '=', signupId).execute();
  } else {
    admitted = await gate.admit(tx, email);
    if (!admitted) await tx.updateTable('signups').set({ confirm_mailed_at: null }).where('id', '=', signupId).execute();
  }
  if (admitted)
    await tx
      .insertInto('mail_outbox')
      .values({ signup_id: signupId, next_attempt_at: storage.now(), created_at: when, message_id: randomUUID() })
      .execute();
}

/**
 * Takes up to `limit` queued requests, oldest first, and applies them in one transaction, removing
 * them from the queue in it. The worker skips requests another instance is applying (SKIP LOCKED);
 * a read (`upTo`: the newest request when it began) waits for them instead, so it sees every
 * acknowledged sign-up. Resolves how many it applied.
 */
export function drainQueue(
  storage: Storage,
  gate: AdmitMail,
  pendingTtlMs: number,
  limit: number,
  upTo?: number | string,
): Promise<number> {
  return storage.transaction(async (tx) => {
    await gate.turn(tx);
    let oldest = tx.selectFrom('signup_requests').select('id').orderBy('id').limit(limit);
    if (upTo !== undefined) oldest = oldest.where('id', '<=', upTo);
    const taken = upTo === undefined ? storage.lockSkipping(oldest) : storage.lock(oldest);
    const rows = await tx
      .deleteFrom('signup_requests')
      .where('id', 'in', taken)
      .returning(['id', 'email', 'source', 'requested_at'])
      .execute();
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const request of rows) await apply(storage, tx, gate, pendingTtlMs, request);
    return rows.length;
  });
}

/**
 * Leases up to `limit` due confirmation mails for `leaseMs`, oldest first, never a held row's.
 * Instances polling together each take different jobs (SKIP LOCKED) instead of waiting on each other.
 */
export function claimMailJobs(storage: Storage, limit: number, leaseMs: number): Promise<MailJob[]> {
  return storage.transaction(async (tx) => {
    const now = storage.now();
    const due = tx
      .selectFrom('mail_outbox as o')
      .innerJoin('signups as s', 's.id', 'o.signup_id')
      .select('o.id')
      .where('o.next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('o.lease_until', 'is', null), eb('o.lease_until', '<=', now)]))
      .where('s.held_reason', 'is', null)
      .orderBy('o.id')
      .limit(limit);
    const claimed = await tx
      .updateTable('mail_outbox')
      .set({ lease_until: storage.later(leaseMs) })
      .where('id', 'in', storage.lockSkipping(due, 'o'))
      .returning(['id', 'attempts', 'signup_id', 'message_id'])
      .execute();
    if (claimed.length === 0) return [];
    const signups = await tx
      .selectFrom('signups')
      .select(['id', 'public_id', 'email', 'consented_at'])
      .where(
        'id',
        'in',
        claimed.map((job) => job.signup_id),
      )
      .execute();
    const byId = new Map(signups.map((row) => [String(row.id), row]));
    return claimed
      .flatMap((job) => {
        const signup = byId.get(String(job.signup_id));
        if (!signup) return [];
        const { public_id: subscriberId, email, consented_at: consentedAt } = signup;
        const messageId = job.message_id;
        return [{ id: Number(job.id), attempts: job.attempts, subscriberId, email, consentedAt: isoTime(consentedAt), messageId }];
      })
      .sort((a, b) => a.id - b.id);
  });
}
