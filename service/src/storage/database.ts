import type { MonitorTables } from '../monitor/schema.js';
import { sql, type ColumnType, type Generated, type Kysely, type RawBuilder, type Transaction } from 'kysely';

/**
 * The service's tables as Kysely sees them, one schema for both databases. What differs is what a
 * read gives back: SQLite keeps times as ISO 8601 text and ids as numbers, PostgreSQL gives
 * timestamptz as a Date and bigint as a string; the stores read both through `isoTime` and `Number`.
 */
type Time = ColumnType<string | Date, string, string>;
type NullableTime = ColumnType<string | Date | null, string | null | undefined, string | null>;
type Id = ColumnType<number | string, never, never>;
type Ref = ColumnType<number | string, number | string, number | string>;

export interface Tables extends MonitorTables {
  signups: {
    id: Generated<number | string>;
    public_id: string;
    email: string;
    source: string;
    status: 'pending' | 'confirmed' | 'unsubscribed';
    created_at: Time;
    consented_at: Time;
    confirmed_at: NullableTime;
    unsubscribed_at: NullableTime;
    confirm_mailed_at: NullableTime;
    held_reason: string | null;
  };
  signup_requests: { id: Id; email: string; source: string; requested_at: Time };
  watch_requests: { id: Id; email: string; tool_id: string; requested_at: Time };
  mail_outbox: {
    id: Id;
    signup_id: Ref;
    next_attempt_at: Time;
    lease_until: NullableTime;
    attempts: ColumnType<number, number | undefined, number>;
    created_at: Time;
    /** Random, the mail's Message-ID: the same for every attempt of this job, never another job's. */
    message_id: string;
  };
  meta: { key: string; value: string };
  clicks: {
    day: ColumnType<string | Date, string, string>;
    tool_id: string;
    page_kind: string;
    clicks: ColumnType<number | string, number, number>;
  };
  click_readers: { day: ColumnType<string | Date, string, string>; readers: ColumnType<number | string, number, number> };
  /** Each counted click of a day not yet over: keyed hashes of the day of its network and tool, network and reader. */
  click_seen: { day: ColumnType<string | Date, string, string>; hash: string; network: string; reader: string };
  click_days: {
    day: ColumnType<string | Date, string, string>;
    without_fetch_metadata: ColumnType<number | string, number | undefined, number>;
    networks: ColumnType<number | string | null, number | null | undefined, number | null>;
    top_network_clicks: ColumnType<number | string | null, number | null | undefined, number | null>;
  };
  watchers: { id: Generated<number | string>; public_id: string; email: string; created_at: Time; token_version: Generated<number> };
  watches: {
    watcher_id: Ref;
    tool_id: string;
    status: string;
    requested_at: Time;
    confirmed_at: NullableTime;
    mailed_at: NullableTime;
    /** The confirmation mail that lists this watch (watch_mail.id), while pending. */
    mail_id: ColumnType<number | string | null, number | string | null | undefined, number | string | null>;
  };
  mail_sends: { id: Id; mailbox: string; domain: string; sent_at: Time };
  mail_suppressions: { mailbox: string; opted_out_at: Time; mailed_at: NullableTime };
  tool_facts: { tool_id: string; facts: ColumnType<unknown, string, string>; recorded_at: Time };
  notify_runs: { id: Generated<number | string>; at: Time; changed_tools: number; mails: number };
  watch_mail: {
    id: Generated<number | string>;
    watcher_id: Ref;
    run_id: Ref | null;
    recipient: string;
    subject: string;
    body: string;
    unsubscribe_url: string;
    status: ColumnType<string, string | undefined, string>;
    attempts: ColumnType<number, number | undefined, number>;
    next_attempt_at: Time;
    lease_until: NullableTime;
    /** When a confirmation mail was opened (null for a run's mails and rows from before). */
    created_at: NullableTime;
    /** Random, the mail's Message-ID (see mail_outbox). */
    message_id: string;
  };
}

export type Db = Kysely<Tables>;
/** A SELECT that can take row locks (Kysely's SelectQueryBuilder, whatever its tables). */
export interface Lockable {
  forUpdate(of?: never): { skipLocked(): unknown };
}
export type Tx = Transaction<Tables>;
export type DialectName = 'sqlite' | 'postgres';

/**
 * One database as the stores use it: the same Kysely queries on either, and the few things the two
 * do differently, each written once here for both (storage/sqlite.ts and storage/postgres.ts).
 */
export interface Storage {
  readonly dialect: DialectName;
  readonly db: Db;
  /** Runs a write; SQLite tries it again on a timer while another connection holds the lock. */
  write<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction (through `write`). */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** The time a row is written with: the database's clock on PostgreSQL, this process's ISO time on SQLite. */
  now(): RawBuilder<string>;
  /** `now()` plus `ms`. */
  later(ms: number): RawBuilder<string>;
  /** Locks the rows a SELECT finds for this transaction, skipping those another holds (PostgreSQL); SQLite's write lock covers it. */
  lockSkipping<Q extends Lockable>(query: Q, of?: string): Q;
  /** Locks the rows a SELECT finds, waiting for another holder (PostgreSQL's FOR UPDATE). */
  lock<Q extends Lockable>(query: Q): Q;
  /** Serialises transactions that take the same key (PostgreSQL's advisory lock; SQLite has one writer). */
  takeTurns(tx: Tx, key: number): Promise<void>;
  /** A date column as YYYY-MM-DD text. */
  dayText(column: 'day'): RawBuilder<string>;
  /** Leaves no copy of deleted rows in the files: SQLite empties its WAL, PostgreSQL vacuums `tables`. */
  scrub(tables: readonly string[]): Promise<void>;
  /** Empties SQLite's WAL after deletions (expiry); nothing on PostgreSQL, whose expiry never did. */
  checkpoint(): Promise<void>;
  /** True once `close` has begun. */
  readonly closed: boolean;
  close(): Promise<void>;
}

/** A stored time as ISO 8601 UTC text: SQLite keeps the text it was given, PostgreSQL gives a Date. */
export function isoTime(value: string | Date): string;
export function isoTime(value: string | Date | null): string | null;
export function isoTime(value: string | Date | null): string | null {
  return value === null || typeof value === 'string' ? value : value.toISOString();
}

/** A stored time as a Date. */
export const dateOf = (value: string | Date): Date => (typeof value === 'string' ? new Date(value) : value);

/** Rows written in one statement at most (SQLite binds up to 32,766 values in one). */
export const ROWS_PER_INSERT = 500;

export function chunks<T>(items: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** An ISO time given by this process, for SQLite. */
export const isoValue = (date: Date): RawBuilder<string> => sql<string>`${date.toISOString()}`;

export const STORE_CLOSED = 'The sign-up store is closed';
