import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { newReaders, tally, utcDay, type ClickCount, type ClickStore, type PendingClick, type ReaderCount } from './clicks.js';
import { POSTGRES_WATCH_TABLES, PostgresWatchStore } from './postgres-watch-store.js';
import { addressesIn, isAcceptableEmail, normaliseEmail } from './email.js';
import { GroupCommit } from './group-commit.js';
import {
  HELD_REASON,
  REQUEST_BATCH,
  decideSignUp,
  type HeldSignup,
  type ConfirmOutcome,
  type MailJob,
  type RateHit,
  type Signup,
  type SignupStore,
  type StoreOptions,
  type SubscriberStatus,
} from './store.js';

/**
 * Versioned migrations, applied in order inside one transaction under an advisory lock, so instances
 * starting together neither race nor apply one twice; `newsletter_migrations` records each version.
 */
export const POSTGRES_MIGRATIONS: readonly {
  version: number;
  name: string;
  sql: string;
  run?: (client: pg.PoolClient) => Promise<void>;
}[] = [
  {
    version: 1,
    name: 'double opt-in sign-ups, mail outbox, settings',
    sql: `
      CREATE TABLE signups (
        id bigserial PRIMARY KEY,
        public_id uuid NOT NULL UNIQUE,
        email text NOT NULL UNIQUE,
        source text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        created_at timestamptz NOT NULL,
        consented_at timestamptz NOT NULL,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        confirm_mailed_at timestamptz
      );
      CREATE INDEX signups_pending ON signups (status, consented_at);
      CREATE TABLE mail_outbox (
        id bigserial PRIMARY KEY,
        signup_id bigint NOT NULL REFERENCES signups (id) ON DELETE CASCADE,
        next_attempt_at timestamptz NOT NULL,
        lease_until timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at);
      CREATE INDEX mail_outbox_signup ON mail_outbox (signup_id);
      CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'rate-limit counts shared by instances',
    // Unlogged: a count lost in a crash only forgets a minute of rate limiting, and it skips the WAL.
    sql: `CREATE UNLOGGED TABLE rate_limits (key text PRIMARY KEY, window_start timestamptz NOT NULL, hits integer NOT NULL);`,
  },
  {
    version: 3,
    name: 'intake queue of sign-up requests; rows that are not one plain address held',
    sql: `
      CREATE TABLE signup_requests (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        source text NOT NULL,
        requested_at timestamptz NOT NULL
      );
      CREATE INDEX signup_requests_email ON signup_requests (email);
      ALTER TABLE signups ADD COLUMN held_reason text;
    `,
    // Rows stored before the service took only one plain address: never mailed, listed by the CLI's
    // `held`, erased with any address they mention.
    run: async (client) => {
      const { rows } = await client.query<{ id: string; email: string }>('SELECT id, email FROM signups');
      const held = rows.filter((row) => !isAcceptableEmail(row.email)).map((row) => row.id);
      if (held.length === 0) return;
      await client.query('UPDATE signups SET held_reason = $1 WHERE id = ANY($2::bigint[])', [HELD_REASON, held]);
      await client.query('DELETE FROM mail_outbox WHERE signup_id = ANY($1::bigint[])', [held]);
    },
  },
  {
    version: 4,
    name: 'outbound clicks: a count per day, tool and kind of page',
    sql: `
      CREATE TABLE clicks (
        day date NOT NULL,
        tool_id text NOT NULL,
        page_kind text NOT NULL,
        clicks bigint NOT NULL,
        PRIMARY KEY (day, tool_id, page_kind)
      );
    `,
  },
  {
    version: 5,
    name: 'readers per day of clicks; rate limits keyed by a hash only',
    sql: `
      CREATE TABLE click_readers (
        day date PRIMARY KEY,
        readers bigint NOT NULL
      );
      -- Rows keyed by a plain address, written before the keys were hashed, go.
      TRUNCATE rate_limits;
    `,
  },
  {
    version: 6,
    name: 'watches of tools: watchers, watches, the facts last notified about, runs and watch mail',
    sql: POSTGRES_WATCH_TABLES,
  },
];

/** Any fixed number: the key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_418_051;

interface Row {
  id: string;
  public_id: string;
  email: string;
  source: string;
  status: SubscriberStatus;
  created_at: Date;
  consented_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  confirm_mailed_at: Date | null;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function toSignup(row: Row): Signup {
  return {
    id: row.public_id,
    email: row.email,
    source: row.source,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    consentedAt: row.consented_at.toISOString(),
    confirmedAt: iso(row.confirmed_at),
    unsubscribedAt: iso(row.unsubscribed_at),
  };
}

export interface PostgresStoreOptions extends Partial<StoreOptions> {
  /** Connections in the pool (default 10). */
  poolSize?: number;
}

/**
 * The store for a site that outgrows one machine: several stateless service instances on one
 * PostgreSQL database. Each sign-up request is one committed insert into the intake queue before
 * `add` resolves; any instance applies queued requests (`FOR UPDATE SKIP LOCKED`), each in a
 * transaction with the sign-up row and mail job it leads to. Concurrency comes from the pool.
 *
 * Clicks are group-committed (group-commit.ts): those of one turn of the event loop are one upsert
 * per (day, tool, page kind), so a burst on one tool does not queue every click on that row's lock.
 */
export class PostgresSignupStore implements SignupStore, ClickStore {
  private readonly pool: pg.Pool;
  private readonly pendingTtlMs: number;
  private readonly clicks: GroupCommit<PendingClick>;
  private closed = false;
  /** Watches of tools, in the same database. */
  readonly watches: PostgresWatchStore;

  private constructor(pool: pg.Pool, options: PostgresStoreOptions) {
    this.pool = pool;
    this.pendingTtlMs = options.pendingTtlMs ?? 48 * 3_600_000;
    this.clicks = new GroupCommit(
      async (group) => {
        const counts = tally(group);
        // One statement, so the day's readers are counted in the same commit as their clicks.
        await this.query(
          `WITH counted AS (
             INSERT INTO clicks (day, tool_id, page_kind, clicks)
             SELECT $1::date, t.tool_id, t.page_kind, t.clicks FROM unnest($2::text[], $3::text[], $4::bigint[]) AS t (tool_id, page_kind, clicks)
             ON CONFLICT (day, tool_id, page_kind) DO UPDATE SET clicks = clicks.clicks + excluded.clicks
           )
           INSERT INTO click_readers AS r (day, readers) SELECT $1::date, $5::bigint WHERE $5::bigint > 0
           ON CONFLICT (day) DO UPDATE SET readers = r.readers + excluded.readers`,
          [
            utcDay(),
            counts.map((count) => count.toolId),
            counts.map((count) => count.pageKind),
            counts.map((count) => count.clicks),
            newReaders(group),
          ],
        );
      },
      () => !this.closed,
    );
    this.watches = new PostgresWatchStore(
      (text, values) => this.query(text, values),
      (work) => this.transaction(work),
    );
  }

  recordClick(toolId: string, pageKind: string, firstToday = false): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The sign-up store is closed'));
    return this.clicks.push({ toolId, pageKind, firstToday });
  }

  async readerCounts(sinceDay?: string): Promise<ReaderCount[]> {
    const { rows } = await this.query<{ day: string; readers: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, readers FROM click_readers WHERE day >= $1::date ORDER BY day`,
      [sinceDay ?? '0001-01-01'],
    );
    return rows.map((row) => ({ day: row.day, readers: Number(row.readers) }));
  }

  async clickCounts(sinceDay?: string): Promise<ClickCount[]> {
    const { rows } = await this.query<{ day: string; tool_id: string; page_kind: string; clicks: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, tool_id, page_kind, clicks FROM clicks WHERE day >= $1::date ORDER BY day, tool_id, page_kind`,
      [sinceDay ?? '0001-01-01'],
    );
    return rows.map((row) => ({ day: row.day, toolId: row.tool_id, pageKind: row.page_kind, clicks: Number(row.clicks) }));
  }

  /** Connects, applies the migrations this database lacks, and refuses a schema newer than this code. */
  static async open(url: string, options: PostgresStoreOptions = {}): Promise<PostgresSignupStore> {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // A database that stops answering fails the request (500) instead of holding it.
      connectionTimeoutMillis: 5_000,
      query_timeout: 8_000,
      application_name: 'newsletter-service',
    });
    // An idle connection that breaks (a restarted server) is dropped by the pool, not thrown at the process.
    pool.on('error', () => undefined);
    const store = new PostgresSignupStore(pool, options);
    try {
      await store.migrate();
    } catch (error) {
      await pool.end();
      throw error;
    }
    return store;
  }

  private async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS newsletter_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const { rows } = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM newsletter_migrations');
      const current = rows[0]?.version ?? 0;
      const latest = POSTGRES_MIGRATIONS.at(-1)?.version ?? 0;
      if (current > latest) throw new Error(`The database schema is version ${current}; this service knows up to ${latest}`);
      for (const migration of POSTGRES_MIGRATIONS) {
        if (migration.version <= current) continue;
        await client.query(migration.sql);
        await migration.run?.(client);
        await client.query('INSERT INTO newsletter_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      }
    });
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    this.assertOpen();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    this.assertOpen();
    return this.pool.query<R>(text, values);
  }

  async add(email: string, source: string): Promise<void> {
    if (!isAcceptableEmail(email)) throw new TypeError('A sign-up needs one plain, normalised address');
    await this.query('INSERT INTO signup_requests (email, source, requested_at) VALUES ($1, $2, now())', [email, source]);
  }

  applyRequests(limit: number): Promise<number> {
    return this.applyBatch(limit);
  }

  /**
   * Takes up to `limit` queued requests and applies them in one transaction. The worker skips
   * requests another instance is applying; a read (`upTo`: the newest request when it began) waits
   * for them instead, so it sees every acknowledged sign-up.
   */
  private async applyBatch(limit: number, upTo?: string): Promise<number> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ id: string; email: string; source: string; requested_at: Date }>(
        upTo === undefined
          ? `DELETE FROM signup_requests WHERE id IN (SELECT id FROM signup_requests ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
             RETURNING id, email, source, requested_at`
          : `DELETE FROM signup_requests WHERE id IN (SELECT id FROM signup_requests WHERE id <= $2 ORDER BY id LIMIT $1 FOR UPDATE)
             RETURNING id, email, source, requested_at`,
        upTo === undefined ? [limit] : [limit, upTo],
      );
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      for (const request of rows) await this.apply(client, request.email, request.source, request.requested_at);
      return rows.length;
    });
  }

  /** Applies one request as of `at`, when it was made. */
  private async apply(client: pg.PoolClient, email: string, source: string, at: Date): Promise<void> {
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO signups (public_id, email, source, status, created_at, consented_at, confirm_mailed_at)
       VALUES ($1, $2, $3, 'pending', $4, $4, $4) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [randomUUID(), email, source, at],
    );
    let signupId = inserted.rows[0]?.id;
    if (signupId === undefined) {
      // Known address: lock its row so two instances applying requests for it agree.
      const { rows } = await client.query<Row>('SELECT * FROM signups WHERE email = $1 FOR UPDATE', [email]);
      const row = rows[0];
      if (!row) throw new Error('The sign-up row vanished while it was being updated');
      const action = decideSignUp(
        { status: row.status, consentedAt: row.consented_at, confirmMailedAt: row.confirm_mailed_at },
        at,
        this.pendingTtlMs,
      );
      if (action === 'none') return;
      signupId = row.id;
      if (action === 'renew') {
        await client.query(
          `UPDATE signups SET status = 'pending', source = $1, consented_at = $2, confirm_mailed_at = $2, confirmed_at = NULL WHERE id = $3`,
          [source, at, signupId],
        );
      } else {
        await client.query('UPDATE signups SET confirm_mailed_at = $1 WHERE id = $2', [at, signupId]);
      }
      await client.query('DELETE FROM mail_outbox WHERE signup_id = $1', [signupId]);
    }
    await client.query('INSERT INTO mail_outbox (signup_id, next_attempt_at, created_at) VALUES ($1, now(), $2)', [signupId, at]);
  }

  /** Applies every queued request: what a read does first, so it sees every acknowledged sign-up. */
  private async applyAll(): Promise<void> {
    const { rows } = await this.query<{ newest: string | null }>('SELECT max(id) AS newest FROM signup_requests');
    const newest = rows[0]?.newest;
    if (newest === null || newest === undefined) return;
    // FOR UPDATE with LIMIT may return fewer rows than are left once a locked batch commits: loop
    // until none up to `newest` remains.
    for (;;) {
      await this.applyBatch(REQUEST_BATCH, newest);
      const left = await this.query('SELECT 1 FROM signup_requests WHERE id <= $1 LIMIT 1', [newest]);
      if ((left.rowCount ?? 0) === 0) return;
    }
  }

  async confirm(subscriberId: string, consentedAt: Date): Promise<ConfirmOutcome> {
    const result = await this.query(
      `UPDATE signups SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
       WHERE public_id = $1 AND consented_at = $2 AND status IN ('pending', 'confirmed')`,
      [subscriberId, consentedAt],
    );
    return (result.rowCount ?? 0) > 0 ? 'confirmed' : 'invalid';
  }

  async unsubscribe(subscriberId: string): Promise<void> {
    // The outbox rows go with the status change: an unsubscribed reader gets no confirmation mail.
    await this.query(
      `WITH changed AS (
         UPDATE signups SET status = 'unsubscribed', unsubscribed_at = now()
         WHERE public_id = $1 AND status != 'unsubscribed' RETURNING id
       )
       DELETE FROM mail_outbox WHERE signup_id IN (SELECT id FROM changed)`,
      [subscriberId],
    );
  }

  async count(): Promise<number> {
    await this.applyAll();
    const { rows } = await this.query<{ n: string }>('SELECT count(*) AS n FROM signups WHERE held_reason IS NULL');
    return Number(rows[0]?.n ?? 0);
  }

  async list(): Promise<Signup[]> {
    await this.applyAll();
    const { rows } = await this.query<Row>('SELECT * FROM signups WHERE held_reason IS NULL ORDER BY id');
    return rows.map(toSignup);
  }

  async held(): Promise<HeldSignup[]> {
    const { rows } = await this.query<Row>('SELECT * FROM signups WHERE held_reason IS NOT NULL ORDER BY id');
    return rows.map((row) => ({
      email: row.email,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      mentions: addressesIn(row.email),
    }));
  }

  async erase(email: string): Promise<boolean> {
    const address = normaliseEmail(email);
    const erased = await this.transaction(async (client) => {
      const requests = await client.query('DELETE FROM signup_requests WHERE email = $1', [address]);
      const { rows } = await client.query<{ id: string; email: string }>('SELECT id, email FROM signups WHERE held_reason IS NOT NULL');
      const held = rows.filter((row) => addressesIn(row.email).includes(address)).map((row) => row.id);
      // The outbox rows go with them (ON DELETE CASCADE), and a watcher's watches and mail with it.
      const signups = await client.query('DELETE FROM signups WHERE email = $1 OR id = ANY($2::bigint[])', [address, held]);
      const watcher = await this.watches.eraseInTransaction(client, address);
      return (signups.rowCount ?? 0) + (requests.rowCount ?? 0) + watcher > 0;
    });
    // Reclaims the dead row versions in the table and index pages now rather than at autovacuum's leisure.
    if (erased) {
      for (const table of ['signups', 'signup_requests', 'watchers', 'watch_mail']) await this.query(`VACUUM ${table}`);
    }
    return erased;
  }

  async expirePending(cutoff: Date): Promise<number> {
    const result = await this.query("DELETE FROM signups WHERE status = 'pending' AND consented_at < $1", [cutoff]);
    return result.rowCount ?? 0;
  }

  async claimMail(limit: number, leaseMs: number): Promise<MailJob[]> {
    // SKIP LOCKED: instances polling together each take different jobs instead of waiting on each other.
    const { rows } = await this.query<{ id: string; attempts: number; public_id: string; email: string; consented_at: Date }>(
      `WITH due AS (
         SELECT id FROM mail_outbox
         WHERE next_attempt_at <= now() AND (lease_until IS NULL OR lease_until <= now())
         ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE mail_outbox o SET lease_until = now() + $2 * interval '1 millisecond'
         FROM due WHERE o.id = due.id RETURNING o.id, o.attempts, o.signup_id
       )
       SELECT c.id, c.attempts, s.public_id, s.email, s.consented_at FROM claimed c JOIN signups s ON s.id = c.signup_id
       WHERE s.held_reason IS NULL ORDER BY c.id`,
      [limit, leaseMs],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      attempts: row.attempts,
      subscriberId: row.public_id,
      email: row.email,
      consentedAt: row.consented_at.toISOString(),
    }));
  }

  async mailSent(jobIds: readonly number[]): Promise<void> {
    if (jobIds.length > 0) await this.query('DELETE FROM mail_outbox WHERE id = ANY($1::bigint[])', [jobIds]);
  }

  async mailFailed(jobId: number, retryAt: Date | null): Promise<void> {
    if (retryAt === null) await this.query('DELETE FROM mail_outbox WHERE id = $1', [jobId]);
    else
      await this.query('UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = $1, lease_until = NULL WHERE id = $2', [
        retryAt,
        jobId,
      ]);
  }

  async secret(): Promise<string> {
    // Two instances starting together agree on the first key written.
    await this.query("INSERT INTO meta (key, value) VALUES ('link-secret', $1) ON CONFLICT (key) DO NOTHING", [
      randomBytes(32).toString('hex'),
    ]);
    const { rows } = await this.query<{ value: string }>("SELECT value FROM meta WHERE key = 'link-secret'");
    return rows[0]?.value as string;
  }

  readonly hitRateLimit = async (key: string, windowMs: number): Promise<RateHit> => {
    const { rows } = await this.query<{ hits: number; ttl_ms: string }>(
      `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start <= now() - $2 * interval '1 millisecond' THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start <= now() - $2 * interval '1 millisecond' THEN now() ELSE r.window_start END
       RETURNING hits, ceil(extract(epoch FROM (window_start + $2 * interval '1 millisecond' - now())) * 1000) AS ttl_ms`,
      [key, windowMs],
    );
    const row = rows[0];
    if (!row) throw new Error('The rate-limit count was not returned');
    // now() is when each statement's transaction began: one that waited on the row lock behind a
    // later first hit sees the window start after its own now(), so the time left is clamped to the window.
    return { count: row.hits, ttlMs: Math.min(windowMs, Math.max(0, Number(row.ttl_ms))) };
  };

  readonly sweepRateLimits = async (windowMs: number): Promise<number> => {
    const { rowCount } = await this.query("DELETE FROM rate_limits WHERE window_start <= now() - $1 * interval '1 millisecond'", [
      windowMs,
    ]);
    return rowCount ?? 0;
  };

  async check(): Promise<void> {
    await this.query("INSERT INTO meta (key, value) VALUES ('health', now()::text) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.clicks.drain();
    this.closed = true;
    await this.pool.end();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The sign-up store is closed');
  }
}
