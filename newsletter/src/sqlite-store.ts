import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { newReaders, tally, utcDay, type ClickCount, type ClickStore, type PendingClick, type ReaderCount } from './clicks.js';
import { addressesIn, isAcceptableEmail, normaliseEmail } from './email.js';
import { GroupCommit } from './group-commit.js';
import { SQLITE_WATCH_TABLES, SqliteWatchStore } from './sqlite-watch-store.js';
import {
  HELD_REASON,
  REQUEST_BATCH,
  decideSignUp,
  type HeldSignup,
  type ConfirmOutcome,
  type MailJob,
  type Signup,
  type SignupStore,
  type StoreOptions,
  type SubscriberStatus,
} from './store.js';

/**
 * Versioned migrations, applied in order; `PRAGMA user_version` holds the last one applied. A
 * migration is SQL, or a function for a step SQL cannot say.
 */
export const SQLITE_MIGRATIONS: readonly (string | ((db: Database.Database) => void))[] = [
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
  // 3: the intake queue every sign-up request goes through, and held rows.
  `CREATE TABLE signup_requests (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL,
     source TEXT NOT NULL,
     requested_at TEXT NOT NULL
   );
   CREATE INDEX signup_requests_email ON signup_requests (email);
   ALTER TABLE signups ADD COLUMN held_reason TEXT;`,
  // 4: rows stored before the service took only one plain address (a list, a display name, invalid
  // UTF-8) are held: never mailed, listed by the CLI's `held`, erased with any address they mention.
  (db) => {
    const hold = db.prepare('UPDATE signups SET held_reason = ? WHERE id = ?');
    const dropMail = db.prepare('DELETE FROM mail_outbox WHERE signup_id = ?');
    for (const row of db.prepare('SELECT id, email FROM signups').all() as { id: number; email: string }[]) {
      if (isAcceptableEmail(row.email)) continue;
      hold.run(HELD_REASON, row.id);
      dropMail.run(row.id);
    }
  },
  // 5: outbound clicks (/go/{toolId}): a count per day, tool and kind of page, nothing about the reader.
  `CREATE TABLE clicks (
     day TEXT NOT NULL,
     tool_id TEXT NOT NULL,
     page_kind TEXT NOT NULL,
     clicks INTEGER NOT NULL,
     PRIMARY KEY (day, tool_id, page_kind)
   ) WITHOUT ROWID;`,
  // 6: how many readers clicked each day (each once: the service forgets who at midnight UTC), so
  // the site ranks by clicks only when they come from enough readers.
  `CREATE TABLE click_readers (
     day TEXT PRIMARY KEY,
     readers INTEGER NOT NULL
   ) WITHOUT ROWID;`,
  // 7: watches of tools (watch-store.ts): watchers, their watches, the facts last notified about,
  // the runs of notify-changes and the watch mails with their state per recipient.
  SQLITE_WATCH_TABLES,
];

/** How long a write waits, in total, for another connection's lock (the CLI's erase, a second process). */
const LOCK_WAIT_MS = 5_000;

interface PendingRequest {
  email: string;
  source: string;
}

interface QueuedRequest {
  id: number;
  email: string;
  source: string;
  requested_at: string;
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
 * before `add` (or `recordClick`) resolves and the handler answers.
 *
 * A sign-up request is one row in the intake queue, whatever the address. Requests that arrive in
 * the same turn of the event loop are committed together (group commit): one transaction and one
 * WAL sync for the lot instead of one each, which is what lets a single process keep up with a
 * burst. Each caller still hears only after its own row is committed; if the group's transaction
 * fails, its rows are retried one by one so one bad row fails only itself (group-commit.ts).
 * `applyRequests` turns queued requests into sign-ups and mail jobs afterwards. Clicks are
 * group-committed the same way, as one upsert per (day, tool, page kind) of the group.
 *
 * busy_timeout is 0: SQLite's own wait would hold the whole event loop while another connection
 * holds the lock. A write that finds the database locked is tried again on a timer instead.
 * secure_delete overwrites deleted rows, and erase checkpoints the WAL, so an erased address leaves
 * no bytes in the files.
 */
export class SqliteSignupStore implements SignupStore, ClickStore {
  readonly path: string;
  private readonly db: Database.Database;
  private readonly pendingTtlMs: number;
  private readonly requests: GroupCommit<PendingRequest>;
  private readonly clicks: GroupCommit<PendingClick>;
  private readonly applyBatch: (limit: number) => number;
  private closed = false;
  /** Watches of tools, in the same file. */
  readonly watches: SqliteWatchStore;

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

    const enqueue = this.db.prepare<[string, string, string]>('INSERT INTO signup_requests (email, source, requested_at) VALUES (?, ?, ?)');
    const enqueueGroup = this.db.transaction((group: readonly PendingRequest[]) => {
      const now = new Date().toISOString();
      for (const request of group) enqueue.run(request.email, request.source, now);
    });
    const retryAlone = (error: unknown) => !isBusy(error) && !this.closed;
    this.requests = new GroupCommit((group) => this.write(() => enqueueGroup(group)), retryAlone);

    const countClicks = this.db.prepare<[string, string, string, number]>(
      `INSERT INTO clicks (day, tool_id, page_kind, clicks) VALUES (?, ?, ?, ?)
       ON CONFLICT (day, tool_id, page_kind) DO UPDATE SET clicks = clicks + excluded.clicks`,
    );
    const countReaders = this.db.prepare<[string, number]>(
      `INSERT INTO click_readers (day, readers) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET readers = readers + excluded.readers`,
    );
    const countGroup = this.db.transaction((group: readonly PendingClick[]) => {
      const day = utcDay();
      for (const count of tally(group)) countClicks.run(day, count.toolId, count.pageKind, count.clicks);
      const readers = newReaders(group);
      if (readers > 0) countReaders.run(day, readers);
    });
    this.clicks = new GroupCommit((group) => this.write(() => countGroup(group)), retryAlone);
    this.watches = new SqliteWatchStore(this.db, (work) => this.write(work));

    const oldest = this.db.prepare<[number], QueuedRequest>('SELECT * FROM signup_requests ORDER BY id LIMIT ?');
    const dequeue = this.db.prepare<[number]>('DELETE FROM signup_requests WHERE id = ?');
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
    const queueMail = this.db.prepare<[number, string, string]>(
      'INSERT INTO mail_outbox (signup_id, next_attempt_at, created_at) VALUES (?, ?, ?)',
    );

    const apply = ({ email, source, requested_at: at }: QueuedRequest) => {
      const row = find.get(email);
      const action = decideSignUp(
        row && {
          status: row.status,
          consentedAt: new Date(row.consented_at),
          confirmMailedAt: row.confirm_mailed_at === null ? null : new Date(row.confirm_mailed_at),
        },
        new Date(at),
        this.pendingTtlMs,
      );
      if (action === 'none') return;
      let signupId: number;
      if (action === 'insert') {
        signupId = Number(insert.run(randomUUID(), email, source, at, at, at).lastInsertRowid);
      } else {
        signupId = (row as Row).id;
        if (action === 'renew') renew.run(source, at, at, signupId);
        else mailed.run(at, signupId);
        // One confirmation mail in the outbox per address at a time: the newest.
        dropQueued.run(signupId);
      }
      queueMail.run(signupId, new Date().toISOString(), at);
    };
    this.applyBatch = this.db.transaction((limit: number) => {
      const requests = oldest.all(limit);
      for (const request of requests) {
        apply(request);
        dequeue.run(request.id);
      }
      return requests.length;
    });
  }

  /** Opens (and, unless told otherwise, creates) the database file and its directory. */
  static open(path: string, options: SqliteStoreOptions = {}): SqliteSignupStore {
    return new SqliteSignupStore(path, options);
  }

  private migrate(): void {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    if (version > SQLITE_MIGRATIONS.length) {
      throw new Error(`The database schema is version ${version}; this service knows up to ${SQLITE_MIGRATIONS.length}`);
    }
    this.db.transaction(() => {
      for (let next = version; next < SQLITE_MIGRATIONS.length; next += 1) {
        const migration = SQLITE_MIGRATIONS[next] as string | ((db: Database.Database) => void);
        if (typeof migration === 'string') this.db.exec(migration);
        else migration(this.db);
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
    if (!isAcceptableEmail(email)) return Promise.reject(new TypeError('A sign-up needs one plain, normalised address'));
    return this.requests.push({ email, source });
  }

  recordClick(toolId: string, pageKind: string, firstToday = false): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The sign-up store is closed'));
    return this.clicks.push({ toolId, pageKind, firstToday });
  }

  async readerCounts(sinceDay?: string): Promise<ReaderCount[]> {
    this.assertOpen();
    return this.db.prepare<[string], ReaderCount>('SELECT day, readers FROM click_readers WHERE day >= ? ORDER BY day').all(sinceDay ?? '');
  }

  async clickCounts(sinceDay?: string): Promise<ClickCount[]> {
    this.assertOpen();
    return this.db
      .prepare<[string], ClickCount>(
        `SELECT day, tool_id AS toolId, page_kind AS pageKind, clicks FROM clicks WHERE day >= ? ORDER BY day, tool_id, page_kind`,
      )
      .all(sinceDay ?? '');
  }

  async applyRequests(limit: number): Promise<number> {
    return this.write(() => this.applyBatch(limit));
  }

  /** Applies every queued request: what a read does first, so it sees every acknowledged sign-up. */
  private async applyAll(): Promise<void> {
    while ((await this.applyRequests(REQUEST_BATCH)) === REQUEST_BATCH);
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
    await this.applyAll();
    return (this.db.prepare('SELECT count(*) AS n FROM signups WHERE held_reason IS NULL').get() as { n: number }).n;
  }

  async list(): Promise<Signup[]> {
    await this.applyAll();
    return (this.db.prepare('SELECT * FROM signups WHERE held_reason IS NULL ORDER BY id').all() as Row[]).map(toSignup);
  }

  async held(): Promise<HeldSignup[]> {
    this.assertOpen();
    return (this.db.prepare('SELECT * FROM signups WHERE held_reason IS NOT NULL ORDER BY id').all() as Row[]).map((row) => ({
      email: row.email,
      status: row.status,
      createdAt: row.created_at,
      mentions: addressesIn(row.email),
    }));
  }

  async erase(email: string): Promise<boolean> {
    const address = normaliseEmail(email);
    const erased = await this.write(() =>
      this.db.transaction(() => {
        const requests = this.db.prepare('DELETE FROM signup_requests WHERE email = ?').run(address).changes;
        const held = (
          this.db.prepare('SELECT id, email FROM signups WHERE held_reason IS NOT NULL').all() as { id: number; email: string }[]
        )
          .filter((row) => addressesIn(row.email).includes(address))
          .map((row) => row.id);
        const own = this.db.prepare<[string], { id: number }>('SELECT id FROM signups WHERE email = ?').get(address);
        const ids = own ? [own.id, ...held] : held;
        for (const id of ids) {
          this.db.prepare('DELETE FROM mail_outbox WHERE signup_id = ?').run(id);
          this.db.prepare('DELETE FROM signups WHERE id = ?').run(id);
        }
        const watcher = this.watches.eraseInTransaction(address);
        return ids.length > 0 || requests > 0 || watcher > 0;
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
            `SELECT o.id FROM mail_outbox o JOIN signups s ON s.id = o.signup_id
             WHERE o.next_attempt_at <= ? AND (o.lease_until IS NULL OR o.lease_until <= ?) AND s.held_reason IS NULL ORDER BY o.id LIMIT ?`,
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
    await Promise.all([this.requests.drain(), this.clicks.drain()]);
    this.closed = true;
    this.db.close();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The sign-up store is closed');
  }
}
