import { sql } from 'kysely';
import type { Db } from './database.js';

export interface RateHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in the database, so every instance on it sees the same
 * count per client. Shaped as the plugin expects: a class it constructs, with `incr` and `child`.
 */
export function sharedRateLimitStore(hit: (key: string, windowMs: number) => Promise<RateHit>) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

/**
 * Counts a request against a window shared by every instance on one PostgreSQL database (an
 * unlogged table: a count lost in a crash only forgets a minute of rate limiting).
 */
export async function hitPostgresRateLimit(db: Db, key: string, windowMs: number): Promise<RateHit> {
  const { rows } = await sql<{ hits: number; ttl_ms: string }>`
    INSERT INTO rate_limits AS r (key, window_start, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_start <= now() - ${windowMs} * interval '1 millisecond' THEN 1 ELSE r.hits + 1 END,
      window_start = CASE WHEN r.window_start <= now() - ${windowMs} * interval '1 millisecond' THEN now() ELSE r.window_start END
    RETURNING hits, ceil(extract(epoch FROM (window_start + ${windowMs} * interval '1 millisecond' - now())) * 1000) AS ttl_ms`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The rate-limit count was not returned');
  // now() is when each statement's transaction began: one that waited on the row lock behind a
  // later first hit sees the window start after its own now(), so the time left is clamped to the window.
  return { count: row.hits, ttlMs: Math.min(windowMs, Math.max(0, Number(row.ttl_ms))) };
}

/** Deletes the shared rate-limit rows whose window has ended; resolves how many. */
export async function sweepPostgresRateLimits(db: Db, windowMs: number): Promise<number> {
  const result = await sql`DELETE FROM rate_limits WHERE window_start <= now() - ${windowMs} * interval '1 millisecond'`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
