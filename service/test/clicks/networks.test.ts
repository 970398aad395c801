import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { utcDay, type ClickKeys } from '../../src/clicks/store.js';
import { clickKeys, clientNetwork } from '../../src/http/clients.js';
import { READER_NAVIGATION, request, startApp, STORE_KINDS, TestClock, waitFor, type RunningApp, type TestStore } from '../helpers.js';

const SECRET = 'clicks-test-secret'.padEnd(32, 'x');
const go = {
  destinations: new Map([
    ['chatgpt', 'https://chatgpt.com'],
    ['jasper', 'https://jasper.example'],
  ]),
  notFoundHtml: '<h1>Page not found</h1>',
  rateLimit: 0,
  operatorToken: undefined,
};
const appOptions = { go, trustProxy: ['127.0.0.1/32'], mail: { secret: SECRET } };
const click = (base: string, tool: string, address: string, headers: Record<string, string | undefined> = READER_NAVIGATION) =>
  request(base, {
    method: 'GET',
    path: `/go/${tool}?from=tool`,
    headers: {
      ...(Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<string, string>),
      'x-forwarded-for': address,
    },
  });

async function total(running: RunningApp, day?: string): Promise<number> {
  return (await running.store.clickCounts())
    .filter((count) => day === undefined || count.day === day)
    .reduce((sum, count) => sum + count.clicks, 0);
}

/**
 * An attack's entries written straight into `click_seen` for `day`, as fast as each database takes
 * them: the `real` keys, and `drawn` more of 22 characters drawn at random (what an HMAC looks like
 * to the store; a million real ones take ten seconds to compute), in key order so each index is
 * appended to rather than split at random.
 */
async function insertAttack(testStore: TestStore, day: string, real: readonly ClickKeys[], drawn: number): Promise<void> {
  if (testStore.kind === 'sqlite') {
    const db = new Database(testStore.location);
    db.pragma('busy_timeout = 5000');
    db.pragma('cache_size = -262144');
    const insert = db.prepare('INSERT INTO click_seen (day, hash, network, reader) VALUES (?, ?, ?, ?)');
    db.transaction(() => {
      for (const keys of real) insert.run(day, keys.networkTool, keys.network, keys.reader);
      db.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO click_seen (day, hash, network, reader)
         SELECT ?, h, substr(hex(randomblob(11)), 1, 22), substr(hex(randomblob(11)), 1, 22)
         FROM (SELECT substr(hex(randomblob(11)), 1, 22) AS h FROM n) ORDER BY h`,
      ).run(drawn, day);
    })();
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: testStore.location });
  await client.connect();
  try {
    await client.query(
      'INSERT INTO click_seen (day, hash, network, reader) SELECT $1::date, * FROM unnest($2::text[], $3::text[], $4::text[])',
      [day, real.map((keys) => keys.networkTool), real.map((keys) => keys.network), real.map((keys) => keys.reader)],
    );
    await client.query(
      `INSERT INTO click_seen (day, hash, network, reader)
       SELECT $1::date, h, substr(md5(random()::text), 1, 22), substr(md5(random()::text), 1, 22)
       FROM (SELECT substr(md5(random()::text), 1, 22) AS h FROM generate_series(1, $2::int)) AS drawn ORDER BY h`,
      [day, drawn],
    );
  } finally {
    await client.end();
  }
}

/** How many keyed hashes `click_seen` holds for `day`. */
async function seenRows(testStore: TestStore, day: string): Promise<number> {
  if (testStore.kind === 'sqlite') {
    const db = new Database(testStore.location, { readonly: true });
    const { n } = db.prepare('SELECT count(*) AS n FROM click_seen WHERE day = ?').get(day) as { n: number };
    db.close();
    return n;
  }
  const client = new pg.Client({ connectionString: testStore.location });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM click_seen WHERE day = $1', [day])).rows[0]?.n);
  } finally {
    await client.end();
  }
}

describe('the network a client is in', () => {
  it('is the /24 of an IPv4 address (mapped or not) and the /48 of an IPv6 address', () => {
    assert.equal(clientNetwork('198.51.100.77'), '198.51.100.0/24');
    assert.equal(clientNetwork('::ffff:198.51.100.77'), '198.51.100.0/24');
    assert.equal(clientNetwork('2001:db8:5:ffff:1::2'), '2001:db8:5::/48');
    const day = '2026-11-28';
    const [a, b] = [clickKeys(SECRET, '2001:db8:5:1::1', 'x', day), clickKeys(SECRET, '2001:db8:5:2::1', 'x', day)];
    assert.equal(a.networkTool, b.networkTool, 'two /64s of one /48 share the network key');
    assert.notEqual(a.reader, b.reader, 'and are two readers');
    assert.notEqual(clickKeys(SECRET, '2001:db8:5:1::1', 'x', '2026-11-29').networkTool, a.networkTool, 'a new day, new keys');
    assert.match(a.networkTool, /^[\w-]{22}$/);
  });
});

for (const kind of STORE_KINDS) {
  describe(`one click per network, tool and day on ${kind}`, () => {
    let running: RunningApp;
    before(async () => {
      running = await startApp({ kind, ...appOptions });
    });
    after(() => running.close());

    it('counts a forged navigation from 50 /64s of one /48 (and 50 addresses of one /24) at most once per tool a day', async () => {
      const today = utcDay();
      const before = await total(running);
      for (let i = 1; i <= 50; i += 1) {
        for (const tool of ['chatgpt', 'jasper']) {
          assert.equal((await click(running.base, tool, `2001:db8:5:${i.toString(16)}::1`)).status, 302);
          assert.equal((await click(running.base, tool, `203.0.113.${i}`)).status, 302);
        }
      }
      assert.equal(await total(running), before + 4, 'one click per tool from each network');
      assert.deepEqual(await running.store.readerCounts(), [{ day: today, readers: 2 }], 'the first reader of each network');
      const figures = (await running.store.dayFigures(today))[0];
      assert.equal(figures?.networks, 2);
      assert.equal(figures?.topNetworkClicks, 4, 'the two networks gave every click');
    });

    it('sends on a navigation without Fetch Metadata uncounted, and tallies it for the day', async () => {
      const before = await total(running);
      const { 'user-agent': agent, 'sec-fetch-mode': mode, 'sec-fetch-dest': dest } = READER_NAVIGATION;
      const answers = [
        await click(running.base, 'chatgpt', '192.0.2.1', { 'user-agent': agent }),
        await click(running.base, 'chatgpt', '192.0.3.1', { 'user-agent': agent, 'sec-fetch-mode': mode, 'sec-fetch-dest': dest }),
        await click(running.base, 'jasper', '192.0.4.1', { ...READER_NAVIGATION, 'sec-fetch-site': undefined }),
      ];
      assert.deepEqual(
        answers.map((answer) => [answer.status, answer.headers.location]),
        [
          [302, 'https://chatgpt.com'],
          [302, 'https://chatgpt.com'],
          [302, 'https://jasper.example'],
        ],
      );
      assert.equal(await total(running), before, 'none counted');
      assert.equal((await running.store.dayFigures(utcDay()))[0]?.withoutFetchMetadata, 3);
    });

    it("counts a real reader's click after 1,000,000 attacker entries, and forgets them all once the day is over", async () => {
      const today = utcDay();
      const real = Array.from({ length: 20_000 }, (_, i) => clickKeys(SECRET, `10.${i >> 8}.${i & 255}.9`, 'chatgpt', today));
      const already = await seenRows(running.testStore, today);
      await insertAttack(running.testStore, today, real, 980_000);
      assert.equal(await seenRows(running.testStore, today), already + 1_000_000);
      const before = await total(running);
      assert.equal((await click(running.base, 'chatgpt', '198.18.7.1')).status, 302);
      assert.equal((await click(running.base, 'chatgpt', '10.0.1.9')).status, 302, 'an attacker network, already counted');
      assert.equal(await total(running), before + 1, "the reader's click counts");
      const tomorrow = utcDay(new Date(Date.now() + 86_400_000));
      assert.ok((await running.store.sweepClickDays(tomorrow)) > 1_000_000);
      assert.equal(await seenRows(running.testStore, today), 0, 'no hash of the day is left');
      assert.ok(((await running.store.dayFigures(today))[0]?.networks ?? 0) > 1_000_000, "the day's figures stay");
    });
  });
}

describe('the day boundary', () => {
  for (const kind of STORE_KINDS) {
    it(`counts a reader again on a new day (UTC) and deletes the day's hashes when it is over, on ${kind}`, async () => {
      const clock = new TestClock(Date.parse('2026-11-27T23:59:00Z'));
      const running = await startApp({ kind, ...appOptions, now: clock.now });
      try {
        await click(running.base, 'chatgpt', '198.51.100.9');
        await click(running.base, 'chatgpt', '198.51.100.9');
        clock.advance(120_000);
        await click(running.base, 'chatgpt', '198.51.100.9');
        assert.deepEqual(
          (await running.store.clickCounts()).map((count) => [count.day, count.clicks]),
          [
            ['2026-11-27', 1],
            ['2026-11-28', 1],
          ],
        );
        assert.equal(await seenRows(running.testStore, '2026-11-27'), 1, 'one counted click');
        // Another instance starting on the new day sweeps, as every instance's housekeeping does.
        const next = await startApp({ ...appOptions, testStore: running.testStore, now: clock.now });
        try {
          await waitFor(async () => (await seenRows(running.testStore, '2026-11-27')) === 0, { what: "the sweep of the day's hashes" });
        } finally {
          await next.close();
        }
        assert.equal(await seenRows(running.testStore, '2026-11-28'), 1, "today's stay");
        assert.deepEqual(await running.store.readerCounts(), [
          { day: '2026-11-27', readers: 1 },
          { day: '2026-11-28', readers: 1 },
        ]);
        assert.deepEqual((await running.store.dayFigures('2026-11-27'))[0], {
          day: '2026-11-27',
          withoutFetchMetadata: 0,
          networks: 1,
          topNetworkClicks: 1,
        });
      } finally {
        await running.close();
      }
    });
  }
});

describe('two service instances on one PostgreSQL database', () => {
  it('count one reader once, however its clicks are spread between them, and one network once', async () => {
    const first = await startApp({ kind: 'postgres', ...appOptions });
    const second = await startApp({ ...appOptions, testStore: first.testStore });
    try {
      const base = (i: number) => (i % 2 === 0 ? first.base : second.base);
      const answers = await Promise.all([
        ...Array.from({ length: 20 }, (_, i) => click(base(i), 'chatgpt', '198.51.100.33')),
        ...Array.from({ length: 20 }, (_, i) => click(base(i), 'jasper', `2001:db8:9:${i}::1`)),
      ]);
      assert.ok(answers.every((answer) => answer.status === 302));
      assert.deepEqual(
        (await first.store.clickCounts()).map((count) => [count.toolId, count.clicks]),
        [
          ['chatgpt', 1],
          ['jasper', 1],
        ],
      );
      assert.deepEqual(
        (await second.store.readerCounts()).map((count) => count.readers),
        [2],
      );
    } finally {
      await second.close();
      await first.close();
    }
  });
});
