// The watch requests' queue: POST /watch commits one request, the worker applies it after the answer,
// and a watcher's confirmation mail collects the tools asked for within its window.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { ToolFacts } from '../../src/watches/facts.js';
import { deliverWatchMail } from '../../src/watches/mail.js';
import { WATCH_COLLECT_MS, type AskedWatch, type WatchStore } from '../../src/watches/store.js';
import {
  confirmedWatches,
  createTestStore,
  request,
  SITE_ORIGIN,
  startApp,
  STORE_KINDS,
  TestClock,
  waitFor,
  type RunningApp,
  type TestStore,
} from '../helpers.js';

const MINUTE = 60_000;
const quiet = { info: () => {}, warn: () => {} };
const noMail = { send: async () => {}, close: async () => {} };

/** Applies every queued request and writes the mails whose window ended by `now`; resolves what they asked, per address. */
async function settle(watches: WatchStore, now: Date): Promise<Map<string, [watcherId: string, AskedWatch[]]>> {
  while ((await watches.applyRequests(100)) > 0);
  const mails = new Map<string, [string, AskedWatch[]]>();
  const compose = (watcherId: string, email: string, asked: readonly AskedWatch[]) => {
    mails.set(email, [watcherId, [...asked]]);
    return { to: email, subject: 'Confirm', text: '', unsubscribeUrl: 'http://localhost:3005/u' };
  };
  while ((await watches.composeConfirmations(compose, 100, now)) > 0);
  return mails;
}

for (const kind of STORE_KINDS) {
  describe(`the watch queue on ${kind}`, () => {
    let testStore: TestStore;
    let watches: WatchStore;
    before(async () => {
      testStore = await createTestStore(kind);
      watches = testStore.store.watches;
    });
    after(async () => {
      await testStore.store.close();
      testStore.remove();
    });

    it('collects the tools asked for within the window into one mail, each confirmable; a later one opens the next mail', async () => {
      const t0 = new Date(Date.now() - 30 * MINUTE);
      const at = (ms: number) => new Date(t0.getTime() + ms);
      await watches.request('batch@example.com', 'chatgpt', at(0));
      await watches.request('batch@example.com', 'jasper', at(0.5 * MINUTE));
      await watches.request('batch@example.com', 'canva', at(1.5 * MINUTE));
      assert.equal((await settle(watches, at(WATCH_COLLECT_MS - 1))).size, 0, 'nothing is written before the window ends');
      const first = (await settle(watches, at(WATCH_COLLECT_MS))).get('batch@example.com');
      assert.ok(first);
      const [watcherId, asked] = first;
      assert.deepEqual(asked.map((tool) => tool.toolId).sort(), ['canva', 'chatgpt', 'jasper']);
      for (const { toolId, requestedAt } of asked) assert.equal(await watches.confirm(watcherId, toolId, requestedAt), 'confirmed');
      await watches.request('batch@example.com', 'notion-ai', at(2.5 * MINUTE));
      const second = (await settle(watches, at(2.5 * MINUTE + WATCH_COLLECT_MS))).get('batch@example.com');
      assert.deepEqual(
        second?.[1].map((tool) => tool.toolId),
        ['notion-ai'],
      );
      assert.deepEqual(await watches.list({ watcherId, version: 0 }), [
        { toolId: 'canva', status: 'confirmed' },
        { toolId: 'chatgpt', status: 'confirmed' },
        { toolId: 'jasper', status: 'confirmed' },
        { toolId: 'notion-ai', status: 'pending' },
      ]);
    });

    it('queues no mail for a request of a confirmed watch', async () => {
      await confirmedWatches(testStore.store, [['confirmed@example.com', 'chatgpt']]);
      await deliverWatchMail({ store: watches, mailer: noMail, log: quiet });
      assert.equal((await watches.report()).queued, 0);
      await watches.request('confirmed@example.com', 'chatgpt');
      assert.equal((await settle(watches, new Date(Date.now() + WATCH_COLLECT_MS))).size, 0);
      assert.equal((await watches.report()).queued, 0);
    });

    it('mails one watcher at most three confirmations an hour: two tools re-requested every ten minutes', async () => {
      const t0 = new Date(Date.now() - 2 * 3_600_000);
      const mails: AskedWatch[][] = [];
      for (let minute = 0; minute < 60; minute += 10) {
        const at = new Date(t0.getTime() + minute * MINUTE);
        for (const tool of ['chatgpt', 'jasper']) await watches.request('every-ten@example.com', tool, at);
        const mail = (await settle(watches, new Date(at.getTime() + WATCH_COLLECT_MS))).get('every-ten@example.com');
        if (mail) mails.push(mail[1]);
      }
      assert.equal(mails.length, 3);
      for (const asked of mails) assert.deepEqual(asked.map((tool) => tool.toolId).sort(), ['chatgpt', 'jasper']);
    });

    it('forgets queued requests with erase', async () => {
      await watches.request('queued-erase@example.com', 'chatgpt');
      assert.equal(await testStore.store.erase('queued-erase@example.com'), true);
      assert.equal((await settle(watches, new Date(Date.now() + WATCH_COLLECT_MS))).has('queued-erase@example.com'), false);
    });
  });
}

const tool = (name: string): ToolFacts => ({ name, freePlan: 'Free plan', price: 'no dated figure', priceSource: null, owner: null });
const TOOLS = new Map([
  ['chatgpt', tool('ChatGPT')],
  ['jasper', tool('Jasper')],
  ['canva', tool('Canva')],
]);

describe('two service instances on one PostgreSQL database, watch requests', () => {
  let shared: TestStore;
  let instances: RunningApp[];
  const clock = new TestClock();
  before(async () => {
    shared = await createTestStore('postgres');
    instances = [];
    for (let i = 0; i < 2; i += 1) instances.push(await startApp({ testStore: shared, watch: { tools: TOOLS }, now: clock.now }));
  });
  after(async () => {
    for (const instance of instances) await instance.close();
    await shared.store.close();
  });

  it('apply every acknowledged request exactly once and send each address one mail with all its tools', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `pair-${i}@example.com`);
    // One address's tools go to both instances at once.
    const answers = await Promise.all(
      addresses.flatMap((email, i) =>
        [...TOOLS.keys()].map((toolId, j) =>
          request(instances[(i + j) % 2]!.base, {
            path: '/watch',
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
            body: `email=${encodeURIComponent(email)}&tool=${toolId}`,
          }),
        ),
      ),
    );
    assert.ok(answers.every((answer) => answer.headers.location === `${SITE_ORIGIN}/watch/sent`));
    const client = new pg.Client({ connectionString: shared.location });
    await client.connect();
    try {
      const count = async (query: string) => Number((await client.query<{ n: string }>(query)).rows[0]?.n);
      // The workers (not a read) apply the queue.
      await waitFor(async () => (await count('SELECT count(*) AS n FROM watch_requests')) === 0, {
        timeoutMs: 30_000,
        what: 'the queue applied',
      });
      assert.equal(await count("SELECT count(*) AS n FROM watches WHERE status = 'pending'"), addresses.length * TOOLS.size);
      assert.equal(await count("SELECT count(*) AS n FROM watch_mail WHERE status = 'collecting'"), addresses.length);
      const perMail = await client.query<{ n: string }>('SELECT count(*) AS n FROM watches GROUP BY mail_id');
      assert.deepEqual(new Set(perMail.rows.map((row) => Number(row.n))), new Set([TOOLS.size]));
    } finally {
      await client.end();
    }
    clock.set(Date.now() + WATCH_COLLECT_MS);
    const sent = () => instances.flatMap((instance) => instance.mailer.sent);
    await waitFor(() => sent().length >= addresses.length, { timeoutMs: 30_000, what: 'every confirmation mail' });
    for (const instance of instances) await deliverWatchMail({ store: instance.store.watches, mailer: instance.mailer, log: quiet });
    assert.deepEqual(
      sent()
        .map((mail) => mail.to)
        .sort(),
      [...addresses].sort(),
      'each address once',
    );
    assert.ok(sent().every((mail) => mail.subject === `Confirm: watch ${TOOLS.size} tools on Toolverse`));
  });
});
