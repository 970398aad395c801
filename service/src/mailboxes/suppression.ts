import type { Tx } from '../storage/database.js';
import { mailboxKeys } from './canonical.js';

/** How long an opt-out is remembered: while it is, the mailbox gets at most one confirmation mail. */
export const SUPPRESSION_MS = 30 * 24 * 3_600_000;

/**
 * Remembers that the address's mailbox opted out (a newsletter unsubscribe, a watch stop-all, an
 * erase), as a keyed hash and the time, in the caller's transaction. A new opt-out starts a new 30
 * days with its one confirmation mail unused: only the reader can opt out (the links are in mails to
 * them), so this gives a script nothing.
 */
export async function recordOptOut(tx: Tx, secret: string, email: string, now: Date): Promise<void> {
  const { mailbox } = mailboxKeys(secret, email);
  const at = now.toISOString();
  await tx
    .insertInto('mail_suppressions')
    .values({ mailbox, opted_out_at: at, mailed_at: null })
    .onConflict((oc) => oc.column('mailbox').doUpdateSet({ opted_out_at: at, mailed_at: null }))
    .execute();
}

/**
 * The mailbox's opt-out in force as of `now`: none, one whose single mail is still unused, or one
 * that has had it.
 */
export async function suppressionOf(tx: Tx, mailbox: string, now: Date): Promise<'none' | 'unused' | 'used'> {
  const row = await tx
    .selectFrom('mail_suppressions')
    .select('mailed_at')
    .where('mailbox', '=', mailbox)
    .where('opted_out_at', '>', new Date(now.getTime() - SUPPRESSION_MS).toISOString())
    .executeTakeFirst();
  if (!row) return 'none';
  return row.mailed_at === null ? 'unused' : 'used';
}

/** The opt-out's one mail is spent. */
export async function spendSuppressedMail(tx: Tx, mailbox: string, now: Date): Promise<void> {
  await tx.updateTable('mail_suppressions').set({ mailed_at: now.toISOString() }).where('mailbox', '=', mailbox).execute();
}
