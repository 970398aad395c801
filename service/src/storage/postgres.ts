import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { STORE_CLOSED, type Db, type Lockable, type Storage, type Tables } from './database.js';
import { POSTGRES_MIGRATIONS } from './postgres-migrations.js';

/** Any fixed number: the key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_418_051;

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  poolSize?: number;
}

/**
 * Applies the migrations this database lacks, in one transaction under an advisory lock, so
 * instances starting together neither race nor apply one twice; `newsletter_migrations` records
 * each version. A schema newer than this code is refused.
 */
async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
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
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A PostgreSQL database shared by several stateless instances, through a pool. Rows are locked
 * where instances would otherwise race (FOR UPDATE, SKIP LOCKED for queues, advisory locks for
 * runs), times come from the database's clock, and `scrub` vacuums what an erase deleted.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Storage> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A database that stops answering fails the request (500) instead of holding it.
    connectionTimeoutMillis: 5_000,
    query_timeout: 8_000,
    application_name: 'toolverse-service',
  });
  // An idle connection that breaks (a restarted server) is dropped by the pool, not thrown at the process.
  pool.on('error', () => undefined);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db: Db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error(STORE_CLOSED);
  };
  return {
    dialect: 'postgres',
    db,
    write: async (work) => {
      assertOpen();
      return work(db);
    },
    transaction: async (work) => {
      assertOpen();
      return db.transaction().execute(work);
    },
    now: () => sql<string>`now()`,
    later: (ms) => sql<string>`now() + ${ms} * interval '1 millisecond'`,
    lockSkipping: <Q extends Lockable>(query: Q, of?: string) => query.forUpdate(of as never).skipLocked() as unknown as Q,
    lock: <Q extends Lockable>(query: Q) => query.forUpdate() as unknown as Q,
    takeTurns: async (tx, key) => {
      await sql`SELECT pg_advisory_xact_lock(${key})`.execute(tx);
    },
    dayText: (column) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`,
    // Reclaims the dead row versions in the table and index pages now rather than at autovacuum's leisure.
    scrub: async (tables) => {
      for (const table of tables) await sql`VACUUM ${sql.table(table)}`.execute(db);
    },
    checkpoint: async () => undefined,
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
