import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { SqliteSignupStore } from '../src/sqlite-store.js';
import { deliverWatchMail } from '../src/watch-mailer.js';
import { readToolFacts, watchConfirmationMail } from '../src/watches.js';
import { CLI_JS, tempDir, waitFor } from './helpers.js';

const SITE_FACTS = new URL('../../shared-content/src/generated/tool-facts.json', import.meta.url).pathname;
const WATCHERS = 1000;

/** notify-changes as the operator runs it: the built CLI, in its own process. */
function runNotify(env: Record<string, string>, facts: string) {
  const child = spawn(process.execPath, [CLI_JS, 'notify-changes', '--facts', facts, '--lease-seconds', '1'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

describe('notify-changes as a process', () => {
  let tmp: ReturnType<typeof tempDir>;
  before(() => {
    tmp = tempDir();
  });
  after(() => tmp.remove());

  it(`mails each of ${WATCHERS} watchers exactly once across a kill -9 mid-run and a second run`, async () => {
    const db = join(tmp.dir, 'watches.sqlite');
    const mailDir = join(tmp.dir, 'mail');
    const env = {
      NEWSLETTER_DB: db,
      NEWSLETTER_MAIL_DIR: mailDir,
      NEWSLETTER_SMTP_URL: '',
      NEWSLETTER_SECRET: 'process-test-secret-'.padEnd(40, 'x'),
      NEWSLETTER_SITE_URL: 'http://localhost:3000',
      NEWSLETTER_PUBLIC_URL: 'http://localhost:3005',
    };
    // 1,000 confirmed watchers of ChatGPT, their confirmation mails already sent, and the baseline recorded.
    const store = SqliteSignupStore.open(db);
    const published = readToolFacts(SITE_FACTS);
    const addresses = Array.from({ length: WATCHERS }, (_, i) => `watcher-${i}@example.com`);
    try {
      for (const email of addresses) {
        let confirm: [string, Date] | undefined;
        await store.watches.request(email, 'chatgpt', (watcherId, requestedAt) => {
          confirm = [watcherId, requestedAt];
          return watchConfirmationMail(
            email,
            'ChatGPT',
            'http://localhost:3005/watch/confirm',
            { siteUrl: '', manageUrl: '', unsubscribeUrl: 'http://localhost:3005/u' },
            48,
          );
        });
        const [watcherId, requestedAt] = confirm as [string, Date];
        assert.equal(await store.watches.confirm(watcherId, 'chatgpt', requestedAt), 'confirmed');
      }
      await deliverWatchMail({
        store: store.watches,
        mailer: { send: async () => {}, close: async () => {} },
        log: { info: () => {}, warn: () => {} },
      });
      await store.watches.notify(published, () => {
        throw new Error('the baseline run queues nothing');
      });
    } finally {
      await store.close();
    }

    // The site publishes a new price for ChatGPT.
    const facts = JSON.parse(readFileSync(SITE_FACTS, 'utf8')) as Record<string, { price: string }>;
    facts.chatgpt!.price = `${facts.chatgpt!.price} (was lower)`;
    const changed = join(tmp.dir, 'tool-facts.json');
    writeFileSync(changed, JSON.stringify(facts));

    const mails = () => readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
    const written = () => {
      try {
        return mails().length;
      } catch {
        return 0; // no mail folder yet
      }
    };
    const first = runNotify(env, changed);
    await waitFor(() => written() >= 100 || first.child.exitCode !== null, { timeoutMs: 60_000, what: 'a hundred mails written' });
    first.child.kill('SIGKILL');
    const killedAt = written();
    const exit = await first.exited;
    assert.equal(exit.signal, 'SIGKILL', `killed mid-run, not finished: ${first.output()}`);
    assert.ok(killedAt < WATCHERS, `the kill landed with ${killedAt} of ${WATCHERS} mails written`);

    // The killed run's leases (a second each) keep another run off the mails it had taken; the
    // second run comes once they have ended, which the database's clock is moved to rather than waited for.
    const leases = new Database(db);
    try {
      const until = leases.prepare('SELECT lease_until FROM watch_mail WHERE lease_until IS NOT NULL').pluck().all() as string[];
      for (const end of until) assert.ok(Date.parse(end) <= Date.now() + 1_000, `a lease of one second ends at ${end}`);
      leases.prepare('UPDATE watch_mail SET lease_until = ? WHERE lease_until IS NOT NULL').run(new Date(Date.now() - 1).toISOString());
    } finally {
      leases.close();
    }
    const second = runNotify(env, changed);
    const done = await second.exited;
    assert.equal(done.code, 0, second.output());
    assert.match(second.output(), /^0 change\(s\) in 0 tool\(s\); 0 mail\(s\) queued/);

    const recipients = mails().map((name) => /^To: (.+)$/m.exec(readFileSync(join(mailDir, name), 'utf8'))?.[1]?.trim());
    assert.equal(recipients.length, WATCHERS, 'one mail file per watcher');
    assert.deepEqual([...new Set(recipients)].sort(), [...addresses].sort(), 'every watcher, none twice');
    const third = runNotify(env, changed);
    assert.equal((await third.exited).code, 0);
    assert.match(third.output(), /0 mail\(s\) queued\n0 mail\(s\) sent/);
    assert.equal(mails().length, WATCHERS, 'a third run sends nothing');
  });
});
