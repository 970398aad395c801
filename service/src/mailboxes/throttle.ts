import type { Storage, Tx } from '../storage/database.js';
import { mailboxKeys } from './canonical.js';
import { SUPPRESSION_MS, suppressionOf, spendSuppressedMail } from './suppression.js';

/** Confirmation mails one mailbox gets at most in an hour, and in a day (newsletter and watches together). */
export const MAILBOX_HOURLY_CAP = 3;
export const MAILBOX_DAILY_CAP = 5;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long each mail's keyed hashes are kept: the daily cap's day, then the sweep deletes them. */
export const SEND_COUNT_MS = DAY_MS;

/** The caps an operator sets (config.ts: NEWSLETTER_MAIL_HOURLY_CAP, NEWSLETTER_MAIL_DOMAIN_HOURLY_CAP). */
export interface MailCaps {
  /** Confirmation mails an hour across every mailbox. */
  overallHour: number;
  /** Confirmation mails an hour to one recipient domain. */
  domainHour: number;
}

/** Why a confirmation mail is not queued, or 'send'. */
export type MailVerdict = 'send' | 'mailbox-hour' | 'mailbox-day' | 'domain' | 'overall' | 'suppressed';

/** Any fixed number: the advisory lock under which instances on one PostgreSQL database take turns to admit mail. */
const MAIL_GATE_LOCK = 7_418_071;

async function sendsSince(tx: Tx, since: Date, key?: { column: 'mailbox' | 'domain'; value: string }): Promise<number> {
  let query = tx
    .selectFrom('mail_sends')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('sent_at', '>', since.toISOString());
  if (key) query = query.where(key.column, '=', key.value);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/**
 * Makes this transaction take its turn with every other that admits mail or records an opt-out (on
 * PostgreSQL an advisory lock held to its end; SQLite has one writer). Take it first, before the
 * transaction writes or locks a row: one that holds a row another waits for, and then waits here for
 * that other, deadlocks.
 */
export async function takeMailTurn(tx: Tx, storage: Storage): Promise<void> {
  await storage.takeTurns(tx, MAIL_GATE_LOCK);
}

/** The first cap a new mail would pass, or 'send'. */
async function capFor(tx: Tx, caps: MailCaps, keys: { mailbox: string; domain: string }, now: Date): Promise<MailVerdict> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const mailbox = { column: 'mailbox', value: keys.mailbox } as const;
  if ((await sendsSince(tx, hourAgo, mailbox)) >= MAILBOX_HOURLY_CAP) return 'mailbox-hour';
  if ((await sendsSince(tx, new Date(now.getTime() - DAY_MS), mailbox)) >= MAILBOX_DAILY_CAP) return 'mailbox-day';
  if ((await sendsSince(tx, hourAgo, { column: 'domain', value: keys.domain })) >= caps.domainHour) return 'domain';
  if ((await sendsSince(tx, hourAgo)) >= caps.overallHour) return 'overall';
  return 'send';
}

/**
 * The one gate of every confirmation mail (newsletter and watches): decides, in the transaction that
 * would queue the mail, whether it may be queued as of `now`, and if so counts it. Call it only for a
 * mail that will be queued in `tx`, and queue it only on 'send'; a rolled-back transaction takes its
 * count back with it. The transaction must have begun with `takeMailTurn`, so instances on one
 * PostgreSQL database decide one after another and two can never both pass a cap.
 */
export async function admitMail(tx: Tx, storage: Storage, secret: string, caps: MailCaps, email: string, now: Date): Promise<MailVerdict> {
  await takeMailTurn(tx, storage);
  const keys = mailboxKeys(secret, email);
  const suppression = await suppressionOf(tx, keys.mailbox, now);
  if (suppression === 'used') return 'suppressed';
  const verdict = await capFor(tx, caps, keys, now);
  if (verdict !== 'send') return verdict;
  await tx.insertInto('mail_sends').values({ mailbox: keys.mailbox, domain: keys.domain, sent_at: now.toISOString() }).execute();
  if (suppression === 'unused') await spendSuppressedMail(tx, keys.mailbox, now);
  return 'send';
}

/** Forgets the address's mailbox in the count of mails sent (an erase; its opt-out is what stays). */
export async function forgetSends(tx: Tx, secret: string, email: string): Promise<void> {
  await tx.deleteFrom('mail_sends').where('mailbox', '=', mailboxKeys(secret, email).mailbox).execute();
}

/** Deletes mails counted more than a day ago and opt-outs older than 30 days (the hourly sweep); resolves how many rows. */
export async function sweepMailboxes(storage: Storage, now: Date): Promise<number> {
  return storage.transaction(async (tx) => {
    const sends = await tx
      .deleteFrom('mail_sends')
      .where('sent_at', '<=', new Date(now.getTime() - DAY_MS).toISOString())
      .executeTakeFirst();
    const suppressions = await tx
      .deleteFrom('mail_suppressions')
      .where('opted_out_at', '<=', new Date(now.getTime() - SUPPRESSION_MS).toISOString())
      .executeTakeFirst();
    return Number(sends.numDeletedRows) + Number(suppressions.numDeletedRows);
  });
}
