// The answer to a sign-up takes the same time whether the address is new, pending, confirmed or
// unsubscribed: every sign-up commits one queued request and answers, and what it leads to is worked
// out after the answer (src/outbox.ts). Measured over HTTP as a prober would, interleaved, on both
// stores; the distributions are printed with the test's output.
import assert from 'node:assert/strict';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { after, before, describe, it } from 'node:test';
import { signUp, startApp, STORE_KINDS, type RunningApp } from '../helpers.js';

const SAMPLES = 60;
const CLASSES = ['new', 'pending', 'confirmed', 'unsubscribed'] as const;
type AddressClass = (typeof CLASSES)[number];

/**
 * The stated bound: each known class's median within 2 ms or 25% of the new addresses' median
 * (whichever is larger), and no threshold on the answer time telling new from known addresses right
 * more than 70% of the time (a coin is right 50%; a service whose answer time depended on the
 * address's class would let a threshold do much better than that).
 */
const MEDIAN_SLACK_MS = 2;
const MEDIAN_SLACK_RATIO = 0.25;
const MAX_THRESHOLD_ACCURACY = 0.7;

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

/** The best balanced accuracy of any "slower than t means new" (or faster) rule over these samples. */
export function bestThresholdAccuracy(fresh: readonly number[], known: readonly number[]): number {
  const points = [...fresh.map((time) => ({ time, fresh: true })), ...known.map((time) => ({ time, fresh: false }))].sort(
    (a, b) => a.time - b.time,
  );
  let best = 0.5;
  let freshBelow = 0;
  let knownBelow = 0;
  for (const point of points) {
    if (point.fresh) freshBelow += 1;
    else knownBelow += 1;
    // Rule "at or below t is known": right for known below and fresh above; and its mirror.
    const accuracy = (knownBelow / known.length + (fresh.length - freshBelow) / fresh.length) / 2;
    best = Math.max(best, accuracy, 1 - accuracy);
  }
  return best;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

for (const kind of STORE_KINDS) {
  describe(`answer time of a sign-up (${kind})`, () => {
    let service: RunningApp;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const known: Record<Exclude<AddressClass, 'new'>, string[]> = { pending: [], confirmed: [], unsubscribed: [] };
    before(async () => {
      service = await startApp({ kind });
      for (const status of ['pending', 'confirmed', 'unsubscribed'] as const) {
        for (let i = 0; i < SAMPLES; i += 1) {
          const email = `${status}-${i}@timing.example`;
          known[status].push(email);
          assert.equal((await signUp(service.base, email, { agent })).status, 200);
        }
      }
      for (const row of await service.store.list()) {
        if (row.email.startsWith('confirmed-')) assert.equal(await service.store.confirm(row.id, new Date(row.consentedAt)), 'confirmed');
        if (row.email.startsWith('unsubscribed-')) await service.store.unsubscribe(row.id);
      }
      // Warm up the connection, the JIT and the database's caches.
      for (let i = 0; i < 30; i += 1) await signUp(service.base, `warm-${i}@timing.example`, { agent });
    });
    after(async () => {
      agent.destroy();
      await service.close();
    });

    it('is the same for new, pending, confirmed and unsubscribed addresses', async (t) => {
      const times: Record<AddressClass, number[]> = { new: [], pending: [], confirmed: [], unsubscribed: [] };
      for (let i = 0; i < SAMPLES; i += 1) {
        for (const addressClass of shuffle([...CLASSES])) {
          const email = addressClass === 'new' ? `new-${i}@timing.example` : (known[addressClass][i] as string);
          const started = performance.now();
          const answer = await signUp(service.base, email, { agent });
          times[addressClass].push(performance.now() - started);
          assert.equal(answer.status, 200);
          assert.equal(answer.text, '{"message":"Email submitted successfully!"}');
        }
      }
      const sorted = Object.fromEntries(CLASSES.map((name) => [name, [...times[name]].sort((a, b) => a - b)])) as Record<
        AddressClass,
        number[]
      >;
      for (const name of CLASSES) {
        const values = sorted[name];
        t.diagnostic(
          `${kind} ${name.padEnd(12)} ms: p10 ${quantile(values, 0.1).toFixed(2)}  p50 ${quantile(values, 0.5).toFixed(2)}  p90 ${quantile(values, 0.9).toFixed(2)}  max ${(values.at(-1) as number).toFixed(2)}`,
        );
      }
      const freshMedian = quantile(sorted.new, 0.5);
      const slack = Math.max(MEDIAN_SLACK_MS, MEDIAN_SLACK_RATIO * freshMedian);
      for (const name of ['pending', 'confirmed', 'unsubscribed'] as const) {
        const median = quantile(sorted[name], 0.5);
        assert.ok(
          Math.abs(median - freshMedian) <= slack,
          `${name}: median ${median.toFixed(2)} ms against ${freshMedian.toFixed(2)} ms for new addresses`,
        );
      }
      const knownTimes = [...times.pending, ...times.confirmed, ...times.unsubscribed];
      const accuracy = bestThresholdAccuracy(times.new, knownTimes);
      t.diagnostic(`${kind}: the best threshold tells new from known right ${(accuracy * 100).toFixed(0)}% of the time`);
      assert.ok(
        accuracy <= MAX_THRESHOLD_ACCURACY,
        `a threshold tells new from known addresses ${(accuracy * 100).toFixed(0)}% of the time`,
      );
    });
  });
}

describe('the threshold measure', () => {
  it('finds a clean split, and none in identical samples', () => {
    assert.equal(bestThresholdAccuracy([10, 11, 12], [1, 2, 3]), 1);
    assert.equal(bestThresholdAccuracy([1, 2, 3, 4], [1, 2, 3, 4]) <= 0.625, true);
  });
});
