import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { normaliseEmail } from './email.js';
import {
  decideSignUp,
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
export const POSTGRES_MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
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
 * PostgreSQL database. Each sign-up is one transaction (row and mail job together), committed
 * before `add` resolves; concurrency comes from the pool rather than from grouping.
 */
export class PostgresSignupStore implements SignupStore {
  private readonly pool: pg.Pool;
  private readonly pendingTtlMs: number;
  private closed = false;

  private constructor(pool: pg.Pool, options: PostgresStoreOptions) {
    this.pool = pool;
    this.pendingTtlMs = options.pendingTtlMs ?? 48 * 3_600_000;
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
    await this.transaction(async (client) => {
      const now = new Date();
      const inserted = await client.query<{ id: string }>(
        `INSERT INTO signups (public_id, email, source, status, created_at, consented_at, confirm_mailed_at)
         VALUES ($1, $2, $3, 'pending', $4, $4, $4) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [randomUUID(), email, source, now],
      );
      let signupId = inserted.rows[0]?.id;
      if (signupId === undefined) {
        // Known address: lock its row so two instances answering the same address agree.
        const { rows } = await client.query<Row>('SELECT * FROM signups WHERE email = $1 FOR UPDATE', [email]);
        const row = rows[0];
        if (!row) throw new Error('The sign-up row vanished while it was being updated');
        const action = decideSignUp(
          { status: row.status, consentedAt: row.consented_at, confirmMailedAt: row.confirm_mailed_at },
          now,
          this.pendingTtlMs,
        );
        if (action === 'none') return;
        signupId = row.id;
        if (action === 'renew') {
          await client.query(
            `UPDATE signups SET status = 'pending', source = $1, consented_at = $2, confirm_mailed_at = $2, confirmed_at = NULL WHERE id = $3`,
            [source, now, signupId],
          );
        } else {
          await client.query('UPDATE signups SET confirm_mailed_at = $1 WHERE id = $2', [now, signupId]);
        }
        await client.query('DELETE FROM mail_outbox WHERE signup_id = $1', [signupId]);
      }
      await client.query('INSERT INTO mail_outbox (signup_id, next_attempt_at, created_at) VALUES ($1, $2, $2)', [signupId, now]);
    });
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
    const { rows } = await this.query<{ n: string }>('SELECT count(*) AS n FROM signups');
    return Number(rows[0]?.n ?? 0);
  }

  async list(): Promise<Signup[]> {
    const { rows } = await this.query<Row>('SELECT * FROM signups ORDER BY id');
    return rows.map(toSignup);
  }

  async erase(email: string): Promise<boolean> {
    // The outbox rows go with it (ON DELETE CASCADE).
    const result = await this.query('DELETE FROM signups WHERE email = $1', [normaliseEmail(email)]);
    const erased = (result.rowCount ?? 0) > 0;
    // Reclaims the dead row versions in the table and index pages now rather than at autovacuum's leisure.
    if (erased) await this.query('VACUUM signups');
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
       SELECT c.id, c.attempts, s.public_id, s.email, s.consented_at FROM claimed c JOIN signups s ON s.id = c.signup_id ORDER BY c.id`,
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
    // Windows long over are cleared now and then, so the table holds only recent clients.
    if (Math.random() < 0.01)
      void this.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 hour'").catch(() => undefined);
    return { count: row.hits, ttlMs: Math.max(0, Number(row.ttl_ms)) };
  };

  async check(): Promise<void> {
    await this.query("INSERT INTO meta (key, value) VALUES ('health', now()::text) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The sign-up store is closed');
  }
}
