import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { normaliseEmail } from './email.js';
import {
  decideSignUp,
  type ConfirmOutcome,
  type MailJob,
  type Signup,
  type SignupStore,
  type StoreOptions,
  type SubscriberStatus,
} from './store.js';

/** Versioned migrations, applied in order; `PRAGMA user_version` holds the last one applied. */
const MIGRATIONS: readonly string[] = [
  // 1: single opt-in sign-ups.
  `CREATE TABLE IF NOT EXISTS signups (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL COLLATE NOCASE UNIQUE,
     source TEXT NOT NULL,
     created_at TEXT NOT NULL
   );`,
  // 2: double opt-in. Rows from before were single opt-in: they stay subscribed ('confirmed' with
  // no confirmed_at), which the export shows so an operator can ask them again or drop them.
  `ALTER TABLE signups ADD COLUMN public_id TEXT;
   UPDATE signups SET public_id = lower(hex(randomblob(16)));
   CREATE UNIQUE INDEX signups_public_id ON signups (public_id);
   ALTER TABLE signups ADD COLUMN status TEXT NOT NULL DEFAULT 'confirmed';
   ALTER TABLE signups ADD COLUMN consented_at TEXT;
   UPDATE signups SET consented_at = created_at;
   ALTER TABLE signups ADD COLUMN confirmed_at TEXT;
   ALTER TABLE signups ADD COLUMN unsubscribed_at TEXT;
   ALTER TABLE signups ADD COLUMN confirm_mailed_at TEXT;
   CREATE INDEX signups_pending ON signups (status, consented_at);
   CREATE TABLE mail_outbox (
     id INTEGER PRIMARY KEY,
     signup_id INTEGER NOT NULL,
     next_attempt_at TEXT NOT NULL,
     lease_until TEXT,
     attempts INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL
   );
   CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at);
   CREATE INDEX mail_outbox_signup ON mail_outbox (signup_id);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
];

/** How long a write waits, in total, for another connection's lock (the CLI's erase, a second process). */
const LOCK_WAIT_MS = 5_000;

interface PendingSignup {
  email: string;
  source: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface Row {
  id: number;
  public_id: string;
  email: string;
  source: string;
  status: SubscriberStatus;
  created_at: string;
  consented_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  confirm_mailed_at: string | null;
}

export interface SqliteStoreOptions extends Partial<StoreOptions> {
  /** Refuse to create a missing database file (the CLI: a typo must not make an empty one). */
  mustExist?: boolean;
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toSignup(row: Row): Signup {
  return {
    id: row.public_id,
    email: row.email,
    source: row.source,
    status: row.status,
    createdAt: row.created_at,
    consentedAt: row.consented_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}

/**
 * The default store: one SQLite file in WAL mode with synchronous=FULL, so a commit is on disk
 * before `add` resolves and the handler answers.
 *
 * Sign-ups that arrive in the same turn of the event loop are committed together (group commit):
 * one transaction and one WAL sync for the lot instead of one each, which is what lets a single
 * process keep up with a burst. Each caller still hears only after its own row is committed; if the
 * group's transaction fails, its rows are retried one by one so one bad row fails only itself.
 *
 * busy_timeout is 0: SQLite's own wait would hold the whole event loop while another connection
 * holds the lock. A write that finds the database locked is tried again on a timer instead.
 * secure_delete overwrites deleted rows, and erase checkpoints the WAL, so an erased address leaves
 * no bytes in the files.
 */
export class SqliteSignupStore implements SignupStore {
  readonly path: string;
  private readonly db: Database.Database;
  private readonly pendingTtlMs: number;
  private readonly addOne: (signup: { email: string; source: string }, now: string, nowDate: Date) => void;
  private readonly addGroup: (group: readonly PendingSignup[]) => void;
  private pending: PendingSignup[] = [];
  private flushScheduled = false;
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  private constructor(path: string, options: SqliteStoreOptions) {
    this.path = path;
    this.pendingTtlMs = options.pendingTtlMs ?? 48 * 3_600_000;
    if (!options.mustExist && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path, { fileMustExist: options.mustExist ?? false, timeout: 0 });
    try {
      this.db.pragma('busy_timeout = 0');
      const mode = this.db.pragma('journal_mode = WAL', { simple: true });
      if (path !== ':memory:' && mode !== 'wal') throw new Error(`SQLite refused WAL mode (got ${String(mode)})`);
      this.db.pragma('synchronous = FULL');
      this.db.pragma('secure_delete = ON');
      this.migrate();
    } catch (error) {
      this.db.close();
      throw error;
    }

    const find = this.db.prepare<[string], Row>('SELECT * FROM signups WHERE email = ?');
    const insert = this.db.prepare<[string, string, string, string, string, string]>(
      `INSERT INTO signups (public_id, email, source, created_at, status, consented_at, confirm_mailed_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
    );
    const renew = this.db.prepare<[string, string, string, number]>(
      `UPDATE signups SET status = 'pending', source = ?, consented_at = ?, confirm_mailed_at = ?, confirmed_at = NULL WHERE id = ?`,
    );
    const mailed = this.db.prepare<[string, number]>('UPDATE signups SET confirm_mailed_at = ? WHERE id = ?');
    const dropQueued = this.db.prepare<[number]>('DELETE FROM mail_outbox WHERE signup_id = ?');
    const queue = this.db.prepare<[number, string, string]>(
      'INSERT INTO mail_outbox (signup_id, next_attempt_at, created_at) VALUES (?, ?, ?)',
    );

    this.addOne = ({ email, source }, now, nowDate) => {
      const row = find.get(email);
      const action = decideSignUp(
        row && {
          status: row.status,
          consentedAt: new Date(row.consented_at),
          confirmMailedAt: row.confirm_mailed_at === null ? null : new Date(row.confirm_mailed_at),
        },
        nowDate,
        this.pendingTtlMs,
      );
      if (action === 'none') return;
      let signupId: number;
      if (action === 'insert') {
        signupId = Number(insert.run(randomUUID(), email, source, now, now, now).lastInsertRowid);
      } else {
        signupId = (row as Row).id;
        if (action === 'renew') renew.run(source, now, now, signupId);
        else mailed.run(now, signupId);
        // One confirmation mail in the outbox per address at a time: the newest.
        dropQueued.run(signupId);
      }
      queue.run(signupId, now, now);
    };
    this.addGroup = this.db.transaction((group: readonly PendingSignup[]) => {
      const nowDate = new Date();
      const now = nowDate.toISOString();
      for (const signup of group) this.addOne(signup, now, nowDate);
    });
  }

  /** Opens (and, unless told otherwise, creates) the database file and its directory. */
  static open(path: string, options: SqliteStoreOptions = {}): SqliteSignupStore {
    return new SqliteSignupStore(path, options);
  }

  private migrate(): void {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    if (version > MIGRATIONS.length) {
      throw new Error(`The database schema is version ${version}; this service knows up to ${MIGRATIONS.length}`);
    }
    this.db.transaction(() => {
      for (let next = version; next < MIGRATIONS.length; next += 1) {
        this.db.exec(MIGRATIONS[next] as string);
        this.db.pragma(`user_version = ${next + 1}`);
      }
    })();
  }

  /** Runs a synchronous write, trying again on a timer while another connection holds the lock. */
  private async write<T>(work: () => T): Promise<T> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (let delay = 2; ; delay = Math.min(delay * 2, 100)) {
      this.assertOpen();
      try {
        return work();
      } catch (error) {
        if (!isBusy(error) || Date.now() + delay > deadline) throw error;
      }
      await sleep(delay);
    }
  }

  add(email: string, source: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The sign-up store is closed'));
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ email, source, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.track(this.flush()));
      }
    });
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Commits every pending sign-up, then tells each caller. */
  private async flush(): Promise<void> {
    this.flushScheduled = false;
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    try {
      await this.write(() => this.addGroup(group));
      for (const signup of group) signup.resolve();
      return;
    } catch (error) {
      if (group.length === 1 || isBusy(error) || this.closed) {
        for (const signup of group) signup.reject(error);
        return;
      }
    }
    for (const signup of group) {
      try {
        await this.write(() => this.addGroup([signup]));
        signup.resolve();
      } catch (error) {
        signup.reject(error);
      }
    }
  }

  async confirm(subscriberId: string, consentedAt: Date): Promise<ConfirmOutcome> {
    const changes = await this.write(
      () =>
        this.db
          .prepare(
            `UPDATE signups SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, ?)
             WHERE public_id = ? AND consented_at = ? AND status IN ('pending', 'confirmed')`,
          )
          .run(new Date().toISOString(), subscriberId, consentedAt.toISOString()).changes,
    );
    return changes > 0 ? 'confirmed' : 'invalid';
  }

  async unsubscribe(subscriberId: string): Promise<void> {
    await this.write(() =>
      this.db.transaction(() => {
        const row = this.db
          .prepare<[string], { id: number }>("SELECT id FROM signups WHERE public_id = ? AND status != 'unsubscribed'")
          .get(subscriberId);
        if (!row) return;
        this.db
          .prepare("UPDATE signups SET status = 'unsubscribed', unsubscribed_at = ? WHERE id = ?")
          .run(new Date().toISOString(), row.id);
        this.db.prepare('DELETE FROM mail_outbox WHERE signup_id = ?').run(row.id);
      })(),
    );
  }

  async count(): Promise<number> {
    this.assertOpen();
    return (this.db.prepare('SELECT count(*) AS n FROM signups').get() as { n: number }).n;
  }

  async list(): Promise<Signup[]> {
    this.assertOpen();
    return (this.db.prepare('SELECT * FROM signups ORDER BY id').all() as Row[]).map(toSignup);
  }

  async erase(email: string): Promise<boolean> {
    const erased = await this.write(() =>
      this.db.transaction(() => {
        const row = this.db.prepare<[string], { id: number }>('SELECT id FROM signups WHERE email = ?').get(normaliseEmail(email));
        if (!row) return false;
        this.db.prepare('DELETE FROM mail_outbox WHERE signup_id = ?').run(row.id);
        this.db.prepare('DELETE FROM signups WHERE id = ?').run(row.id);
        return true;
      })(),
    );
    if (erased) await this.checkpoint();
    return erased;
  }

  /**
   * Copies the WAL into the database file and empties it. With secure_delete the deleted rows are
   * zeros in the new pages; until this checkpoint the WAL still holds the older page images.
   */
  private async checkpoint(): Promise<void> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (!result || result.busy === 0) return;
      // A reader in another connection still uses the old pages: wait for it rather than leave them.
      if (Date.now() > deadline) throw new Error('The WAL could not be emptied: another connection kept reading');
      await sleep(20);
    }
  }

  async expirePending(cutoff: Date): Promise<number> {
    const removed = await this.write(() =>
      this.db.transaction(() => {
        const cut = cutoff.toISOString();
        this.db
          .prepare("DELETE FROM mail_outbox WHERE signup_id IN (SELECT id FROM signups WHERE status = 'pending' AND consented_at < ?)")
          .run(cut);
        return this.db.prepare("DELETE FROM signups WHERE status = 'pending' AND consented_at < ?").run(cut).changes;
      })(),
    );
    if (removed > 0) await this.checkpoint();
    return removed;
  }

  async claimMail(limit: number, leaseMs: number): Promise<MailJob[]> {
    return this.write(() =>
      this.db.transaction(() => {
        const now = new Date();
        const nowIso = now.toISOString();
        const ids = this.db
          .prepare<[string, string, number], { id: number }>(
            'SELECT id FROM mail_outbox WHERE next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?) ORDER BY id LIMIT ?',
          )
          .all(nowIso, nowIso, limit)
          .map((row) => row.id);
        if (ids.length === 0) return [];
        const placeholders = ids.map(() => '?').join(',');
        this.db
          .prepare(`UPDATE mail_outbox SET lease_until = ? WHERE id IN (${placeholders})`)
          .run(new Date(now.getTime() + leaseMs).toISOString(), ...ids);
        return this.db
          .prepare(
            `SELECT o.id, o.attempts, s.public_id, s.email, s.consented_at FROM mail_outbox o JOIN signups s ON s.id = o.signup_id
             WHERE o.id IN (${placeholders}) ORDER BY o.id`,
          )
          .all(...ids)
          .map((row) => {
            const job = row as { id: number; attempts: number; public_id: string; email: string; consented_at: string };
            return { id: job.id, attempts: job.attempts, subscriberId: job.public_id, email: job.email, consentedAt: job.consented_at };
          });
      })(),
    );
  }

  async mailSent(jobIds: readonly number[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.write(() => this.db.prepare(`DELETE FROM mail_outbox WHERE id IN (${jobIds.map(() => '?').join(',')})`).run(...jobIds));
  }

  async mailFailed(jobId: number, retryAt: Date | null): Promise<void> {
    await this.write(() =>
      retryAt === null
        ? this.db.prepare('DELETE FROM mail_outbox WHERE id = ?').run(jobId)
        : this.db
            .prepare('UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ?, lease_until = NULL WHERE id = ?')
            .run(retryAt.toISOString(), jobId),
    );
  }

  async secret(): Promise<string> {
    const read = () => this.db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'link-secret'").get()?.value;
    this.assertOpen();
    const existing = read();
    if (existing) return existing;
    await this.write(() =>
      this.db
        .prepare("INSERT INTO meta (key, value) VALUES ('link-secret', ?) ON CONFLICT (key) DO NOTHING")
        .run(randomBytes(32).toString('hex')),
    );
    return read() as string;
  }

  async check(): Promise<void> {
    // A committed write, not just a read: a full disk or a read-only file fails here.
    await this.write(() =>
      this.db
        .prepare("INSERT INTO meta (key, value) VALUES ('health', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
        .run(new Date().toISOString()),
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (this.pending.length > 0) this.track(this.flush());
    await Promise.allSettled([...this.inFlight]);
    this.closed = true;
    this.db.close();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The sign-up store is closed');
  }
}
