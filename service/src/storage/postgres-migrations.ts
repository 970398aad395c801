import type pg from 'pg';
import { HELD_REASON, isAcceptableEmail } from '../email.js';
import { POSTGRES_MONITOR_TABLES } from '../monitor/schema.js';

/** The watch tables (migration 6); a watcher's rows go with it (ON DELETE CASCADE). */
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
  {
    version: 7,
    name: 'intake queue of watch requests; the confirmation mail that lists a watch',
    sql: `
      CREATE TABLE watch_requests (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        tool_id text NOT NULL,
        requested_at timestamptz NOT NULL
      );
      CREATE INDEX watch_requests_email ON watch_requests (email);
      ALTER TABLE watches ADD COLUMN mail_id bigint;
      ALTER TABLE watch_mail ADD COLUMN created_at timestamptz;
      CREATE INDEX watch_mail_watcher ON watch_mail (watcher_id, status);
    `,
  },
  {
    version: 8,
    name: 'a random Message-ID per queued mail, never reused',
    sql: `
      ALTER TABLE watch_mail ADD COLUMN message_id text;
      UPDATE watch_mail SET message_id = gen_random_uuid()::text;
      ALTER TABLE watch_mail ALTER COLUMN message_id SET NOT NULL;
      ALTER TABLE mail_outbox ADD COLUMN message_id text;
      UPDATE mail_outbox SET message_id = gen_random_uuid()::text;
      ALTER TABLE mail_outbox ALTER COLUMN message_id SET NOT NULL;
    `,
  },
  {
    version: 9,
    name: "a watcher's token version: its manage links carry it, stopping every watch bumps it",
    sql: `ALTER TABLE watchers ADD COLUMN token_version integer NOT NULL DEFAULT 0;`,
  },
  {
    version: 10,
    name: 'mailboxes: confirmation mails queued (a day) and opt-outs (30 days), by a keyed hash of the mailbox',
    sql: `
      CREATE TABLE mail_sends (
        id bigserial PRIMARY KEY,
        mailbox text NOT NULL,
        domain text NOT NULL,
        sent_at timestamptz NOT NULL
      );
      CREATE INDEX mail_sends_mailbox ON mail_sends (mailbox, sent_at);
      CREATE INDEX mail_sends_domain ON mail_sends (domain, sent_at);
      CREATE INDEX mail_sends_time ON mail_sends (sent_at);
      CREATE TABLE mail_suppressions (
        mailbox text PRIMARY KEY,
        opted_out_at timestamptz NOT NULL,
        mailed_at timestamptz
      );
    `,
  },
  {
    version: 11,
    name: 'clicks once per network, tool and day: who clicked today as keyed hashes, figures per day',
    sql: `
      CREATE TABLE click_seen (
        day date NOT NULL,
        hash text NOT NULL,
        network text NOT NULL,
        reader text NOT NULL,
        PRIMARY KEY (day, hash)
      );
      CREATE TABLE click_days (
        day date PRIMARY KEY,
        without_fetch_metadata bigint NOT NULL DEFAULT 0,
        networks integer,
        top_network_clicks integer
      );
    `,
  },
  {
    version: 12,
    name: 'the price monitor: runs, fetches and their snapshots, each source state, proposals',
    sql: POSTGRES_MONITOR_TABLES,
  },
];
