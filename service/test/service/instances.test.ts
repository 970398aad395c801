import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { NEWSLETTER_RETENTION } from '../../../shared-content/src/site/newsletter.js';
import { createTestStore, signUp, startApp, waitFor, type RunningApp, type TestStore } from '../helpers.js';

// The PostgreSQL deployment: several stateless instances on one database.
describe('two service instances on one PostgreSQL database', () => {
  let shared: TestStore;
  let first: RunningApp;
  let second: RunningApp;
  before(async () => {
    shared = await createTestStore('postgres');
    first = await startApp({ testStore: shared, rateLimit: 4, rateLimitSweepMs: 200 });
    second = await startApp({ testStore: shared, rateLimit: 4 });
  });
  after(async () => {
    await first.close();
    await second.close();
    await shared.store.close();
  });

  it('share one rate limit per client through the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signUp(first.base, `limit-a${i}@example.com`)).status);
    for (let i = 0; i < 3; i += 1) statuses.push((await signUp(second.base, `limit-b${i}@example.com`)).status);
    assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429], 'the fourth sign-up used up the limit on both instances');
    assert.equal(await shared.store.count(), 4);
  });

  it('keep in the database only a keyed hash of the address, deleted as the privacy page says', async () => {
    const client = new pg.Client({ connectionString: shared.location });
    await client.connect();
    try {
      const rows = async () => (await client.query<{ key: string; hits: number }>('SELECT key, hits FROM rate_limits')).rows;
      const held = await rows();
      assert.ok(held.length > 0, 'the count of the sign-ups above is shared through the table');
      for (const { key } of held) {
        assert.match(key, /^[\w-]{43}$/, 'a hash, not an address');
        for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '7f000001']) assert.ok(!key.includes(address), key);
      }
      // A count whose window began as long ago as the page allows is gone after the next sweep; one
      // still in its window stays.
      const { minutes } = { minutes: NEWSLETTER_RETENTION.sharedRateLimitMinutes };
      await client.query(`UPDATE rate_limits SET window_start = now() - interval '${minutes} minutes'`);
      await client.query("INSERT INTO rate_limits (key, window_start, hits) VALUES ('current-window', now(), 1)");
      await waitFor(async () => (await rows()).length <= 1, { what: 'the sweep of the ended windows' }).catch(() => undefined);
      assert.deepEqual(
        (await rows()).map((row) => row.key),
        ['current-window'],
      );
    } finally {
      await client.end();
    }
  });

  it('store each address once and send each confirmation mail once between them', async () => {
    const other = await createTestStore('postgres');
    const a = await startApp({ testStore: other });
    const b = await startApp({ testStore: other });
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => `both-${i}@example.com`);
      // Every address at both instances at once.
      const answers = await Promise.all(addresses.flatMap((email) => [signUp(a.base, email), signUp(b.base, email.toUpperCase())]));
      assert.ok(answers.every((answer) => answer.status === 200));
      assert.equal(await other.store.count(), 30);
      // Every job leaves the outbox only once its mail is sent: an empty outbox means no mail is still to come.
      const client = new pg.Client({ connectionString: other.location });
      await client.connect();
      try {
        const outbox = async () => Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM mail_outbox')).rows[0]?.n);
        await waitFor(async () => a.mailer.sent.length + b.mailer.sent.length >= 30 && (await outbox()) === 0, {
          timeoutMs: 10_000,
          what: 'thirty mails sent and the outbox empty',
        });
      } finally {
        await client.end();
      }
      const recipients = [...a.mailer.sent, ...b.mailer.sent].map((mail) => mail.to).sort();
      assert.deepEqual(recipients, [...addresses].sort(), 'one mail per address, none twice');
    } finally {
      await a.close();
      await b.close();
      await other.store.close();
    }
  });
});

describe('the shared rate limit (PostgreSQL)', () => {
  it('never promises a wait longer than its window, to a hit that waited on the row lock behind a later first hit', async () => {
    const testStore = await createTestStore('postgres');
    const hit = testStore.store.hitRateLimit?.bind(testStore.store);
    assert.ok(hit, 'the PostgreSQL store counts in the database');
    const client = new pg.Client({ connectionString: testStore.location });
    await client.connect();
    try {
      // Another instance's first hit, not yet committed, whose window starts after the waiting hit's
      // statement began (now() is when each statement's transaction began).
      await client.query('BEGIN');
      await client.query("INSERT INTO rate_limits (key, window_start, hits) VALUES ('late-first', now() + interval '1 second', 1)");
      const waiting = hit('late-first', 60_000);
      await waitFor(
        async () => (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted')).rows[0]?.n,
        { what: 'the second hit waiting on the row lock' },
      );
      await client.query('COMMIT');
      const { count, ttlMs } = await waiting;
      assert.equal(count, 2);
      assert.ok(ttlMs > 0 && ttlMs <= 60_000, `${ttlMs} ms left of a 60 s window`);
    } finally {
      await client.end();
      await testStore.store.close();
    }
  });
});
