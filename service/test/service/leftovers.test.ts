// Message-IDs never reused, confirmations that cost no write the second time, and no copy of a
// stopped watcher's address left in the SQLite files after the hourly sweep.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { MailMessage } from '../../src/mail.js';
import type { ToolFacts } from '../../src/watches/facts.js';
import { deliverWatchMail } from '../../src/watches/mail.js';
import { WATCH_COLLECT_MS, type AskedWatch } from '../../src/watches/store.js';
import {
  confirmedWatches,
  createTestStore,
  linkIn,
  request,
  signUp,
  SITE_ORIGIN,
  startApp,
  STORE_KINDS,
  TestClock,
  waitFor,
  type TestStore,
} from '../helpers.js';

const quiet = { info: () => {}, warn: () => {} };

/** A mailer that records what it was given, failing the first `failures` sends. */
function recordingMailer(failures = 0) {
  const sent: MailMessage[] = [];
  let left = failures;
  return {
    sent,
    send: async (message: MailMessage) => {
      if (left-- > 0) throw new Error('SMTP server unavailable');
      sent.push(message);
    },
    close: async () => {},
  };
}

/**
 * Something that changes with every write the database commits: SQLite's data_version seen from
 * another connection and the WAL's size; on PostgreSQL, the row versions (xmin) of the table.
 */
async function writeMark(testStore: TestStore, table: 'watches' | 'signups'): Promise<string> {
  if (testStore.kind === 'sqlite') {
    const db = new Database(testStore.location, { readonly: true });
    try {
      const version = db.pragma('data_version', { simple: true }) as number;
      return `${version} ${statSync(`${testStore.location}-wal`).size}`;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: testStore.location });
  await client.connect();
  try {
    const { rows } = await client.query<{ versions: string }>(
      `SELECT string_agg(xmin::text, ',' ORDER BY xmin::text) AS versions FROM ${table}`,
    );
    return rows[0]?.versions ?? '';
  } finally {
    await client.end();
  }
}

for (const kind of STORE_KINDS) {
  describe(`leftovers on ${kind}`, () => {
    it('gives each queued mail a random Message-ID, kept across retries and never another mail’s', async () => {
      const testStore = await createTestStore(kind);
      const { store } = testStore;
      try {
        const first = recordingMailer(1);
        await confirmedWatches(store, [['first@example.com', 'chatgpt']]);
        await deliverWatchMail({ store: store.watches, mailer: first, log: quiet, retryBaseMs: 0 });
        await deliverWatchMail({ store: store.watches, mailer: first, log: quiet, retryBaseMs: 0 });
        assert.equal(first.sent.length, 1);
        // Erased: on SQLite the next mail's row takes the same row number.
        assert.equal(await store.erase('first@example.com'), true);
        const second = recordingMailer();
        await confirmedWatches(store, [['second@example.com', 'chatgpt']]);
        await deliverWatchMail({ store: store.watches, mailer: second, log: quiet });
        const ids = [...first.sent, ...second.sent].map((mail) => mail.id);
        for (const id of ids) assert.match(id ?? '', /^watch-[0-9a-f-]{32,36}$/);
        assert.notEqual(ids[0], ids[1]);

        // A sign-up's confirmation job: the same id for each attempt, another for the next job.
        await store.add('reader@example.com', 'unknown');
        await store.applyRequests(10);
        const [job] = await store.claimMail(1, 60_000);
        await store.mailFailed(job!.id, new Date(Date.now() - 1));
        const [again] = await store.claimMail(1, 60_000);
        assert.equal(again?.id, job?.id);
        assert.equal(again?.messageId, job?.messageId);
        await store.mailSent([job!.id]);
        assert.equal(await store.erase('reader@example.com'), true);
        await store.add('reader@example.com', 'unknown');
        await store.applyRequests(10);
        const [next] = await store.claimMail(1, 60_000);
        assert.match(next?.messageId ?? '', /^[0-9a-f-]{32,36}$/);
        assert.notEqual(next?.messageId, job?.messageId);
      } finally {
        await store.close();
        testStore.remove();
      }
    });

    it('confirms a watch and a sign-up again without writing anything', async () => {
      const testStore = await createTestStore(kind);
      const { store } = testStore;
      try {
        await store.watches.request('twice@example.com', 'chatgpt');
        while ((await store.watches.applyRequests(10)) > 0);
        let asked: [string, AskedWatch] | undefined;
        await store.watches.composeConfirmations(
          (watcherId, email, tools) => {
            asked = [watcherId, tools[0]!];
            return { to: email, subject: 'Confirm', text: '', unsubscribeUrl: 'http://localhost:3005/u' };
          },
          10,
          new Date(Date.now() + WATCH_COLLECT_MS),
        );
        const [watcherId, { toolId, requestedAt }] = asked!;
        assert.equal(await store.watches.confirm(watcherId, toolId, requestedAt), 'confirmed');
        const watchMark = await writeMark(testStore, 'watches');
        for (let i = 0; i < 3; i += 1) assert.equal(await store.watches.confirm(watcherId, toolId, requestedAt), 'confirmed');
        assert.equal(await writeMark(testStore, 'watches'), watchMark);

        await store.add('twice@example.com', 'unknown');
        const [signup] = await store.list();
        assert.equal(await store.confirm(signup!.id, new Date(signup!.consentedAt)), 'confirmed');
        const signupMark = await writeMark(testStore, 'signups');
        for (let i = 0; i < 3; i += 1) assert.equal(await store.confirm(signup!.id, new Date(signup!.consentedAt)), 'confirmed');
        assert.equal(await writeMark(testStore, 'signups'), signupMark);
        // Once unsubscribed, the link confirms nothing.
        await store.unsubscribe(signup!.id);
        assert.equal(await store.confirm(signup!.id, new Date(signup!.consentedAt)), 'invalid');
      } finally {
        await store.close();
        testStore.remove();
      }
    });
  });
}

describe('the hourly sweep on SQLite', () => {
  const TOOLS = new Map<string, ToolFacts>([
    ['chatgpt', { name: 'ChatGPT', freePlan: 'Free plan', price: 'no dated figure', priceSource: null, owner: null }],
  ]);
  const ADDRESS = 'stopped.watcher@example.com';
  const files = (testStore: TestStore) => [testStore.location, `${testStore.location}-wal`].filter((file) => existsSync(file));
  const holdsAddress = (testStore: TestStore) => files(testStore).some((file) => readFileSync(file).includes(ADDRESS));

  it('leaves no byte of a stopped watcher’s address in the database file or its WAL', async () => {
    const testStore = await createTestStore('sqlite');
    await testStore.store.close();
    const clock = new TestClock();
    const first = await startApp({ testStore, watch: { tools: TOOLS }, now: clock.now });
    try {
      await request(first.base, {
        path: '/watch',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
        body: `email=${encodeURIComponent(ADDRESS)}&tool=chatgpt`,
      });
      // A sign-up of another address, so the files hold more than this watcher.
      await signUp(first.base, 'someone.else@example.com');
      await first.store.watches.report();
      clock.set(Date.now() + WATCH_COLLECT_MS);
      const [mail] = await first.mailer.waitFor(ADDRESS);
      const confirm = new URL(linkIn(mail!.text, '/watch/confirm'));
      await request(first.base, { method: 'GET', path: confirm.pathname + confirm.search });
      // The reader stops every watch with one click.
      const oneClick = new URL(mail!.unsubscribeUrl);
      const stopped = await request(first.base, {
        path: oneClick.pathname + oneClick.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      assert.equal(stopped.status, 200);
      assert.ok(holdsAddress(testStore), 'before the sweep the files hold the address');
    } finally {
      await first.close();
    }
    // The sweep runs when the service starts, then every hour.
    const second = await startApp({ testStore, watch: { tools: TOOLS } });
    try {
      await waitFor(() => !holdsAddress(testStore), { what: 'the address gone from the files' });
      assert.ok(readFileSync(testStore.location).includes('someone.else@example.com'), 'the files are read as they are');
    } finally {
      await second.close();
      testStore.remove();
    }
  });
});
