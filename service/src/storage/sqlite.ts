import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { STORE_CLOSED, isoValue, type Db, type Storage, type Tables } from './database.js';
import { SQLITE_MIGRATIONS } from './sqlite-migrations.js';

/** How long a write waits, in total, for another connection's lock (the CLI's erase, a second process). */
const LOCK_WAIT_MS = 5_000;

export interface SqliteOptions {
  /** Refuse to create a missing database file (the CLI: a typo must not make an empty one). */
  mustExist?: boolean;
}

export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies the migrations the file lacks, in one transaction; `PRAGMA user_version` holds the last one applied. */
function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SQLITE_MIGRATIONS.length) {
    throw new Error(`The database schema is version ${version}; this service knows up to ${SQLITE_MIGRATIONS.length}`);
  }
  db.transaction(() => {
    for (let next = version; next < SQLITE_MIGRATIONS.length; next += 1) {
      const migration = SQLITE_MIGRATIONS[next] as string | ((db: Database.Database) => void);
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.pragma(`user_version = ${next + 1}`);
    }
  })();
}

/** Opens the file with the settings the stores' guarantees rest on, and brings its schema up to date. */
function openFile(path: string, options: SqliteOptions): Database.Database {
  if (!options.mustExist && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { fileMustExist: options.mustExist ?? false, timeout: 0 });
  try {
    // busy_timeout 0: SQLite's own wait would hold the whole event loop while another connection
    // holds the lock; `write` tries again on a timer instead.
    db.pragma('busy_timeout = 0');
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (path !== ':memory:' && mode !== 'wal') throw new Error(`SQLite refused WAL mode (got ${String(mode)})`);
    // A commit is on disk before the write resolves and the handler answers.
    db.pragma('synchronous = FULL');
    // Deleted rows are overwritten with zeros, so an erased address leaves no bytes in the file.
    db.pragma('secure_delete = ON');
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * One SQLite file in WAL mode with synchronous=FULL, reached through Kysely on one connection (its
 * driver runs one query or transaction at a time). A write that finds the database locked by
 * another connection is tried again on a timer. `scrub` checkpoints the WAL: with secure_delete the
 * deleted rows are zeros in the new pages, and until the checkpoint the WAL still holds the old ones.
 */
export function openSqlite(path: string, options: SqliteOptions = {}): Storage {
  const db: Db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: openFile(path, options) }) });
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error(STORE_CLOSED);
  };

  async function write<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (let delay = 2; ; delay = Math.min(delay * 2, 100)) {
      assertOpen();
      try {
        return await work(db);
      } catch (error) {
        if (!isBusy(error) || Date.now() + delay > deadline) throw error;
      }
      await sleep(delay);
    }
  }

  async function checkpoint(): Promise<void> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      if (!rows[0] || rows[0].busy === 0) return;
      // A reader in another connection still uses the old pages: wait for it rather than leave them.
      if (Date.now() > deadline) throw new Error('The WAL could not be emptied: another connection kept reading');
      await sleep(20);
    }
  }

  return {
    dialect: 'sqlite',
    db,
    write,
    transaction: (work) => write((db) => db.transaction().execute(work)),
    now: () => isoValue(new Date()),
    later: (ms) => isoValue(new Date(Date.now() + ms)),
    lockSkipping: (query) => query,
    lock: (query) => query,
    takeTurns: async () => undefined,
    dayText: (column) => sql<string>`${sql.ref(column)}`,
    scrub: checkpoint,
    checkpoint,
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
