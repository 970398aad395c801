import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  changesByWatcher,
  compareFacts,
  readStoredFacts,
  storedFacts,
  type ChangesComposer,
  type ConfirmationComposer,
  type NotifyOutcome,
  type NotifyRun,
  type WatchMailJob,
  type WatchReport,
  type WatchStore,
  watchRequestAction,
} from './watch-store.js';
import type { ToolFacts } from './watches.js';

/** The watch tables (sqlite-store.ts migration 7). */
export const SQLITE_WATCH_TABLES = `
  CREATE TABLE watchers (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );
  CREATE TABLE watches (
    watcher_id INTEGER NOT NULL,
    tool_id TEXT NOT NULL,
    status TEXT NOT NULL,
    requested_at TEXT NOT NULL,
    confirmed_at TEXT,
    mailed_at TEXT,
    PRIMARY KEY (watcher_id, tool_id)
  ) WITHOUT ROWID;
  CREATE INDEX watches_tool ON watches (tool_id, status);
  CREATE TABLE tool_facts (
    tool_id TEXT PRIMARY KEY,
    facts TEXT NOT NULL,
    recorded_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE notify_runs (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    changed_tools INTEGER NOT NULL,
    mails INTEGER NOT NULL
  );
  CREATE TABLE watch_mail (
    id INTEGER PRIMARY KEY,
    watcher_id INTEGER NOT NULL,
    run_id INTEGER,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    unsubscribe_url TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    lease_until TEXT,
    UNIQUE (run_id, watcher_id)
  );
  CREATE INDEX watch_mail_due ON watch_mail (status, next_attempt_at);
`;

interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  unsubscribe_url: string;
  attempts: number;
}

/** The watch store on the sign-up store's SQLite connection; `write` retries while another connection holds the lock. */
export class SqliteWatchStore implements WatchStore {
  constructor(
    private readonly db: Database.Database,
    private readonly write: <T>(work: () => T) => Promise<T>,
  ) {}

  private watcherRowId(publicId: string): number | undefined {
    return this.db.prepare<[string], { id: number }>('SELECT id FROM watchers WHERE public_id = ?').get(publicId)?.id;
  }

  async request(email: string, toolId: string, compose: ConfirmationComposer, now: Date = new Date()): Promise<void> {
    const at = now.toISOString();
    await this.write(() =>
      this.db.transaction(() => {
        this.db
          .prepare('INSERT INTO watchers (public_id, email, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING')
          .run(randomUUID(), email, at);
        const watcher = this.db
          .prepare<[string], { id: number; public_id: string }>('SELECT id, public_id FROM watchers WHERE email = ?')
          .get(email);
        if (!watcher) throw new Error('The watcher was not stored');
        const watch = this.db
          .prepare<[number, string], { status: string; mailed_at: string | null }>(
            'SELECT status, mailed_at FROM watches WHERE watcher_id = ? AND tool_id = ?',
          )
          .get(watcher.id, toolId);
        const { n: mailsLastHour } = this.db
          .prepare<[number, string], { n: number }>('SELECT count(*) AS n FROM watches WHERE watcher_id = ? AND mailed_at > ?')
          .get(watcher.id, new Date(now.getTime() - 3_600_000).toISOString()) as { n: number };
        const current = watch && { status: watch.status, mailedAt: watch.mailed_at === null ? null : new Date(watch.mailed_at) };
        if (watchRequestAction(current, mailsLastHour, now) === 'none') return;
        this.db
          .prepare(
            `INSERT INTO watches (watcher_id, tool_id, status, requested_at, mailed_at) VALUES (?, ?, 'pending', ?, ?)
             ON CONFLICT (watcher_id, tool_id) DO UPDATE SET requested_at = excluded.requested_at, mailed_at = excluded.mailed_at`,
          )
          .run(watcher.id, toolId, at, at);
        const mail = compose(watcher.public_id, now);
        this.db
          .prepare(
            `INSERT INTO watch_mail (watcher_id, recipient, subject, body, unsubscribe_url, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .run(watcher.id, mail.to, mail.subject, mail.text, mail.unsubscribeUrl, at);
      })(),
    );
  }

  async confirm(watcherId: string, toolId: string, requestedAt: Date): Promise<'confirmed' | 'invalid'> {
    const changed = await this.write(
      () =>
        this.db
          .prepare(
            `UPDATE watches SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, ?)
             WHERE watcher_id = (SELECT id FROM watchers WHERE public_id = ?) AND tool_id = ? AND requested_at = ?`,
          )
          .run(new Date().toISOString(), watcherId, toolId, requestedAt.toISOString()).changes,
    );
    return changed > 0 ? 'confirmed' : 'invalid';
  }

  async list(watcherId: string): Promise<{ toolId: string; status: 'pending' | 'confirmed' }[] | null> {
    const id = this.watcherRowId(watcherId);
    if (id === undefined) return null;
    return this.db
      .prepare<[number], { toolId: string; status: 'pending' | 'confirmed' }>(
        'SELECT tool_id AS toolId, status FROM watches WHERE watcher_id = ? ORDER BY tool_id',
      )
      .all(id);
  }

  async drop(watcherId: string, toolId: string | null): Promise<number> {
    return this.write(() =>
      this.db.transaction(() => {
        const id = this.watcherRowId(watcherId);
        if (id === undefined) return 0;
        const dropped =
          toolId === null
            ? this.db.prepare('DELETE FROM watches WHERE watcher_id = ?').run(id).changes
            : this.db.prepare('DELETE FROM watches WHERE watcher_id = ? AND tool_id = ?').run(id, toolId).changes;
        if (toolId === null) this.db.prepare("DELETE FROM watch_mail WHERE watcher_id = ? AND status = 'pending'").run(id);
        return dropped;
      })(),
    );
  }

  async notify(facts: ReadonlyMap<string, ToolFacts>, compose: ChangesComposer, now: Date = new Date()): Promise<NotifyOutcome> {
    const at = now.toISOString();
    return this.write(() =>
      this.db.transaction((): NotifyOutcome => {
        const stored = new Map(
          this.db
            .prepare<[], { tool_id: string; facts: string }>('SELECT tool_id, facts FROM tool_facts')
            .all()
            .flatMap((row) => {
              const stored = readStoredFacts(row.facts);
              return stored ? [[row.tool_id, stored] as const] : [];
            }),
        );
        const { changes, baseline } = compareFacts(stored, facts);
        const changedTools = [...new Set(changes.map((change) => change.toolId))];
        const watches = changedTools.length
          ? this.db
              .prepare<string[], { watcherId: string; email: string; toolId: string; rowId: number }>(
                `SELECT w.public_id AS watcherId, w.email, x.tool_id AS toolId, w.id AS rowId FROM watches x JOIN watchers w ON w.id = x.watcher_id
                 WHERE x.status = 'confirmed' AND x.tool_id IN (${changedTools.map(() => '?').join(',')}) ORDER BY w.id, x.tool_id`,
              )
              .all(...changedTools)
          : [];
        const mails = changesByWatcher(changes, watches);
        const runId = Number(
          this.db.prepare('INSERT INTO notify_runs (at, changed_tools, mails) VALUES (?, ?, ?)').run(at, changedTools.length, mails.size)
            .lastInsertRowid,
        );
        const rowIds = new Map(watches.map((watch) => [watch.watcherId, watch.rowId]));
        const queue = this.db.prepare(
          `INSERT INTO watch_mail (watcher_id, run_id, recipient, subject, body, unsubscribe_url, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        );
        for (const [watcherId, { email, changes: theirs }] of mails) {
          const mail = compose(watcherId, email, theirs);
          queue.run(rowIds.get(watcherId), runId, mail.to, mail.subject, mail.text, mail.unsubscribeUrl, at);
        }
        const save = this.db.prepare(
          'INSERT INTO tool_facts (tool_id, facts, recorded_at) VALUES (?, ?, ?) ON CONFLICT (tool_id) DO UPDATE SET facts = excluded.facts, recorded_at = excluded.recorded_at',
        );
        for (const [toolId, toolFacts] of facts) save.run(toolId, storedFacts(toolFacts), at);
        return { run: { id: runId, at, changedTools: changedTools.length, mails: mails.size, sent: 0, failed: 0 }, changes, baseline };
      })(),
    );
  }

  async claimMail(limit: number, leaseMs: number): Promise<WatchMailJob[]> {
    return this.write(() =>
      this.db.transaction(() => {
        const now = new Date();
        const nowIso = now.toISOString();
        const rows = this.db
          .prepare<[string, string, number], MailRow>(
            `SELECT id, recipient, subject, body, unsubscribe_url, attempts FROM watch_mail
             WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?) ORDER BY id LIMIT ?`,
          )
          .all(nowIso, nowIso, limit);
        const lease = this.db.prepare('UPDATE watch_mail SET lease_until = ? WHERE id = ?');
        for (const row of rows) lease.run(new Date(now.getTime() + leaseMs).toISOString(), row.id);
        return rows.map((row) => ({
          id: row.id,
          attempts: row.attempts,
          message: { id: `watch-${row.id}`, to: row.recipient, subject: row.subject, text: row.body, unsubscribeUrl: row.unsubscribe_url },
        }));
      })(),
    );
  }

  async mailSent(jobId: number): Promise<void> {
    await this.write(() =>
      this.db.prepare("UPDATE watch_mail SET status = 'sent', subject = '', body = '', lease_until = NULL WHERE id = ?").run(jobId),
    );
  }

  async mailFailed(jobId: number, retryAt: Date | null): Promise<void> {
    await this.write(() =>
      retryAt === null
        ? this.db
            .prepare(
              "UPDATE watch_mail SET status = 'failed', subject = '', body = '', attempts = attempts + 1, lease_until = NULL WHERE id = ?",
            )
            .run(jobId)
        : this.db
            .prepare('UPDATE watch_mail SET attempts = attempts + 1, next_attempt_at = ?, lease_until = NULL WHERE id = ?')
            .run(retryAt.toISOString(), jobId),
    );
  }

  async report(): Promise<WatchReport> {
    const watchers = this.db
      .prepare<[], { tool_id: string; n: number }>(
        "SELECT tool_id, count(*) AS n FROM watches WHERE status = 'confirmed' GROUP BY tool_id ORDER BY n DESC, tool_id",
      )
      .all()
      .map((row): [string, number] => [row.tool_id, row.n]);
    const pending = (this.db.prepare("SELECT count(*) AS n FROM watches WHERE status = 'pending'").get() as { n: number }).n;
    const queued = (this.db.prepare("SELECT count(*) AS n FROM watch_mail WHERE status = 'pending'").get() as { n: number }).n;
    const run = this.db
      .prepare<[], { id: number; at: string; changed_tools: number; mails: number }>('SELECT * FROM notify_runs ORDER BY id DESC LIMIT 1')
      .get();
    let lastRun: NotifyRun | null = null;
    if (run) {
      const count = (status: string) =>
        (this.db.prepare('SELECT count(*) AS n FROM watch_mail WHERE run_id = ? AND status = ?').get(run.id, status) as { n: number }).n;
      lastRun = { id: run.id, at: run.at, changedTools: run.changed_tools, mails: run.mails, sent: count('sent'), failed: count('failed') };
    }
    return { watchers, pending, lastRun, queued };
  }

  async expirePending(cutoff: Date): Promise<number> {
    return this.write(() =>
      this.db.transaction(() => {
        const removed = this.db
          .prepare("DELETE FROM watches WHERE status = 'pending' AND requested_at < ?")
          .run(cutoff.toISOString()).changes;
        this.db.prepare('DELETE FROM watch_mail WHERE watcher_id NOT IN (SELECT watcher_id FROM watches)').run();
        this.db.prepare('DELETE FROM watchers WHERE id NOT IN (SELECT watcher_id FROM watches)').run();
        return removed;
      })(),
    );
  }

  /** Deletes an address's watcher, watches and mail (erase): in the caller's transaction. */
  eraseInTransaction(email: string): number {
    const watcher = this.db.prepare<[string], { id: number }>('SELECT id FROM watchers WHERE email = ?').get(email);
    if (!watcher) return 0;
    this.db.prepare('DELETE FROM watch_mail WHERE watcher_id = ?').run(watcher.id);
    this.db.prepare('DELETE FROM watches WHERE watcher_id = ?').run(watcher.id);
    return this.db.prepare('DELETE FROM watchers WHERE id = ?').run(watcher.id).changes;
  }
}
