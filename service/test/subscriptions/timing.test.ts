// The answer to a sign-up takes the same time whether the address is new, pending, confirmed or
// unsubscribed: every sign-up commits one queued request and answers, and what it leads to is worked
// out after the answer (src/subscriptions/outbox.ts). The same for a watch request, whether the address
// is new, watches the tool pending confirmation or confirmed (src/watches/queue.ts). Measured over HTTP
// as a prober would, interleaved, on both stores; the distributions are printed with the test's output.
import assert from 'node:assert/strict';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { ToolFacts } from '../../src/watches/facts.js';
import { confirmedWatches, request, signUp, SITE_ORIGIN, startApp, STORE_KINDS, type RunningApp } from '../helpers.js';

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

/** Asserts the stated bound: every known class against the new addresses (`times.new`). */
function assertSameTime(t: TestContext, label: string, times: Record<string, number[]>): void {
  const names = Object.keys(times);
  const sorted = Object.fromEntries(names.map((name) => [name, [...(times[name] as number[])].sort((a, b) => a - b)]));
  for (const name of names) {
    const values = sorted[name] as number[];
    t.diagnostic(
      `${label} ${name.padEnd(12)} ms: p10 ${quantile(values, 0.1).toFixed(2)}  p50 ${quantile(values, 0.5).toFixed(2)}  p90 ${quantile(values, 0.9).toFixed(2)}  max ${(values.at(-1) as number).toFixed(2)}`,
    );
  }
  const freshMedian = quantile(sorted.new as number[], 0.5);
  const slack = Math.max(MEDIAN_SLACK_MS, MEDIAN_SLACK_RATIO * freshMedian);
  const known = names.filter((name) => name !== 'new');
  for (const name of known) {
    const median = quantile(sorted[name] as number[], 0.5);
    assert.ok(
      Math.abs(median - freshMedian) <= slack,
      `${label} ${name}: median ${median.toFixed(2)} ms against ${freshMedian.toFixed(2)} ms for new addresses`,
    );
  }
  const accuracy = bestThresholdAccuracy(
    times.new as number[],
    known.flatMap((name) => times[name] as number[]),
  );
  t.diagnostic(`${label}: the best threshold tells new from known right ${(accuracy * 100).toFixed(0)}% of the time`);
  assert.ok(
    accuracy <= MAX_THRESHOLD_ACCURACY,
    `${label}: a threshold tells new from known addresses ${(accuracy * 100).toFixed(0)}% of the time`,
  );
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
      assertSameTime(t, kind, times);
    });
  });
}

const WATCH_CLASSES = ['new', 'pending', 'confirmed'] as const;
type WatchClass = (typeof WATCH_CLASSES)[number];
const TOOLS = new Map<string, ToolFacts>([
  ['chatgpt', { name: 'ChatGPT', freePlan: 'Free plan', price: 'no dated figure', priceSource: null, owner: null }],
]);

for (const kind of STORE_KINDS) {
  describe(`answer time of a watch request (${kind})`, () => {
    let service: RunningApp;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const watch = (email: string) =>
      request(service.base, {
        path: '/watch',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
        body: `email=${encodeURIComponent(email)}&tool=chatgpt`,
        agent,
      });
    const known = {
      pending: Array.from({ length: SAMPLES }, (_, i) => `watch-pending-${i}@timing.example`),
      confirmed: Array.from({ length: SAMPLES }, (_, i) => `watch-confirmed-${i}@timing.example`),
    };
    before(async () => {
      service = await startApp({ kind, watch: { tools: TOOLS } });
      await confirmedWatches(
        service.store,
        known.confirmed.map((email) => [email, 'chatgpt'] as const),
      );
      for (const email of known.pending) assert.equal((await watch(email)).status, 303);
      const report = await service.store.watches.report();
      assert.deepEqual([report.watchers, report.pending], [[['chatgpt', SAMPLES]], SAMPLES]);
      // Warm up the connection, the JIT and the database's caches.
      for (let i = 0; i < 30; i += 1) await watch(`watch-warm-${i}@timing.example`);
    });
    after(async () => {
      agent.destroy();
      await service.close();
    });

    it('is the same for a new address, a pending watch and a confirmed one', async (t) => {
      const times: Record<WatchClass, number[]> = { new: [], pending: [], confirmed: [] };
      for (let i = 0; i < SAMPLES; i += 1) {
        for (const watchClass of shuffle([...WATCH_CLASSES])) {
          const email = watchClass === 'new' ? `watch-new-${i}@timing.example` : (known[watchClass][i] as string);
          const started = performance.now();
          const answer = await watch(email);
          times[watchClass].push(performance.now() - started);
          assert.equal(answer.status, 303);
          assert.equal(answer.headers.location, `${SITE_ORIGIN}/watch/sent`);
        }
      }
      assertSameTime(t, `${kind} /watch`, times);
    });
  });
}

describe('the threshold measure', () => {
  it('finds a clean split, and none in identical samples', () => {
    assert.equal(bestThresholdAccuracy([10, 11, 12], [1, 2, 3]), 1);
    assert.equal(bestThresholdAccuracy([1, 2, 3, 4], [1, 2, 3, 4]) <= 0.625, true);
  });
});
