// An opt-out (a newsletter unsubscribe, a watch stop-all, an erase) is remembered for 30 days as a
// keyed hash of the mailbox: meanwhile the mailbox gets at most one confirmation mail.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { SUPPRESSION_MS } from '../../src/mailboxes/suppression.js';
import { CLI_JS, HOUR_MS, request, startApp, STORE_KINDS, TestClock, type RunningApp, type TestStore } from '../helpers.js';
import { mailsTo, settled, subscribe, TOOLS, watchTool } from './flows.js';

const DAY_MS = 24 * HOUR_MS;

/** The one-click POST a mail client sends to a List-Unsubscribe URL (RFC 8058). */
async function oneClick(base: string, url: string): Promise<void> {
  const link = new URL(url);
  const answer = await request(base, {
    path: link.pathname + link.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  assert.equal(answer.status, 200);
}

/** Every value the mail tables hold, as text. */
async function mailTables(testStore: TestStore): Promise<string> {
  const query = 'SELECT * FROM mail_suppressions';
  const sends = 'SELECT * FROM mail_sends';
  if (testStore.kind === 'sqlite') {
    const db = new Database(testStore.location, { readonly: true });
    try {
      return JSON.stringify([db.prepare(query).all(), db.prepare(sends).all()]);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: testStore.location });
  await client.connect();
  try {
    return JSON.stringify([(await client.query(query)).rows, (await client.query(sends)).rows]);
  } finally {
    await client.end();
  }
}

for (const kind of STORE_KINDS) {
  describe(`opt-outs (${kind})`, () => {
    let service: RunningApp | undefined;
    const clock = new TestClock();
    const start = async () => {
      // From the real time: the CLI, in its own process, records an erase by the real clock.
      clock.set(Date.now());
      service = await startApp({ kind, watch: { tools: TOOLS }, now: clock.now });
      return service;
    };
    afterEach(async () => {
      await service?.close();
      service = undefined;
    });

    it('after a one-click unsubscribe, mails one more confirmation in 30 days, then the usual caps', async () => {
      const running = await start();
      const spellings = ['reader@x.example', 'reader+2@x.example', 'reader+3@x.example', 'reader+4@x.example', 'reader+5@x.example'];
      const sent = () => mailsTo([running], spellings);
      await subscribe(running.base, 'reader@x.example');
      const [mail] = await running.mailer.waitFor('reader@x.example');
      await oneClick(running.base, mail!.unsubscribeUrl);
      clock.advance(2 * HOUR_MS);
      // The reader changes their mind: one mail.
      await subscribe(running.base, 'reader@x.example');
      await settled(running, clock);
      assert.equal(sent(), 2);
      // Anyone else asking for the mailbox within the 30 days: nothing, through either form.
      for (const [index, email] of spellings.slice(1).entries()) {
        clock.advance(2 * HOUR_MS);
        await subscribe(running.base, email);
        await watchTool(running.base, email, index % 2 ? 'alpha' : 'beta');
      }
      await settled(running, clock);
      assert.equal(sent(), 2);
      assert.equal(
        (await running.store.list()).find((row) => row.email === 'reader+2@x.example')?.status,
        'pending',
        'the sign-up is kept',
      );
      // After 30 days: three mails an hour again.
      clock.set(clock.now() + SUPPRESSION_MS);
      for (const email of spellings.slice(1)) await watchTool(running.base, email, 'gamma');
      await settled(running, clock);
      assert.equal(sent(), 5);
    });

    it('remembers a watch stop-all (one click) and a newsletter-cli erase the same way, and the sweep forgets them after 30 days', async () => {
      const running = await start();
      await watchTool(running.base, 'watcher@x.example', 'alpha');
      await settled(running, clock);
      const [mail] = await running.mailer.waitFor('watcher@x.example');
      await oneClick(running.base, mail!.unsubscribeUrl);
      clock.advance(2 * HOUR_MS);
      for (const tool of ['beta', 'gamma']) await watchTool(running.base, 'watcher+x@x.example', tool);
      await settled(running, clock);
      assert.equal(mailsTo([running], ['watcher@x.example', 'watcher+x@x.example']), 2, 'one mail after the stop-all');

      await subscribe(running.base, 'erased@x.example');
      await running.mailer.waitFor('erased@x.example');
      // The CLI as the operator runs it, on the service's database and (unset here) link key.
      const where =
        kind === 'postgres' ? { NEWSLETTER_DATABASE_URL: running.testStore.location } : { NEWSLETTER_DB: running.testStore.location };
      const env = { ...process.env, NEWSLETTER_DATABASE_URL: '', NEWSLETTER_SECRET: '', ...where };
      // Not spawnSync: the service under test answers from this process, and a CLI waiting on a row it
      // holds would wait out its query timeout while this process could not go on.
      const erase = await promisify(execFile)(process.execPath, [CLI_JS, 'erase', 'Erased@x.example'], { env, timeout: 60_000 }).then(
        () => ({ status: 0, stderr: '' }),
        (error: { code?: number; stderr?: string }) => ({ status: error.code ?? 1, stderr: error.stderr ?? String(error) }),
      );
      assert.equal(erase.status, 0, erase.stderr);
      const kept = await mailTables(running.testStore);
      assert.doesNotMatch(kept, /erased|watcher|x\.example/i, 'hashes only');
      clock.advance(2 * HOUR_MS);
      for (const email of ['erased+1@x.example', 'erased+2@x.example']) await subscribe(running.base, email);
      await settled(running, clock);
      assert.equal(mailsTo([running], ['erased+1@x.example', 'erased+2@x.example']), 1, 'one mail after the erase');

      clock.advance(SUPPRESSION_MS + DAY_MS);
      assert.ok((await running.store.mail.sweep()) >= 2);
      assert.equal(await mailTables(running.testStore), '[[],[]]', 'opt-outs past 30 days and counts past a day are deleted');
    });
  });
}
