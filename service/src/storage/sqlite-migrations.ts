import type Database from 'better-sqlite3';
import { HELD_REASON, isAcceptableEmail } from '../email.js';
import { SQLITE_MONITOR_TABLES } from '../monitor/schema.js';

/** The watch tables (migration 7). */
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
  // 8: the intake queue of watch requests (watches/queue.ts): POST /watch commits one row whatever the
  // address and tool, and the worker applies it after the answer. A watch names the confirmation mail
  // that listed it (mail_id); a confirmation mail collects tools for a short window (created_at).
  `CREATE TABLE watch_requests (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL,
     tool_id TEXT NOT NULL,
     requested_at TEXT NOT NULL
   );
   CREATE INDEX watch_requests_email ON watch_requests (email);
   ALTER TABLE watches ADD COLUMN mail_id INTEGER;
   ALTER TABLE watch_mail ADD COLUMN created_at TEXT;
   CREATE INDEX watch_mail_watcher ON watch_mail (watcher_id, status);`,
  // 9: a random id per queued mail, its Message-ID: row ids come back after deletes, these never do.
  `ALTER TABLE watch_mail ADD COLUMN message_id TEXT;
   UPDATE watch_mail SET message_id = lower(hex(randomblob(16)));
   ALTER TABLE mail_outbox ADD COLUMN message_id TEXT;
   UPDATE mail_outbox SET message_id = lower(hex(randomblob(16)));`,
  // 10: a watcher's token version, which its manage links carry; stopping every watch bumps it, so
  // links written before stop working.
  `ALTER TABLE watchers ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;`,
  // 11: mailboxes: the confirmation mails queued (a day of them) and the opt-outs (30 days), each keyed by
  // a keyed hash of the canonical mailbox, never the address (mailboxes/throttle.ts).
  `CREATE TABLE mail_sends (
     id INTEGER PRIMARY KEY,
     mailbox TEXT NOT NULL,
     domain TEXT NOT NULL,
     sent_at TEXT NOT NULL
   );
   CREATE INDEX mail_sends_mailbox ON mail_sends (mailbox, sent_at);
   CREATE INDEX mail_sends_domain ON mail_sends (domain, sent_at);
   CREATE INDEX mail_sends_time ON mail_sends (sent_at);
   CREATE TABLE mail_suppressions (
     mailbox TEXT PRIMARY KEY,
     opted_out_at TEXT NOT NULL,
     mailed_at TEXT
   ) WITHOUT ROWID;`,
  // 12: clicks counted once per network (IPv4 /24, IPv6 /48), tool and day, in the store so every
  // instance agrees: each counted click's keyed hashes of the day (deleted once the day is over);
  // per day, what the operator checks before an export.
  `CREATE TABLE click_seen (
     day TEXT NOT NULL,
     hash TEXT NOT NULL,
     network TEXT NOT NULL,
     reader TEXT NOT NULL,
     PRIMARY KEY (day, hash)
   ) WITHOUT ROWID;
   CREATE TABLE click_days (
     day TEXT PRIMARY KEY,
     without_fetch_metadata INTEGER NOT NULL DEFAULT 0,
     networks INTEGER,
     top_network_clicks INTEGER
   ) WITHOUT ROWID;`,
  // 13: the price monitor: runs, fetches and their snapshots, each source's state, proposals (monitor/schema.ts).
  SQLITE_MONITOR_TABLES,
];
