import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  changesByWatcher,
  compareFacts,
  readStoredFacts,
  toolFactsOf,
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

/** The watch tables (postgres-store.ts migration 6); a watcher's rows go with it (ON DELETE CASCADE). */
export const POSTGRES_WATCH_TABLES = `
  CREATE TABLE watchers (
    id bigserial PRIMARY KEY,
    public_id uuid NOT NULL UNIQUE,
    email text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL
  );
  CREATE TABLE watches (
    watcher_id bigint NOT NULL REFERENCES watchers (id) ON DELETE CASCADE,
    tool_id text NOT NULL,
    status text NOT NULL,
    requested_at timestamptz NOT NULL,
    confirmed_at timestamptz,
    mailed_at timestamptz,
    PRIMARY KEY (watcher_id, tool_id)
  );
  CREATE INDEX watches_tool ON watches (tool_id, status);
  CREATE TABLE tool_facts (
    tool_id text PRIMARY KEY,
    facts jsonb NOT NULL,
    recorded_at timestamptz NOT NULL
  );
  CREATE TABLE notify_runs (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL,
    changed_tools integer NOT NULL,
    mails integer NOT NULL
  );
  CREATE TABLE watch_mail (
    id bigserial PRIMARY KEY,
    watcher_id bigint NOT NULL REFERENCES watchers (id) ON DELETE CASCADE,
    run_id bigint REFERENCES notify_runs (id),
    recipient text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    unsubscribe_url text NOT NULL,
    status text NOT NULL DEFAULT 'pending',
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL,
    lease_until timestamptz,
    UNIQUE (run_id, watcher_id)
  );
  CREATE INDEX watch_mail_due ON watch_mail (status, next_attempt_at);
`;

/** Any fixed number: the advisory lock that makes runs of notify-changes take turns. */
const NOTIFY_LOCK = 7_418_052;

type Query = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<pg.QueryResult<R>>;
type Transaction = <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

/** The watch store on the sign-up store's pool. */
export class PostgresWatchStore implements WatchStore {
  constructor(
    private readonly query: Query,
    private readonly transaction: Transaction,
  ) {}

  async request(email: string, toolId: string, compose: ConfirmationComposer, now: Date = new Date()): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('INSERT INTO watchers (public_id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING', [
        randomUUID(),
        email,
        now,
      ]);
      const watcher = (
        await client.query<{ id: string; public_id: string }>('SELECT id, public_id FROM watchers WHERE email = $1', [email])
      ).rows[0];
      if (!watcher) throw new Error('The watcher was not stored');
      // Two requests for one watch at once take turns on its row.
      const watch = (
        await client.query<{ status: string; mailed_at: Date | null }>(
          'SELECT status, mailed_at FROM watches WHERE watcher_id = $1 AND tool_id = $2 FOR UPDATE',
          [watcher.id, toolId],
        )
      ).rows[0];
      const recent = await client.query<{ n: string }>('SELECT count(*) AS n FROM watches WHERE watcher_id = $1 AND mailed_at > $2', [
        watcher.id,
        new Date(now.getTime() - 3_600_000),
      ]);
      const current = watch && { status: watch.status, mailedAt: watch.mailed_at };
      if (watchRequestAction(current, Number(recent.rows[0]?.n ?? 0), now) === 'none') return;
      await client.query(
        `INSERT INTO watches (watcher_id, tool_id, status, requested_at, mailed_at) VALUES ($1, $2, 'pending', $3, $3)
         ON CONFLICT (watcher_id, tool_id) DO UPDATE SET requested_at = excluded.requested_at, mailed_at = excluded.mailed_at`,
        [watcher.id, toolId, now],
      );
      const mail = compose(watcher.public_id, now);
      await client.query(
        'INSERT INTO watch_mail (watcher_id, recipient, subject, body, unsubscribe_url, next_attempt_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [watcher.id, mail.to, mail.subject, mail.text, mail.unsubscribeUrl, now],
      );
    });
  }

  async confirm(watcherId: string, toolId: string, requestedAt: Date): Promise<'confirmed' | 'invalid'> {
    const result = await this.query(
      `UPDATE watches SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
       WHERE watcher_id = (SELECT id FROM watchers WHERE public_id = $1) AND tool_id = $2 AND requested_at = $3`,
      [watcherId, toolId, requestedAt],
    );
    return (result.rowCount ?? 0) > 0 ? 'confirmed' : 'invalid';
  }

  async list(watcherId: string): Promise<{ toolId: string; status: 'pending' | 'confirmed' }[] | null> {
    const watcher = (await this.query<{ id: string }>('SELECT id FROM watchers WHERE public_id = $1', [watcherId])).rows[0];
    if (!watcher) return null;
    const { rows } = await this.query<{ tool_id: string; status: 'pending' | 'confirmed' }>(
      'SELECT tool_id, status FROM watches WHERE watcher_id = $1 ORDER BY tool_id',
      [watcher.id],
    );
    return rows.map((row) => ({ toolId: row.tool_id, status: row.status }));
  }

  async drop(watcherId: string, toolId: string | null): Promise<number> {
    return this.transaction(async (client) => {
      const watcher = (await client.query<{ id: string }>('SELECT id FROM watchers WHERE public_id = $1', [watcherId])).rows[0];
      if (!watcher) return 0;
      const dropped =
        toolId === null
          ? await client.query('DELETE FROM watches WHERE watcher_id = $1', [watcher.id])
          : await client.query('DELETE FROM watches WHERE watcher_id = $1 AND tool_id = $2', [watcher.id, toolId]);
      if (toolId === null) await client.query("DELETE FROM watch_mail WHERE watcher_id = $1 AND status = 'pending'", [watcher.id]);
      return dropped.rowCount ?? 0;
    });
  }

  async notify(facts: ReadonlyMap<string, ToolFacts>, compose: ChangesComposer, now: Date = new Date()): Promise<NotifyOutcome> {
    return this.transaction(async (client) => {
      // Two runs at once would each compare against the same baseline: they take turns.
      await client.query('SELECT pg_advisory_xact_lock($1)', [NOTIFY_LOCK]);
      const stored = new Map(
        (await client.query<{ tool_id: string; facts: unknown }>('SELECT tool_id, facts FROM tool_facts')).rows.flatMap((row) => {
          const facts = typeof row.facts === 'string' ? readStoredFacts(row.facts) : toolFactsOf(row.facts);
          return facts ? [[row.tool_id, facts] as const] : [];
        }),
      );
      const { changes, baseline } = compareFacts(stored, facts);
      const changedTools = [...new Set(changes.map((change) => change.toolId))];
      const watches = changedTools.length
        ? (
            await client.query<{ watcher_id: string; public_id: string; email: string; tool_id: string }>(
              `SELECT w.id AS watcher_id, w.public_id, w.email, x.tool_id FROM watches x JOIN watchers w ON w.id = x.watcher_id
               WHERE x.status = 'confirmed' AND x.tool_id = ANY($1::text[]) ORDER BY w.id, x.tool_id`,
              [changedTools],
            )
          ).rows
        : [];
      const mails = changesByWatcher(
        changes,
        watches.map((row) => ({ watcherId: row.public_id, email: row.email, toolId: row.tool_id })),
      );
      const run = (
        await client.query<{ id: string }>('INSERT INTO notify_runs (at, changed_tools, mails) VALUES ($1, $2, $3) RETURNING id', [
          now,
          changedTools.length,
          mails.size,
        ])
      ).rows[0] as { id: string };
      const rowIds = new Map(watches.map((row) => [row.public_id, row.watcher_id]));
      const queued = [...mails].map(([watcherId, { email, changes: theirs }]) => ({
        rowId: rowIds.get(watcherId),
        mail: compose(watcherId, email, theirs),
      }));
      if (queued.length > 0) {
        await client.query(
          `INSERT INTO watch_mail (watcher_id, run_id, recipient, subject, body, unsubscribe_url, next_attempt_at)
           SELECT t.watcher_id, $1, t.recipient, t.subject, t.body, t.unsubscribe_url, $2
           FROM unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[]) AS t (watcher_id, recipient, subject, body, unsubscribe_url)`,
          [
            run.id,
            now,
            queued.map((item) => item.rowId),
            queued.map((item) => item.mail.to),
            queued.map((item) => item.mail.subject),
            queued.map((item) => item.mail.text),
            queued.map((item) => item.mail.unsubscribeUrl),
          ],
        );
      }
      await client.query(
        `INSERT INTO tool_facts (tool_id, facts, recorded_at)
         SELECT t.tool_id, t.facts::jsonb, $1 FROM unnest($2::text[], $3::text[]) AS t (tool_id, facts)
         ON CONFLICT (tool_id) DO UPDATE SET facts = excluded.facts, recorded_at = excluded.recorded_at`,
        [now, [...facts.keys()], [...facts.values()].map(storedFacts)],
      );
      return {
        run: { id: Number(run.id), at: now.toISOString(), changedTools: changedTools.length, mails: mails.size, sent: 0, failed: 0 },
        changes,
        baseline,
      };
    });
  }

  async claimMail(limit: number, leaseMs: number): Promise<WatchMailJob[]> {
    const { rows } = await this.query<{
      id: string;
      recipient: string;
      subject: string;
      body: string;
      unsubscribe_url: string;
      attempts: number;
    }>(
      `UPDATE watch_mail SET lease_until = now() + $2 * interval '1 millisecond'
       WHERE id IN (
         SELECT id FROM watch_mail WHERE status = 'pending' AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until <= now())
         ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
       )
       RETURNING id, recipient, subject, body, unsubscribe_url, attempts`,
      [limit, leaseMs],
    );
    return rows
      .map((row) => ({
        id: Number(row.id),
        attempts: row.attempts,
        message: { id: `watch-${row.id}`, to: row.recipient, subject: row.subject, text: row.body, unsubscribeUrl: row.unsubscribe_url },
      }))
      .sort((a, b) => a.id - b.id);
  }

  async mailSent(jobId: number): Promise<void> {
    await this.query("UPDATE watch_mail SET status = 'sent', subject = '', body = '', lease_until = NULL WHERE id = $1", [jobId]);
  }

  async mailFailed(jobId: number, retryAt: Date | null): Promise<void> {
    if (retryAt === null)
      await this.query(
        "UPDATE watch_mail SET status = 'failed', subject = '', body = '', attempts = attempts + 1, lease_until = NULL WHERE id = $1",
        [jobId],
      );
    else
      await this.query('UPDATE watch_mail SET attempts = attempts + 1, next_attempt_at = $1, lease_until = NULL WHERE id = $2', [
        retryAt,
        jobId,
      ]);
  }

  async report(): Promise<WatchReport> {
    const watchers = (
      await this.query<{ tool_id: string; n: string }>(
        "SELECT tool_id, count(*) AS n FROM watches WHERE status = 'confirmed' GROUP BY tool_id ORDER BY count(*) DESC, tool_id",
      )
    ).rows.map((row): [string, number] => [row.tool_id, Number(row.n)]);
    const counts = (
      await this.query<{ pending: string; queued: string }>(
        `SELECT (SELECT count(*) FROM watches WHERE status = 'pending') AS pending,
                (SELECT count(*) FROM watch_mail WHERE status = 'pending') AS queued`,
      )
    ).rows[0] as { pending: string; queued: string };
    const run = (
      await this.query<{ id: string; at: Date; changed_tools: number; mails: number; sent: string; failed: string }>(
        `SELECT r.*, (SELECT count(*) FROM watch_mail WHERE run_id = r.id AND status = 'sent') AS sent,
                (SELECT count(*) FROM watch_mail WHERE run_id = r.id AND status = 'failed') AS failed
         FROM notify_runs r ORDER BY r.id DESC LIMIT 1`,
      )
    ).rows[0];
    const lastRun: NotifyRun | null = run
      ? {
          id: Number(run.id),
          at: run.at.toISOString(),
          changedTools: run.changed_tools,
          mails: run.mails,
          sent: Number(run.sent),
          failed: Number(run.failed),
        }
      : null;
    return { watchers, pending: Number(counts.pending), lastRun, queued: Number(counts.queued) };
  }

  async expirePending(cutoff: Date): Promise<number> {
    return this.transaction(async (client) => {
      const removed = await client.query("DELETE FROM watches WHERE status = 'pending' AND requested_at < $1", [cutoff]);
      await client.query('DELETE FROM watchers w WHERE NOT EXISTS (SELECT 1 FROM watches x WHERE x.watcher_id = w.id)');
      return removed.rowCount ?? 0;
    });
  }

  /** Deletes an address's watcher with its watches and mail (erase), in the caller's transaction. */
  async eraseInTransaction(client: pg.PoolClient, email: string): Promise<number> {
    return (await client.query('DELETE FROM watchers WHERE email = $1', [email])).rowCount ?? 0;
  }
}
