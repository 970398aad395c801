import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { normaliseEmail } from './email.js';
import type { Signup, SignupStore } from './store.js';

const SCHEMA_VERSION = 1;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS signups (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    source TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
`;

interface PendingSignup {
  email: string;
  source: string;
  createdAt: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface Row {
  email: string;
  source: string;
  created_at: string;
}

export interface SqliteStoreOptions {
  /** Refuse to create a missing database file (the CLI: a typo must not make an empty one). */
  mustExist?: boolean;
}

/**
 * The default store: one SQLite file in WAL mode with synchronous=FULL, so a commit is on disk
 * before `add` resolves and the handler answers.
 *
 * Sign-ups that arrive in the same turn of the event loop are committed together (group commit):
 * one transaction and one WAL sync for the lot instead of one each, which is what lets a single
 * process keep up with a burst. Each caller still hears only after its own row is committed; if the
 * group's transaction fails, its rows are retried one by one so one bad row fails only itself.
 */
export class SqliteSignupStore implements SignupStore {
  readonly path: string;
  private readonly db: Database.Database;
  private readonly insert: Database.Statement<[string, string, string]>;
  private readonly insertGroup: (group: readonly PendingSignup[]) => void;
  private pending: PendingSignup[] = [];
  private flushScheduled = false;
  private closed = false;

  private constructor(path: string, options: SqliteStoreOptions) {
    this.path = path;
    if (!options.mustExist && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path, { fileMustExist: options.mustExist ?? false });
    try {
      const mode = this.db.pragma('journal_mode = WAL', { simple: true });
      if (path !== ':memory:' && mode !== 'wal') throw new Error(`SQLite refused WAL mode (got ${String(mode)})`);
      this.db.pragma('synchronous = FULL');
      this.db.pragma('busy_timeout = 5000');
      this.migrate();
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.insert = this.db.prepare('INSERT INTO signups (email, source, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING');
    this.insertGroup = this.db.transaction((group: readonly PendingSignup[]) => {
      for (const signup of group) this.insert.run(signup.email, signup.source, signup.createdAt);
    });
  }

  /** Opens (and, unless told otherwise, creates) the database file and its directory. */
  static open(path: string, options: SqliteStoreOptions = {}): SqliteSignupStore {
    return new SqliteSignupStore(path, options);
  }

  private migrate(): void {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) {
      throw new Error(`The database schema is version ${version}; this service knows up to ${SCHEMA_VERSION}`);
    }
    if (version < SCHEMA_VERSION) {
      this.db.transaction(() => {
        this.db.exec(SCHEMA);
        this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
      })();
    }
  }

  add(email: string, source: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The sign-up store is closed'));
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ email, source, createdAt: new Date().toISOString(), resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits every pending sign-up, then tells each caller. */
  private flush(): void {
    this.flushScheduled = false;
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    try {
      this.insertGroup(group);
      for (const signup of group) signup.resolve();
      return;
    } catch (error) {
      if (group.length === 1) {
        group[0]?.reject(error);
        return;
      }
    }
    for (const signup of group) {
      try {
        this.insert.run(signup.email, signup.source, signup.createdAt);
        signup.resolve();
      } catch (error) {
        signup.reject(error);
      }
    }
  }

  async count(): Promise<number> {
    this.assertOpen();
    const row = this.db.prepare('SELECT count(*) AS n FROM signups').get() as { n: number };
    return row.n;
  }

  async list(): Promise<Signup[]> {
    this.assertOpen();
    const rows = this.db.prepare('SELECT email, source, created_at FROM signups ORDER BY id').all() as Row[];
    return rows.map((row) => ({ email: row.email, source: row.source, createdAt: row.created_at }));
  }

  async erase(email: string): Promise<boolean> {
    this.assertOpen();
    return this.db.prepare('DELETE FROM signups WHERE email = ?').run(normaliseEmail(email)).changes > 0;
  }

  async check(): Promise<void> {
    this.assertOpen();
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    this.db.close();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The sign-up store is closed');
  }
}
