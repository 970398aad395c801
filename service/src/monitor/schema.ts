import type { ColumnType, Generated } from 'kysely';
// The monitor's tables (SQLite migration 13, PostgreSQL 12). A run and the sources it has done; every
// fetch with its status, headers and final URL, its body kept once per content (compressed, named by
// its SHA-256); each source's state (conditional-request validators, its failing streak); and the
// proposals an editor decides, unique per source and content so a run repeated after a crash never
// proposes one thing twice.

export const SQLITE_MONITOR_TABLES = `
  CREATE TABLE monitor_runs (
    id INTEGER PRIMARY KEY,
    started_at TEXT NOT NULL,
    finished_at TEXT,
    holder TEXT NOT NULL,
    heartbeat_at TEXT NOT NULL,
    sources INTEGER NOT NULL,
    summary TEXT
  );
  CREATE TABLE monitor_run_sources (
    run_id INTEGER NOT NULL,
    source_id TEXT NOT NULL,
    outcome TEXT NOT NULL,
    PRIMARY KEY (run_id, source_id)
  ) WITHOUT ROWID;
  CREATE TABLE monitor_blobs (
    sha TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    body BLOB NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE monitor_fetches (
    id INTEGER PRIMARY KEY,
    run_id INTEGER,
    source_id TEXT NOT NULL,
    tool_id TEXT NOT NULL,
    url TEXT NOT NULL,
    final_url TEXT NOT NULL,
    outcome TEXT NOT NULL,
    status INTEGER,
    headers TEXT NOT NULL,
    fetched_at TEXT NOT NULL,
    sha TEXT,
    error TEXT,
    method TEXT,
    plans TEXT
  );
  CREATE INDEX monitor_fetches_source ON monitor_fetches (source_id, fetched_at);
  CREATE INDEX monitor_fetches_sha ON monitor_fetches (sha);
  CREATE TABLE monitor_sources (
    source_id TEXT PRIMARY KEY,
    tool_id TEXT NOT NULL,
    etag TEXT,
    last_modified TEXT,
    last_fetch_id INTEGER,
    last_good_fetch_id INTEGER,
    failing_since TEXT,
    failures INTEGER NOT NULL DEFAULT 0
  ) WITHOUT ROWID;
  CREATE TABLE monitor_proposals (
    id INTEGER PRIMARY KEY,
    tool_id TEXT NOT NULL,
    source_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    digest TEXT NOT NULL,
    changes TEXT NOT NULL,
    entry TEXT NOT NULL,
    evidence TEXT NOT NULL,
    fetch_id INTEGER NOT NULL,
    confirmed_fetch_id INTEGER,
    confidence TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    decided_at TEXT,
    reason TEXT,
    UNIQUE (source_id, digest)
  );
  CREATE INDEX monitor_proposals_status ON monitor_proposals (status, tool_id);`;

export const POSTGRES_MONITOR_TABLES = `
  CREATE TABLE monitor_runs (
    id bigserial PRIMARY KEY,
    started_at timestamptz NOT NULL,
    finished_at timestamptz,
    holder text NOT NULL,
    heartbeat_at timestamptz NOT NULL,
    sources integer NOT NULL,
    summary text
  );
  CREATE TABLE monitor_run_sources (
    run_id bigint NOT NULL,
    source_id text NOT NULL,
    outcome text NOT NULL,
    PRIMARY KEY (run_id, source_id)
  );
  CREATE TABLE monitor_blobs (
    sha text PRIMARY KEY,
    size integer NOT NULL,
    body bytea NOT NULL
  );
  CREATE TABLE monitor_fetches (
    id bigserial PRIMARY KEY,
    run_id bigint,
    source_id text NOT NULL,
    tool_id text NOT NULL,
    url text NOT NULL,
    final_url text NOT NULL,
    outcome text NOT NULL,
    status integer,
    headers text NOT NULL,
    fetched_at timestamptz NOT NULL,
    sha text,
    error text,
    method text,
    plans text
  );
  CREATE INDEX monitor_fetches_source ON monitor_fetches (source_id, fetched_at);
  CREATE INDEX monitor_fetches_sha ON monitor_fetches (sha);
  CREATE TABLE monitor_sources (
    source_id text PRIMARY KEY,
    tool_id text NOT NULL,
    etag text,
    last_modified text,
    last_fetch_id bigint,
    last_good_fetch_id bigint,
    failing_since timestamptz,
    failures integer NOT NULL DEFAULT 0
  );
  CREATE TABLE monitor_proposals (
    id bigserial PRIMARY KEY,
    tool_id text NOT NULL,
    source_id text NOT NULL,
    kind text NOT NULL,
    digest text NOT NULL,
    changes text NOT NULL,
    entry text NOT NULL,
    evidence text NOT NULL,
    fetch_id bigint NOT NULL,
    confirmed_fetch_id bigint,
    confidence text NOT NULL,
    status text NOT NULL,
    created_at timestamptz NOT NULL,
    decided_at timestamptz,
    reason text,
    UNIQUE (source_id, digest)
  );
  CREATE INDEX monitor_proposals_status ON monitor_proposals (status, tool_id);`;

type Time = ColumnType<string | Date, string, string>;
type NullableTime = ColumnType<string | Date | null, string | null | undefined, string | null>;
type Serial = ColumnType<number | string, never, never>;
type Ref = ColumnType<number | string, number | string, number | string>;
type NullableRef = ColumnType<number | string | null, number | string | null | undefined, number | string | null>;

/** The monitor's tables as Kysely sees them (storage/database.ts joins them to the service's). */
export interface MonitorTables {
  monitor_runs: {
    id: Generated<number | string>;
    started_at: Time;
    finished_at: NullableTime;
    /** host:pid of the process running it. */
    holder: string;
    heartbeat_at: Time;
    sources: number;
    summary: string | null;
  };
  monitor_run_sources: { run_id: Ref; source_id: string; outcome: string };
  monitor_blobs: { sha: string; size: number; body: Buffer };
  monitor_fetches: {
    id: Serial;
    run_id: NullableRef;
    source_id: string;
    tool_id: string;
    url: string;
    final_url: string;
    outcome: string;
    status: number | null;
    headers: string;
    fetched_at: Time;
    sha: string | null;
    error: string | null;
    method: string | null;
    /** The plans read, as JSON (null when none). */
    plans: string | null;
  };
  monitor_sources: {
    source_id: string;
    tool_id: string;
    etag: string | null;
    last_modified: string | null;
    last_fetch_id: NullableRef;
    last_good_fetch_id: NullableRef;
    failing_since: NullableTime;
    failures: ColumnType<number, number | undefined, number>;
  };
  monitor_proposals: {
    id: Serial;
    tool_id: string;
    source_id: string;
    kind: string;
    digest: string;
    changes: string;
    entry: string;
    evidence: string;
    fetch_id: Ref;
    confirmed_fetch_id: NullableRef;
    confidence: string;
    status: string;
    created_at: Time;
    decided_at: NullableTime;
    reason: string | null;
  };
}
