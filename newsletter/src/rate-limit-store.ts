import type { RateHit } from './store.js';

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
