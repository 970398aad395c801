import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { addressesIn, isAcceptableEmail, normaliseEmail } from '../email.js';
import { STORE_CLOSED, isoTime, type Storage, type Tx } from '../storage/database.js';
import { GroupCommit } from '../storage/group-commit.js';
import { applyQueuedUpToNow } from '../storage/intake.js';
import { isBusy } from '../storage/sqlite.js';
import { eraseWatcher } from '../watches/queue.js';
import {
  REQUEST_BATCH,
  type ConfirmOutcome,
  type HeldSignup,
  type MailJob,
  type Signup,
  type SignupStore,
  type StoreOptions,
} from './store.js';
import type { MailGate } from '../mailboxes/gate.js';
import { claimMailJobs, drainQueue, type AdmitMail } from './queue.js';

interface PendingRequest {
  email: string;
  source: string;
}

type SignupRow = {
  public_id: string;
  email: string;
  source: string;
  status: Signup['status'];
  created_at: string | Date;
  consented_at: string | Date;
  confirmed_at: string | Date | null;
  unsubscribed_at: string | Date | null;
};

const toSignup = (row: SignupRow): Signup => ({
  id: row.public_id,
  email: row.email,
  source: row.source,
  status: row.status,
  createdAt: isoTime(row.created_at),
  consentedAt: isoTime(row.consented_at),
  confirmedAt: isoTime(row.confirmed_at),
  unsubscribedAt: isoTime(row.unsubscribed_at),
});

/** What an erase of an address deletes from the sign-up tables, in the caller's transaction; resolves whether anything was. */
async function eraseSignups(tx: Tx, address: string): Promise<boolean> {
  const requests = await tx.deleteFrom('signup_requests').where('email', '=', address).executeTakeFirst();
  const held = (await tx.selectFrom('signups').select(['id', 'email']).where('held_reason', 'is not', null).execute())
    .filter((row) => addressesIn(row.email).includes(address))
    .map((row) => row.id);
  const own = await tx.selectFrom('signups').select('id').where('email', '=', address).executeTakeFirst();
  const ids = own ? [own.id, ...held] : held;
  if (ids.length > 0) {
    await tx.deleteFrom('mail_outbox').where('signup_id', 'in', ids).execute();
    await tx.deleteFrom('signups').where('id', 'in', ids).execute();
  }
  return ids.length > 0 || Number(requests.numDeletedRows) > 0;
}

/**
 * The sign-ups, written once for SQLite and PostgreSQL (storage/database.ts says what differs).
 *
 * A sign-up request is one row in the intake queue, whatever the address, committed before `add`
 * resolves. On SQLite the requests of one turn of the event loop are committed together (group
 * commit): one transaction and one WAL sync for the lot, which is what lets a single process keep up
 * with a burst; each caller still hears only after its own row is committed, and if the group's
 * transaction fails its rows are retried one by one (group-commit.ts). On PostgreSQL each request
 * is its own insert and concurrency comes from the pool. `applyRequests` (queue.ts) turns queued
 * requests into sign-ups and mail jobs afterwards.
 */
export class SignupDatabaseStore implements Omit<SignupStore, 'close'> {
  private readonly requests: GroupCommit<PendingRequest> | undefined;
  private readonly pendingTtlMs: number;

  constructor(
    private readonly storage: Storage,
    private readonly gate: MailGate,
    options: Partial<StoreOptions> = {},
  ) {
    this.pendingTtlMs = options.pendingTtlMs ?? 48 * 3_600_000;
    if (storage.dialect === 'sqlite') {
      this.requests = new GroupCommit(
        (group) => this.enqueue(group),
        (error) => !isBusy(error) && !storage.closed,
      );
    }
  }

  private async enqueue(group: readonly PendingRequest[]): Promise<void> {
    const requestedAt = this.storage.now();
    const rows = group.map(({ email, source }) => ({ email, source, requested_at: requestedAt }));
    await this.storage.transaction((tx) => tx.insertInto('signup_requests').values(rows).execute());
  }

  add(email: string, source: string): Promise<void> {
    if (this.storage.closed) return Promise.reject(new Error(STORE_CLOSED));
    if (!isAcceptableEmail(email)) return Promise.reject(new TypeError('A sign-up needs one plain, normalised address'));
    if (this.requests) return this.requests.push({ email, source });
    return this.storage
      .write((db) => db.insertInto('signup_requests').values({ email, source, requested_at: this.storage.now() }).execute())
      .then(() => undefined);
  }

  async applyRequests(limit: number): Promise<number> {
    return drainQueue(this.storage, await this.admitter(), this.pendingTtlMs, limit);
  }

  /** The gate every confirmation mail passes, with its key read before the transaction that asks it. */
  private async admitter(): Promise<AdmitMail> {
    const key = await this.gate.key();
    return { turn: (tx) => this.gate.turn(tx), admit: (tx, email) => this.gate.admit(tx, key, email) };
  }

  /** Applies every queued request: what a read does first, so it sees every acknowledged sign-up. */
  private async applyAll(): Promise<void> {
    const admit = await this.admitter();
    await applyQueuedUpToNow(this.storage, 'signup_requests', (newest) =>
      drainQueue(this.storage, admit, this.pendingTtlMs, REQUEST_BATCH, newest),
    );
  }

  async confirm(subscriberId: string, consentedAt: Date): Promise<ConfirmOutcome> {
    const row = await this.storage.db
      .selectFrom('signups')
      .select('status')
      .where('public_id', '=', subscriberId)
      .where('consented_at', '=', consentedAt.toISOString())
      .executeTakeFirst();
    if (!row || row.status === 'unsubscribed') return 'invalid';
    // The same link opened again is a read: no write, no sync to disk, however often.
    if (row.status === 'confirmed') return 'confirmed';
    const result = await this.storage.write((db) =>
      db
        .updateTable('signups')
        .set({ status: 'confirmed', confirmed_at: sql<string>`coalesce(confirmed_at, ${this.storage.now()})` })
        .where('public_id', '=', subscriberId)
        .where('consented_at', '=', consentedAt.toISOString())
        .where('status', 'in', ['pending', 'confirmed'])
        .executeTakeFirst(),
    );
    return Number(result.numUpdatedRows) > 0 ? 'confirmed' : 'invalid';
  }

  async unsubscribe(subscriberId: string): Promise<void> {
    const key = await this.gate.key();
    // The outbox rows go with the status change: an unsubscribed reader gets no confirmation mail;
    // and the mailbox's opt-out is remembered, so the form cannot mail it again at once.
    await this.storage.transaction(async (tx) => {
      await this.gate.turn(tx);
      const changed = await tx
        .updateTable('signups')
        .set({ status: 'unsubscribed', unsubscribed_at: this.storage.now() })
        .where('public_id', '=', subscriberId)
        .where('status', '!=', 'unsubscribed')
        .returning(['id', 'email'])
        .execute();
      for (const row of changed) {
        await tx.deleteFrom('mail_outbox').where('signup_id', '=', row.id).execute();
        await this.gate.optOut(tx, key, row.email);
      }
    });
  }

  async count(): Promise<number> {
    await this.applyAll();
    const row = await this.storage.db
      .selectFrom('signups')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('held_reason', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async list(): Promise<Signup[]> {
    await this.applyAll();
    return (await this.storage.db.selectFrom('signups').selectAll().where('held_reason', 'is', null).orderBy('id').execute()).map(toSignup);
  }

  async held(): Promise<HeldSignup[]> {
    if (this.storage.closed) throw new Error(STORE_CLOSED);
    const rows = await this.storage.db.selectFrom('signups').selectAll().where('held_reason', 'is not', null).orderBy('id').execute();
    return rows.map((row) => ({
      email: row.email,
      status: row.status,
      createdAt: isoTime(row.created_at),
      mentions: addressesIn(row.email),
    }));
  }

  /** Deletes the address's sign-up, queued requests and mail, the held rows that mention it, and its watches. */
  async erase(email: string): Promise<boolean> {
    const address = normaliseEmail(email);
    const key = await this.gate.key();
    const erased = await this.storage.transaction(async (tx) => {
      await this.gate.turn(tx);
      const signups = await eraseSignups(tx, address);
      const watcher = await eraseWatcher(tx, address);
      // What stays of the address: its mailbox's opt-out, a keyed hash, for 30 days (the counts of
      // mails sent to it, the same hash, go; so no vacuum is needed for them).
      await this.gate.erased(tx, key, address);
      return signups || watcher;
    });
    if (erased) await this.storage.scrub(['signups', 'signup_requests', 'watchers', 'watch_mail', 'watch_requests']);
    return erased;
  }

  async expirePending(cutoff: Date): Promise<number> {
    const cut = cutoff.toISOString();
    const removed = await this.storage.transaction(async (tx) => {
      const expired = tx.selectFrom('signups').select('id').where('status', '=', 'pending').where('consented_at', '<', cut);
      await tx.deleteFrom('mail_outbox').where('signup_id', 'in', expired).execute();
      const result = await tx.deleteFrom('signups').where('status', '=', 'pending').where('consented_at', '<', cut).executeTakeFirst();
      return Number(result.numDeletedRows);
    });
    if (removed > 0) await this.storage.checkpoint();
    return removed;
  }

  claimMail(limit: number, leaseMs: number): Promise<MailJob[]> {
    return claimMailJobs(this.storage, limit, leaseMs);
  }

  async mailSent(jobIds: readonly number[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.storage.write((db) =>
      db
        .deleteFrom('mail_outbox')
        .where('id', 'in', [...jobIds])
        .execute(),
    );
  }

  async mailFailed(jobId: number, retryAt: Date | null): Promise<void> {
    await this.storage.write(async (db) => {
      if (retryAt === null) await db.deleteFrom('mail_outbox').where('id', '=', jobId).execute();
      else
        await db
          .updateTable('mail_outbox')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: retryAt.toISOString(), lease_until: null }))
          .where('id', '=', jobId)
          .execute();
    });
  }

  async secret(): Promise<string> {
    const read = async () =>
      (await this.storage.db.selectFrom('meta').select('value').where('key', '=', 'link-secret').executeTakeFirst())?.value;
    if (this.storage.closed) throw new Error(STORE_CLOSED);
    const existing = await read();
    if (existing) return existing;
    // Two instances starting together agree on the first key written.
    await this.storage.write((db) =>
      db
        .insertInto('meta')
        .values({ key: 'link-secret', value: randomBytes(32).toString('hex') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute(),
    );
    return (await read()) as string;
  }

  async check(): Promise<void> {
    // A committed write, not just a read: a full disk or a read-only file fails here.
    await this.storage.write((db) =>
      db
        .insertInto('meta')
        .values({ key: 'health', value: new Date().toISOString() })
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
        .execute(),
    );
  }

  /** Commits the sign-ups still waiting for their group. */
  async drain(): Promise<void> {
    await this.requests?.drain();
  }
}
